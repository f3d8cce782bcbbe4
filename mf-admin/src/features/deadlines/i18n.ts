import { createFeatureIntl } from '@rr/ui';
import en from './i18n/en.json';

/**
 * This feature's own strings (the charts'), in its lazy chunk rather than the admin routes chunk every first visit
 * downloads; the pages' older `admin.deadlines.*` strings are still in the app catalog (mf-admin/src/i18n).
 */
export const { FeatureIntl, withFeatureIntl } = createFeatureIntl(en, (locale) => import(/* webpackExclude: /allow-same/ */ `./i18n/${locale}.json`));
