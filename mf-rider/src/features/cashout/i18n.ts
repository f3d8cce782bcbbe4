import { createFeatureIntl } from '@rr/ui';
import en from './i18n/en.json';

/** The cash-out feature's own strings (the review step, collecting from the history), in its lazy chunk. */
export const { FeatureIntl, withFeatureIntl } = createFeatureIntl(en, (locale) => import(/* webpackExclude: /allow-same/ */ `./i18n/${locale}.json`));
