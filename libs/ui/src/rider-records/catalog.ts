import type { UiCatalogPart } from '../i18n';

/**
 * The UI kit's strings about a rider's records, in the other locales: VINs explained and matched (`ui.vin.*`), payout
 * reasons and rules, earning histories (`ui.payout.*`, `ui.earning.*`). For the apps that show them; one chunk per
 * locale, fetched with the app's own catalog.
 */
export const riderRecordsCatalog: UiCatalogPart = {
  load: async (locale) => ((await import(/* webpackExclude: /(allow-same|en)\.json$/ */ `./i18n/${locale}.json`)) as { default: Record<string, string> }).default,
};
