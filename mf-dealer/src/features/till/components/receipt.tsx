import type { RedeemAnswer } from '@rr/contracts';
import { Button, ButtonLink, Card, useFormat } from '@rr/ui';
import { CircleCheck, Plus, Printer, Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useDealerClock } from '../../../lib/dealer-clock';

export interface ReceiptProps {
  answer: RedeemAnswer;
  /** Back to an empty till for this rider. */
  onNew: () => void;
  /** The rider search (with the last search when there was one). */
  searchHref: string;
}

/**
 * A redemption that went through: the receipt the employee reads out or prints, with the redemption code
 * large and in a fixed-width font. Focus moves to its heading, so a screen reader says it at once. Printing shows the
 * receipt alone (a copy at the end of the body; receipt.css hides everything else on paper).
 */
export function Receipt({ answer, onNew, searchHref }: ReceiptProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = (id: string) => intl.formatMessage({ id: `dealer.receipt.${id}` });

  useEffect(() => {
    heading.current?.focus();
  }, [answer.redemption._id]);

  return (
    <Card className="dlr-receipt" aria-labelledby={headingId}>
      <div className="dlr-receipt__head">
        <CircleCheck className="rr-icon dlr-receipt__icon" aria-hidden="true" />
        <h2 id={headingId} ref={heading} tabIndex={-1} className="dlr-receipt__title">
          {t('title')}
        </h2>
      </div>
      <ReceiptBody answer={answer} />
      <div className="dlr-receipt__actions">
        <Button size="lg" onClick={() => window.print()} icon={<Printer className="rr-icon" aria-hidden="true" />}>
          {t('print')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onNew} icon={<Plus className="rr-icon" aria-hidden="true" />}>
          {t('new')}
        </Button>
        <ButtonLink to={searchHref} size="lg" variant="ghost" className="dlr-link-button">
          <Search className="rr-icon" aria-hidden="true" />
          {t('back')}
        </ButtonLink>
      </div>
      {typeof document === 'undefined'
        ? null
        : createPortal(
            <div className="dlr-print-receipt">
              <p className="dlr-print-receipt__title">{t('title')}</p>
              <ReceiptBody answer={answer} />
            </div>,
            document.body,
          )}
    </Card>
  );
}

/**
 * What a receipt says: the code, then dealer, date and time (on the dealer's clock, its zone named), rider, amount (in
 * the rider's credit currency, named as the till's amount field names it), employee and the credit left.
 */
export function ReceiptBody({ answer }: { answer: RedeemAnswer }) {
  const intl = useIntl();
  const format = useFormat();
  const clock = useDealerClock();
  const r = answer.redemption;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `dealer.receipt.${id}` }, values);
  const rows: Array<[key: string, label: string, value: string]> = [
    ['dealer', t('dealer'), r.dealerName],
    ['date', t('date'), t('dateTime', { date: clock.date(r.redeemedAt), time: clock.time(r.redeemedAt) })],
    ['rider', t('rider'), r.riderName],
    ['amount', t('amount', { currency: r.currency }), format.money(r.amountCents, r.currency, { decimals: 'always' })],
    ['employee', t('employee'), r.employeeName],
    ['remaining', t('remaining'), format.money(answer.remainingCents, r.currency, { decimals: 'always' })],
  ];
  return (
    <div className="dlr-receipt__body">
      <p className="dlr-receipt__code-label">{t('code')}</p>
      <p className="dlr-receipt__code dlr-code">{r.code}</p>
      <dl className="dlr-receipt__facts">
        {rows.map(([key, label, value]) => (
          <div key={key} className={key === 'amount' ? 'dlr-receipt__amount' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
