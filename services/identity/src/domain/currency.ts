/** The programme's currencies (spec §9), defined in @rr/contracts. */
import type { Currency } from '@rr/contracts';

export { CURRENCIES, type Currency } from '@rr/contracts';

/** Euro-area countries among the programme's (spec §9: US, CA, AU, ES, FR, DE, SE, IT, NL, BE, NO, AT, GB). */
const EURO_COUNTRIES = new Set(['ES', 'FR', 'DE', 'IT', 'NL', 'BE', 'AT']);

/**
 * A rider's wallet currency from their country: Canada pays CAD, the euro area EUR, and every other
 * country (the US and the non-euro countries, for which the programme has no currency of their own) USD.
 */
export function currencyForCountry(country: string): Currency {
  const code = country.trim().toUpperCase();
  if (code === 'CA') return 'CAD';
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  return 'USD';
}
