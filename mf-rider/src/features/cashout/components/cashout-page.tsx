import { ApiError } from '@rr/api-client';
import { CASHOUT_METHODS, MAX_CASHOUT_CENTS, MESSAGES, createOrderSchema, fail, paths, type Cashout, type CashoutMethod, type CreateOrder } from '@rr/contracts';
import { moneyInputValue } from '@rr/contracts/money-input';
import { Alert, Button, Card, Field, Input, PageHeader, PageLoading, TextLink, apiErrorText, useFormat } from '@rr/ui';
import { useContractForm } from '@rr/ui/form';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreateOrder, useWallet } from '../../../lib/money-api';
import { parseAmount } from '../lib/amount';
import { withFeatureIntl } from '../i18n';
import { CashoutHistoryTable } from './cashout-history';
import { CollectLink } from './collect-link';
import '../cashout.css';

/** What the rider is about to send, shown on the review before anything leaves. */
interface Review {
  cents: number;
  method: CashoutMethod;
}

/** The form: the amount as typed (named as the order's field, so the contract's issue lands on it) and the method. */
interface CashoutValues {
  amountCents: string;
  method: CashoutMethod;
}

/** The order's amount and method, as the create-order contract checks them, and at most the cash balance. */
const choiceSchema = (balanceCents: number) =>
  createOrderSchema.pick({ amountCents: true, method: true }).superRefine((choice, ctx) => {
    // The contract knows no balance: more than the rider has is refused here, before the review (the service checks again).
    if (choice.amountCents > balanceCents) fail(ctx, MESSAGES.invalid, undefined, ['amountCents']);
  });

/** Where focus goes after a step, so it never falls to the page body. */
type FocusTarget = 'review' | 'amount' | 'outcome' | 'failure';

/** Refusals the service answered for good (nothing held under the key): trying again is a new cash-out, with a new key. */
const isFinalRefusal = (error: unknown) => error instanceof ApiError && !error.network && (error.status === 400 || error.code === 'INSUFFICIENT_FUNDS');

/**
 * /auth/rider/cashout (spec §2, §7 Payments, §9 up to $2,000 a transaction): the cash balance, an amount and how to
 * receive it (prepaid card, bank, digital), then a review of what will leave (the amount, the method, no fee, the
 * balance before and after, the currency) whose button alone sends the order; Enter in the form only opens the
 * review, and Back returns to the form with what was typed. Then the provider's link to collect it, and the history,
 * where every paid cash-out keeps its link. A retried confirm sends the same idempotency key, so a double tap or a lost
 * answer never pays twice. Focus moves to the review's heading, back to the amount, then to the outcome.
 */
