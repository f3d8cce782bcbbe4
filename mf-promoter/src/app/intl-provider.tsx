import { eventToolsEnglish, loadEventToolsMessages } from '@rr/event-tools/i18n';
import { createLazyIntlProvider } from '@rr/ui';
import { riderRecordsCatalog } from '@rr/ui/rider-records';
import en from '../i18n/en.json';

/**
 * This remote's react-intl provider: English bundled, another locale fetched as its own chunk when first shown, over
 * the UI kit's and @rr/contracts' catalogs of the same locale (createLazyIntlProvider layers them), with the parts of
 * the UI kit's strings this app shows (payout reasons). The event tools
 * (@rr/event-tools) bring their own catalog, layered under this app's, and its payout decisions the UI kit's payout
 * reasons.
 */
export const RemoteIntlProvider = createLazyIntlProvider({ ...eventToolsEnglish, ...en }, async (locale) => {
  const [tools, own] = await Promise.all([loadEventToolsMessages(locale), import(/* webpackExclude: /allow-same/ */ `../i18n/${locale}.json`) as Promise<{ default: Record<string, string> }>]);
  return { default: { ...tools, ...own.default } };
}, [riderRecordsCatalog]);
