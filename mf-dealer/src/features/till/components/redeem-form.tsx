import { queryKeys, useApiMutation, useQueryClient } from '@rr/api-client';
import { PIN_LENGTH, redeemRequestSchema, type RedeemAnswer, type RedeemRequest, type TillCredit, type TillRider } from '@rr/contracts';
import { formatMoneyInput } from '@rr/contracts/money-input';
import { Alert, Button, Card, Field, Input, useFormat } from '@rr/ui';
import { FormProblem, describedError, useContractForm } from '@rr/ui/form';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { redeem } from '../api/redeem';
import { awardsKey } from '../api/get-awards';
import { recalledEmployee, rememberEmployee } from '../lib/employee-memory';
import { idempotencyKeys } from '../lib/idempotency';
import { EMPTY_REDEEM, overAvailable, redeemBlock, redeemBody, type RedeemValues } from '../lib/redeem-form';
import { StepTitle } from './step-title';

/** Error codes of a refused redemption that belong to one field (shown there, translated with their details). */
const CODE_FIELDS = { PIN_WRONG: 'pin', CREDIT_TOO_LOW: 'amountCents', CREDIT_CURRENCY: 'amountCents' } as const;
/** Codes after which the rider's PIN state is read again (a lock shows at once). */
const PIN_CODES = new Set(['PIN_WRONG', 'PIN_LOCKED', 'PIN_NOT_SET']);

export interface RedeemFormProps {
  rider: TillRider;
  credit: TillCredit;
  onRedeemed: (answer: RedeemAnswer) => void;
}

/**
 * Steps 3 and 4 of the till (spec §5 "Redemption requires the rider's PIN, the dealer employee name and a confirmation
 * that the rider's ID was verified"): the amount in the rider's credit currency, never more than available (none at
 * all: the amount is off and says so); the employee
 * (remembered on this tablet); the ID check; then the tablet goes to the rider for their PIN. One idempotency key
 * from the moment the form is shown until a redemption succeeds, so a double tap or a retry redeems once.
 */
