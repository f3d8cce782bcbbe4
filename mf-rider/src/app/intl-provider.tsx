import { createLazyIntlProvider } from '@rr/ui';
import { riderRecordsCatalog } from '@rr/ui/rider-records';
import en from '../i18n/en.json';

/**
 * This remote's react-intl provider: English bundled, another locale fetched as its own chunk when first shown, over
 * the UI kit's and @rr/contracts' catalogs of the same locale (createLazyIntlProvider layers them), with the parts of
 * the UI kit's strings this app shows (VIN explanations, payout reasons).
 */
export const RemoteIntlProvider = createLazyIntlProvider(en, (locale) => import(/* webpackExclude: /allow-same/ */ `../i18n/${locale}.json`), [riderRecordsCatalog]);
