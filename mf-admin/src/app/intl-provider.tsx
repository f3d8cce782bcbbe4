import { createLazyIntlProvider } from '@rr/ui';
import { validationMessages } from '@rr/contracts/messages';
import en from '../i18n/en.json';

/**
 * This remote's react-intl provider: English bundled, other locales loaded on demand as their own chunks,
 * each over @rr/contracts' catalog of the same locale (`validation.*` field rules, `error.*` server codes).
 */
export const RemoteIntlProvider = createLazyIntlProvider({ ...validationMessages.en, ...en }, async (locale) => {
  const own = await import(/* webpackExclude: /allow-same/ */ `../i18n/${locale}.json`);
  return { default: { ...validationMessages[locale], ...(own.default as Record<string, string>) } };
});
