import { createFeatureIntl } from '@rr/ui';
import en from './i18n/en.json';

/** This page's strings, in its own lazy chunk (the reference page is never part of another page's first load). */
export const { FeatureIntl, withFeatureIntl } = createFeatureIntl(en, (locale) => import(/* webpackExclude: /allow-same/ */ `./i18n/${locale}.json`));
