import { createLazyIntlProvider } from '@rr/ui';
import en from './en.json';

/**
 * The shell's react-intl provider: its catalog (keys `shell.*`) over the UI kit's (`ui.*`) and @rr/contracts'
 * (`validation.*`, `error.*`). English is bundled; another locale is fetched when first shown (bootstrap starts that
 * fetch before the first render).
 */
export const ShellIntlProvider = createLazyIntlProvider(en, (locale) => import(/* webpackExclude: /allow-same/ */ `./${locale}.json`));
