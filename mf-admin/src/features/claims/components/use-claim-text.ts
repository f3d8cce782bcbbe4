import { useIntl } from 'react-intl';

/** The payout claims pages' strings (`admin.payoutClaims.*`), by the last part of their id. */
export function useClaimText() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.payoutClaims.${id}` }, values);
}
