import { createFeatureIntl } from '@rr/ui';
import en from './i18n/en.json';

/** This feature's strings, in its own lazy chunk rather than the admin routes chunk every first visit downloads. */
export const { FeatureIntl, withFeatureIntl } = createFeatureIntl(en, (locale) => import(/* webpackExclude: /allow-same/ */ `./i18n/${locale}.json`));
