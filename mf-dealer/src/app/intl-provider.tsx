import { createLazyIntlProvider } from '@rr/ui';
import en from '../i18n/en.json';

/** This remote's react-intl provider: English bundled, other locales loaded on demand as their own chunks. */
export const RemoteIntlProvider = createLazyIntlProvider(en, (locale) => import(/* webpackExclude: /allow-same/ */ `../i18n/${locale}.json`));
