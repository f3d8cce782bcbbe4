import { createLazyIntlProvider } from '@rr/ui';
import { validationMessages } from '@rr/contracts/messages';
import en from '../i18n/en.json';

/**
 * This remote's react-intl provider: English bundled, other locales loaded on demand as their own chunks, each over
 * @rr/contracts' catalogue of the same locale (`validation.*` for the form kit, `error.*` for API error codes).
 */
export const RemoteIntlProvider = createLazyIntlProvider({ ...validationMessages.en, ...en }, async (locale) => {
  const own = await import(/* webpackExclude: /allow-same/ */ `../i18n/${locale}.json`);
  return { default: { ...validationMessages[locale], ...(own.default as Record<string, string>) } };
});