export function RedeemForm({ rider, credit, onRedeemed }: RedeemFormProps) {
  const intl = useIntl();
  const format = useFormat();
  const client = useQueryClient();
  const [keys] = useState(() => idempotencyKeys());
  const [defaultValues] = useState<RedeemValues>(() => ({ ...EMPTY_REDEEM, employeeName: recalledEmployee() }));
  const ids = { check: useId(), checkError: useId(), checkHint: useId() };
  const currency = credit.currency;
  const available = credit.availableCents;
  const block = redeemBlock(rider, credit);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `dealer.till.${id}` }, values);
  const availableText = format.money(available, currency, { decimals: 'always' });
  const redemption = useApiMutation({
    mutationFn: redeem,
    invalidates: [queryKeys.payouts.all, queryKeys.redemptions.all, queryKeys.riders.detail(rider._id)],
    // The form shows every refusal (at its field, or its alert).
    meta: { alert: false },
  });

  const form = useContractForm<RedeemValues, RedeemRequest, RedeemAnswer, true>({
    schema: redeemRequestSchema,
    defaultValues,
    toBody: (values) => redeemBody(values, { riderId: rider._id, currency, idempotencyKey: keys.current(), locale: intl.locale }),
    // The contract knows no balance: more than the rider has is refused here, next to the amount, before any call.
    ready: () => {
      if (!overAvailable(form.form.getValues('amountCents'), available, intl.locale)) return true;
      form.form.setError('amountCents', describedError({ id: 'dealer.till.amount.overAvailable', defaultMessage: 'The rider has {available} available', values: { available: availableText } }));
      form.form.setFocus('amountCents');
      return null;
    },
    send: (body) => redemption.mutateAsync(body),
    codeFields: CODE_FIELDS,
    onError: (error, failure) => {
      const code = error.code ?? '';
      // A refusal changed nothing but tells what the screen holds is out of date: only those reads go again.
      // A wrong PIN is typed again from scratch by the rider.
      if (code === 'PIN_WRONG') form.form.setValue('pin', '');
      if (PIN_CODES.has(code)) void client.invalidateQueries({ queryKey: queryKeys.riders.detail(rider._id) });
      if (code === 'CREDIT_TOO_LOW' || code === 'CREDIT_CURRENCY') void client.invalidateQueries({ queryKey: awardsKey(rider._id) });
      return failure;
    },
    onSuccess: (answer, body) => {
      // Done: the next redemption is another one, with its own key.
      keys.renew();
      rememberEmployee(body.employeeName);
      form.reset({ ...EMPTY_REDEEM, employeeName: body.employeeName });
      onRedeemed(answer);
    },
  });

  const { field, error } = form;
  const checkError = error('idChecked');
  const { invalid: checkInvalid, ...checkField } = field('idChecked');
  return (
    <form {...form.formProps} className="dlr-redeem" aria-label={t('formLabel', { name: rider.fullName })}>
      {block ? (
        <Alert tone="warning" title={t('blocked.title')}>
          <p className="dlr-alert-text">{t(`blocked.${block}`)}</p>
        </Alert>
      ) : null}
      <fieldset className="dlr-plain-fieldset" disabled={block !== null}>
        <legend className="rr-visually-hidden">{t('formLabel', { name: rider.fullName })}</legend>
        <Card
          title={<StepTitle number={3} />}
        >
          <div className="rr-stack">
            {/* The amount is in the rider's credit currency, whatever the dealer's own: that is what the till redeems. */}
            <Field
              label={t('amount', { currency })}
              hint={available > 0 ? t('amount.hint', { available: availableText }) : t('amount.none')}
              error={error('amountCents')}
              required
            >
              <Input {...field('amountCents')} inputMode="decimal" autoComplete="off" className="dlr-amount-input" disabled={available <= 0} />
            </Field>
            {available > 0 ? (
              <div>
                <Button variant="secondary" size="sm" onClick={() => form.set('amountCents', formatMoneyInput(available, intl.locale))}>
                  {t('amount.useAll', { available: availableText })}
                </Button>
              </div>
            ) : null}
            <Field label={t('employee')} hint={t('employee.hint')} error={error('employeeName')} required>
              <Input {...field('employeeName')} autoComplete="off" autoCapitalize="words" maxLength={100} />
            </Field>
            <div className="rr-field">
              <label className="dlr-check" htmlFor={ids.check}>
                <input
                  type="checkbox"
                  id={ids.check}
                  {...checkField}
                  aria-invalid={checkInvalid || undefined}
                  aria-describedby={[ids.checkHint, checkError ? ids.checkError : null].filter(Boolean).join(' ')}
                />
                <span>{t('idChecked')}</span>
              </label>
              <p id={ids.checkHint} className="rr-hint">
                {t('idChecked.hint', { name: rider.fullName })}
              </p>
              {checkError ? (
                <p id={ids.checkError} className="rr-field__error" role="alert">
                  {checkError}
                </p>
              ) : null}
            </div>
          </div>
        </Card>
        <Card
          title={<StepTitle number={4} />}
        >
          <div className="rr-stack">
            <p className="dlr-hand-over">{t('handOver', { name: rider.fullName })}</p>
            <Field label={t('pin')} hint={t('pin.hint', { length: PIN_LENGTH })} error={error('pin')} required>
              <Input
                {...field('pin', { normalise: (value) => value.replace(/\D+/g, '').slice(0, PIN_LENGTH) })}
                type="password"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={PIN_LENGTH}
                className="dlr-pin-input"
              />
            </Field>
            <FormProblem form={form} />
            <Button type="submit" size="lg" block loading={form.submitting} icon={<ShieldCheck className="rr-icon" aria-hidden="true" />}>
              {t('confirm')}
            </Button>
          </div>
        </Card>
      </fieldset>
    </form>
  );
}
