import type { Balances, Currency, Earning } from '@rr/contracts';
import { useFormat } from '@rr/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { earningBadge } from './explain';

/** An earning's amount (a dash when not paid) over its badge: paid (what became of its lot), waiting or not paid. */
export function EarningAmount({ earning, className }: { earning: Earning; className: string }) {
  const format = useFormat();
  const badge = earningBadge(earning);
  return (
    <span className={className}>
      <strong>{earning.outcome === 'notPaid' ? '—' : format.money(earning.amountCents, earning.currency)}</strong>
      <span className={`rr-badge rr-badge--${badge.tone}`}>
        <FormattedMessage id={badge.id} />
      </span>
    </span>
  );
}

/** The wallet's two balances, cash and dealer credit ('…' while they load). */
export function BalanceList({ balances, currency, className, cashLabel, creditLabel }: { balances: Balances | undefined; currency: Currency; className: string; cashLabel: ReactNode; creditLabel: ReactNode }) {
  const format = useFormat();
  return (
    <dl className={className} aria-live="polite">
      <div>
        <dt className="rr-muted">{cashLabel}</dt>
        <dd>{balances ? format.money(balances.cash, currency) : '…'}</dd>
      </div>
      <div>
        <dt className="rr-muted">{creditLabel}</dt>
        <dd>{balances ? format.money(balances.credit, currency) : '…'}</dd>
      </div>
    </dl>
  );
}
