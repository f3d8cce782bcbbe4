import type { Debt } from '@rr/contracts';
import { IconAlert, useFormat } from '@rr/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import './debt-notice.css';

/**
 * What the rider owes the programme (the wallet's `debts`): a result corrected or removed after its money had already
 * left the wallet took the whole award back, and what had left is owed in that currency, repaid first from the next
 * earnings. One line per currency; the corrections it still comes from, each with its event, class and place. A
 * region with a heading (not colour alone) so it is found and read as what it is; nothing when nothing is owed.
 */
export function DebtNotice({ debts, className }: { debts: readonly Debt[] | undefined; className?: string }) {
  const intl = useIntl();
  const format = useFormat();
  const titleId = useId();
  const owing = (debts ?? []).filter((debt) => debt.owedCents > 0);
  if (owing.length === 0) return null;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.debt.${id}` }, values);
  const detail = (from: Debt['from'][number]) =>
    from.className && from.place !== null ? intl.formatMessage({ id: 'rider.earnings.classPlace' }, { className: from.className, place: from.place }) : format.date(from.at);

  return (
    <section className={['rr-alert rr-alert--warning rdr-debt', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="rdr-debt__head">
        <IconAlert />
        <h2 id={titleId} className="rdr-debt__title">
          {t('title')}
        </h2>
      </div>
      <p>{t('lead')}</p>
      {owing.map((debt) => {
        const amount = format.money(debt.owedCents, debt.currency);
        const [only] = debt.from;
        if (debt.from.length === 0) return <p key={debt.currency}>{t('plain', { amount })}</p>;
        if (debt.from.length === 1 && only) return <p key={debt.currency}>{t('one', { amount, event: only.eventTitle, detail: detail(only) })}</p>;
        return (
          <div key={debt.currency}>
            <p>{t('many', { amount })}</p>
            <ul>
              {debt.from.map((from, index) => (
                <li key={`${from.at}-${index}`}>{t('item', { amount: format.money(from.cents, debt.currency), event: from.eventTitle, detail: detail(from) })}</li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
