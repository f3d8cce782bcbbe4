// The locale feature as the rest of the shell sees it: the language modal, the locale sync, the preferred locale and
// locale-keeping links. Everything else in features/locale is private to it.
export { LanguageModal } from './language-modal';
export { LocaleSync, applyRootLocaleRedirect, localeForPath, preferredLocale } from './locale-sync';
export { useLocalizedPath } from './use-localized-path';
