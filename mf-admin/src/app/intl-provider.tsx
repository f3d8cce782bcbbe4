import { createLazyIntlProvider } from '@rr/ui';
import en from '../i18n/en.json';

/**
 * This remote's react-intl provider: English bundled, another locale fetched as its own chunk when first shown, over
 * the UI kit's and @rr/contracts' catalogs of the same locale (createLazyIntlProvider layers them).
 */
export const RemoteIntlProvider = createLazyIntlProvider(en, (locale) => import(/* webpackExclude: /allow-same/ */ `../i18n/${locale}.json`));
