import { createLazyIntlProvider } from '@rr/ui';
import { validationMessages } from '@rr/contracts/messages';
import en from '../i18n/en.json';

/**
 * This remote's react-intl provider: English bundled, other locales loaded on demand as their own chunks.
 * The shared validation.* and error.* catalogs (@rr/contracts) sit under the app's own, so form errors and
 * server error codes are translated too.
 */
export const RemoteIntlProvider = createLazyIntlProvider({ ...validationMessages.en, ...en }, async (locale) => ({
  default: { ...validationMessages[locale], ...(await import(/* webpackExclude: /allow-same/ */ `../i18n/${locale}.json`)).default },
}));
