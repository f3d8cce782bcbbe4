import type { RedemptionList, RedemptionTotal } from '@rr/contracts';
import { useFormat } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';

const PERIODS = ['thisYear', 'lastYear', 'lifetime'] as const;

/** Amounts per currency side by side ("$1,250 · CA$300"), or zero; and how many redemptions. */
export function useTotalText() {
  const intl = useIntl();
  const format = useFormat();
  return {
    amount: (totals: readonly RedemptionTotal[]) => (totals.length === 0 ? format.money(0, 'USD') : totals.map((t) => format.money(t.amountCents, t.currency)).join(' · ')),
    count: (totals: readonly RedemptionTotal[]) =>
      intl.formatMessage({ id: 'dealer.redemptions.count' }, { count: totals.reduce((sum, total) => sum + total.count, 0) }),
  };
}

/** This year, last year and lifetime at this dealership (spec §2 "redemption history by this year, last year and lifetime"), whatever the filters. */
export function PeriodTotals({ periods }: { periods: RedemptionList['periods'] | undefined }) {
  const text = useTotalText();
  return (
    <dl className="dlr-figures" aria-live="polite">
      {PERIODS.map((period) => (
        <div key={period}>
          <dt>
            <FormattedMessage id={`dealer.redemptions.period.${period}`} />
          </dt>
          <dd>
            {periods ? text.amount(periods[period]) : '…'}
            <small>{periods ? text.count(periods[period]) : ' '}</small>
          </dd>
        </div>
      ))}
    </dl>
  );
}
