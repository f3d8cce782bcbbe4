import { createFeatureIntl } from '@rr/ui';
import en from './i18n/en.json';

/** This feature's strings (the series finder's filters, the standings), in its own lazy chunk rather than the public routes chunk. */
export const { FeatureIntl, withFeatureIntl } = createFeatureIntl(en, (locale) => import(/* webpackExclude: /allow-same/ */ `./i18n/${locale}.json`));
