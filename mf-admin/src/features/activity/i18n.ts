import { createFeatureIntl } from '@rr/ui';
import en from './i18n/en.json';

/** The activity log's strings, with the pages that show it rather than in the admin routes chunk every first visit downloads. */
export const { FeatureIntl, withFeatureIntl } = createFeatureIntl(en, (locale) => import(/* webpackExclude: /allow-same/ */ `./i18n/${locale}.json`));