function CashoutPageContent() {
  const intl = useIntl();
  const format = useFormat();
  const wallet = useWallet();
  const order = useCreateOrder();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.cashout.${id}` }, values);
  const [review, setReview] = useState<Review | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Cashout | null>(null);
  // One key per cash-out the rider means: kept across retries of the same amount and method, new after it went
  // through, after a final refusal, or when the rider changed what to send.
  const key = useRef<string>(crypto.randomUUID());
  const sentWith = useRef<string | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const reviewId = useId();
  const outcomeId = useId();

  const currency = wallet.data?.wallet.currency ?? 'USD';
  const balance = wallet.data?.wallet.balances.cash ?? 0;
  // The form's submit (its button, or Enter in a field) checks the amount and opens the review; it sends nothing.
  const form = useContractForm<CashoutValues, Pick<CreateOrder, 'amountCents' | 'method'>>({
    schema: choiceSchema(balance),
    defaultValues: { amountCents: '', method: 'prepaidCard' },
    toBody: (values) => ({ amountCents: moneyInputValue(values.amountCents, intl.locale), method: values.method }),
    send: async (choice) => {
      setFailure(null);
      setDone(null);
      setReview({ cents: choice.amountCents, method: choice.method });
      focusNext.current = 'review';
    },
  });

  // After the render that shows the next step, its element takes focus.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    if (target === 'amount') {
      focusNext.current = null;
      form.form.setFocus('amountCents');
      return;
    }
    const element = { review: reviewHeading, outcome: outcomeHeading, failure: failureBox }[target].current;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  if (wallet.isPending) return <PageLoading />;
  const money = (cents: number) => format.money(cents, currency);
  const method = form.form.watch('method');
  // Whether the amount is wrong is the form's to say; what is wrong with it, the page's own words.
  const parsed = parseAmount(form.form.watch('amountCents'), balance, intl.locale);
  const amountError = form.error('amountCents') && 'problem' in parsed ? t(`problem.${parsed.problem}`, { max: money(MAX_CASHOUT_CENTS), balance: money(balance) }) : form.error('amountCents');

  const back = () => {
    setReview(null);
    setFailure(null);
    focusNext.current = 'amount';
  };

  const busy = order.isPending;
  const confirm = async () => {
    if (!review || busy) return;
    const body = `${review.cents}|${review.method}`;
    if (sentWith.current !== null && sentWith.current !== body) key.current = crypto.randomUUID();
    sentWith.current = body;
    setFailure(null);
    try {
      const { cashout } = await order.mutateAsync({ amountCents: review.cents, currency, method: review.method, idempotencyKey: key.current });
      key.current = crypto.randomUUID();
      sentWith.current = null;
      setDone(cashout);
      setReview(null);
      form.reset({ amountCents: '', method: form.form.getValues('method') });
      focusNext.current = 'outcome';
    } catch (caught) {
      if (isFinalRefusal(caught)) {
        key.current = crypto.randomUUID();
        sentWith.current = null;
      }
      setFailure(apiErrorText(intl, caught));
      focusNext.current = 'failure';
    }
  };

  const currencyName = intl.formatDisplayName(currency, { type: 'currency' }) ?? currency;

  return (
    <div className="rdr-page">
      <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.cashout.title" />} description={<FormattedMessage id="rider.cashout.lead" />} />
      <div className="rdr-cashout">
        <Card>
          <p className="rr-muted rdr-cashout__label">{t('balance')}</p>
          <p className="rdr-cashout__balance">{money(balance)}</p>
          {review ? (
            <section className="rr-stack" aria-labelledby={reviewId}>
              <h2 id={reviewId} ref={reviewHeading} tabIndex={-1} className="rdr-cashout__step-title">
                {t('review.title')}
              </h2>
              <p className="rr-muted rdr-cashout__step-lead">{t('review.lead')}</p>
              <dl className="rdr-cashout__facts">
                <div>
                  <dt>{t('review.amount')}</dt>
                  <dd>{money(review.cents)}</dd>
                </div>
                <div>
                  <dt>{t('review.method')}</dt>
                  <dd>{t(`method.${review.method}`)}</dd>
                </div>
                <div>
                  <dt>{t('review.fee')}</dt>
                  <dd>{t('review.noFee', { amount: money(review.cents) })}</dd>
                </div>
                <div>
                  <dt>{t('review.before')}</dt>
                  <dd>{money(balance)}</dd>
                </div>
                <div>
                  <dt>{t('review.after')}</dt>
                  <dd>{money(balance - review.cents)}</dd>
                </div>
                <div>
                  <dt>{t('review.currency')}</dt>
                  <dd>{t('review.currencyName', { name: currencyName, code: currency })}</dd>
                </div>
              </dl>
              {failure ? (
                <div ref={failureBox} tabIndex={-1} className="rdr-cashout__failure">
                  <Alert tone="error">{failure}</Alert>
                </div>
              ) : null}
              <div className="rr-cluster">
                <Button onClick={() => void confirm()} loading={busy}>
                  {t('review.confirm', { amount: money(review.cents) })}
                </Button>
                <Button variant="secondary" onClick={back} disabled={busy}>
                  {t('review.back')}
                </Button>
              </div>
            </section>
          ) : wallet.data && balance <= 0 ? (
            // Nothing to take out: say so and where cash comes from, instead of a form that can only refuse.
            <p className="rdr-cashout__step-lead">
              {t('nothing')} <TextLink to={paths.rider.earnings()}>{t('nothing.earnings')}</TextLink>
            </p>
          ) : (
            <form className="rr-stack" {...form.formProps}>
              <Field label={t('amount')} hint={t('amountHint', { max: money(Math.min(MAX_CASHOUT_CENTS, balance)) })} error={amountError} required>
                <Input inputMode="decimal" autoComplete="off" {...form.field('amountCents')} />
              </Field>
              <fieldset className="rdr-cashout__methods">
                <legend>{t('method')}</legend>
                {CASHOUT_METHODS.map((m) => (
                  <label key={m} className="rdr-cashout__method">
                    <input type="radio" name="method" value={m} checked={method === m} onChange={() => form.set('method', m)} />
                    <span>
                      <strong>{t(`method.${m}`)}</strong>
                      <span className="rr-muted">{t(`method.${m}.hint`)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div>
                <Button type="submit" disabled={balance <= 0}>
                  {t('toReview')}
                </Button>
              </div>
            </form>
          )}
        </Card>
        {done ? (
          <Card aria-labelledby={outcomeId}>
            <div className="rr-stack">
              <h2 id={outcomeId} ref={outcomeHeading} tabIndex={-1} className="rdr-cashout__step-title">
                {t(`outcome.${done.status}`)}
              </h2>
              <Alert tone={done.status === 'paid' ? 'success' : done.status === 'failed' ? 'error' : 'warning'}>
                {t(`result.${done.status}`, { amount: format.money(done.amountCents, done.currency), balance: format.money(done.newBalanceCents, done.currency) })}
              </Alert>
              <div>
                <CollectLink cashout={done} openText={t('openLink')} getText={t('getLink')} />
              </div>
            </div>
          </Card>
        ) : null}
      </div>
      <Card padded={false}>
        <CashoutHistoryTable caption={t('history')} empty={t('noHistory')} />
      </Card>
    </div>
  );
}

export const CashoutPage = withFeatureIntl(CashoutPageContent);
