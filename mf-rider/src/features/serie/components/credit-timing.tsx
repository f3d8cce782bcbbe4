import { DEFAULT_CREDIT_EXPIRY_DAYS, type SeriesEnd } from '@rr/contracts';
import { useIntl } from 'react-intl';

/** When dealer credit earned in a series is paid: at its end (spec §9), which its planned rounds or its close decide. */
export function creditPaidMessage(end: SeriesEnd | undefined): { id: string; values: Record<string, number> } {
  if (end?.finished) return { id: 'rider.serie.creditPaidDone', values: {} };
  if (end && !end.closedAt && end.plannedRounds !== null) return { id: 'rider.serie.creditPaidRounds', values: { total: Math.max(end.plannedRounds, end.rounds) } };
  return { id: 'rider.serie.creditPaidEnd', values: {} };
}

/**
 * The series' dealer credit fact (a `dt`/`dd` pair of the page's facts list): paid at the end of the series, and
 * lasting the programme's credit period from the day it is paid. The series' own expiration date is never shown:
 * it can fall before the last round, while credit is only paid after it.
 */
export function CreditTiming({ end }: { end: SeriesEnd | undefined }) {
  const intl = useIntl();
  const paid = creditPaidMessage(end);
  return (
    <div>
      <dt>{intl.formatMessage({ id: 'rider.serie.creditPaid' })}</dt>
      <dd>
        {intl.formatMessage({ id: paid.id }, paid.values)} {intl.formatMessage({ id: 'rider.serie.creditExpiry' }, { days: DEFAULT_CREDIT_EXPIRY_DAYS })}
      </dd>
    </div>
  );
}
