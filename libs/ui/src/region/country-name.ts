import { useIntl } from 'react-intl';

/**
 * A country's name in the reader's language (the code itself where the browser has no name for it). Free of
 * @rr/contracts, so a page that names countries does not load the shared schemas for it (the public finders).
 */
export function useCountryName(): (code: string) => string {
  const intl = useIntl();
  return (code) => intl.formatDisplayName(code, { type: 'region' }) ?? code;
}
