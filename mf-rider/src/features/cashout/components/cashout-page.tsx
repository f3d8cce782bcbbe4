import { CASHOUT_METHODS, MAX_CASHOUT_CENTS, type Cashout, type CashoutMethod } from '@rr/contracts';
import { Alert, Button, Card, Field, Input, PageHeader, PageLoading, Table, apiErrorText, useFormat } from '@rr/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCashoutColumns } from '../../../lib/cashout-columns';
import { createOrder, getRewardLink, useCashouts, useRefreshMoney, useWallet } from '../../../lib/money-api';
import { parseAmount, type AmountProblem } from '../lib/amount';
import '../cashout.css';

/**
 * /auth/rider/cashout (spec §2, §7 Payments, §9 up to $2,000 a transaction; issue 12 item 5): the cash balance, an
 * amount and how to receive it (prepaid card, bank, digital), then the provider's link to collect it; the history
 * with the balance before and after each cash-out. A retried submit sends the same idempotency key, so a double tap
 * or a lost answer never pays twice.
 */
export function CashoutPage() {
  const intl = useIntl();
  const format = useFormat();
  const wallet = useWallet();
  const history = useCashouts();
  const refresh = useRefreshMoney();
  const columns = useCashoutColumns();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.cashout.${id}` }, values);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<CashoutMethod>('prepaidCard');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Cashout | null>(null);
  const [link, setLink] = useState<string | null>(null);
  // One key per cash-out the rider means: kept across retries of the same submit, new after an answer.
  const key = useRef<string>(crypto.randomUUID());

  if (wallet.isPending) return <PageLoading />;
  const currency = wallet.data?.wallet.currency ?? 'USD';
  const balance = wallet.data?.wallet.balances.cash ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parseAmount(amount, balance);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const { cashout } = await createOrder({ amountCents: parsed.cents, currency, method, idempotencyKey: key.current });
      key.current = crypto.randomUUID();
      setDone(cashout);
      setLink(null);
      setAmount('');
      await refresh();
    } catch (caught) {
      setFailure(apiErrorText(intl, caught));
    } finally {
      setBusy(false);
    }
  };
  const collect = async (orderId: string) => {
    try {
      setLink((await getRewardLink(orderId)).link);
    } catch (caught) {
      setFailure(apiErrorText(intl, caught));
    }
  };


  return (
    <div className="rdr-page">
      <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.cashout.title" />} description={<FormattedMessage id="rider.cashout.lead" />} />
      <div className="rdr-cashout">
        <Card>
          <p className="rr-muted rdr-cashout__label">{t('balance')}</p>
          <p className="rdr-cashout__balance">{format.money(balance, currency)}</p>
          <form className="rr-stack" onSubmit={submit} noValidate>
            <Field
              label={t('amount')}
              hint={t('amountHint', { max: format.money(Math.min(MAX_CASHOUT_CENTS, balance), currency) })}
              error={problem ? t(`problem.${problem}`, { max: format.money(MAX_CASHOUT_CENTS, currency), balance: format.money(balance, currency) }) : undefined}
              required
            >
              <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} invalid={problem !== null} />
            </Field>
            <fieldset className="rdr-cashout__methods">
              <legend>{t('method')}</legend>
              {CASHOUT_METHODS.map((m) => (
                <label key={m} className="rdr-cashout__method">
                  <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                  <span>
                    <strong>{t(`method.${m}`)}</strong>
                    <span className="rr-muted">{t(`method.${m}.hint`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <div>
              <Button type="submit" loading={busy} disabled={balance <= 0}>
                {t('submit')}
              </Button>
            </div>
          </form>
        </Card>
        {done ? (
          <Card>
            <Alert tone={done.status === 'paid' ? 'success' : done.status === 'failed' ? 'error' : 'warning'}>
              {t(`result.${done.status}`, { amount: format.money(done.amountCents, done.currency), balance: format.money(done.newBalanceCents, done.currency) })}
            </Alert>
            {done.status === 'paid' && done.orderId ? (
              link ? (
                <p>
                  <a className="rr-link" href={link} target="_blank" rel="noreferrer noopener">
                    {t('openLink')}
                  </a>
                </p>
              ) : (
                <Button variant="secondary" onClick={() => void collect(done.orderId!)}>
                  {t('getLink')}
                </Button>
              )
            ) : null}
          </Card>
        ) : null}
      </div>
      <Card padded={false}>
        <Table
          columns={columns}
          rows={history.data?.cashouts ?? []}
          rowKey={(c) => c._id}
          loading={history.isPending}
          caption={t('history')}
          showCaption
          empty={t('noHistory')}
        />
      </Card>
    </div>
  );
}
