import { paths, writeOffSchema, type Debt, type DebtEntry, type RiderDebtsAnswer, type WriteOffInput } from '@rr/contracts';
import { formatMoneyInput, parseMoneyInput } from '@rr/contracts/money-input';
import { sessionAtom } from '@rr/session';
import { Alert, Button, Card, Field, Input, Modal, Select, Table, TextLink, Textarea, apiErrorText, toast, useFormat, type DataColumn } from '@rr/ui';
import { useContractForm, type ContractForm } from '@rr/ui/form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRefreshRiderMoney, useRiderDebts, useRiderMoneyWrite, writeOffDebt, type AdminRider } from '../api/rider-money';
import { owing, writeOffBody, writeOffKeys, type WriteOffValues } from '../lib/write-off';

/**
 * What the rider owes the programme (docs/architecture.md "Money"): a result corrected or removed after its money had
 * left took the whole award back, and what had left is owed in that currency until the rider's next earnings repay it.
 * Per currency the amount and the corrections it still comes from; every change of it (owed, repaid, written off,
 * moved by a merge) with its note and who wrote it off; and "Write off", which forgives some or all of it with a reason.
 */
export function DebtsCard({ rider }: { rider: AdminRider }) {
  const intl = useIntl();
  const format = useFormat();
  const debts = useRiderDebts(rider._id);
  const session = useAtomValue(sessionAtom);
  const me = session?.authenticated ? session.user._id : null;
  const [writingOff, setWritingOff] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderDebts.${id}` }, values);
  const open = owing(debts.data?.debts ?? []);
  const detail = (from: Debt['from'][number]) =>
    from.className && from.place !== null ? intl.formatMessage({ id: 'admin.riderMoney.classPlace' }, { className: from.className, place: from.place }) : format.date(from.at);

  const columns: DataColumn<DebtEntry>[] = [
    { id: 'date', header: t('col.date'), cell: (entry) => format.date(entry.at) },
    { id: 'change', header: t('col.change'), cell: (entry) => t(`change.${entry.change}`) },
    {
      id: 'event',
      header: t('col.event'),
      secondary: true,
      cell: (entry) => (entry.eventId ? <TextLink to={paths.admin.event(entry.eventId)}>{entry.eventTitle || entry.eventId}</TextLink> : entry.eventTitle || '—'),
    },
    {
      id: 'note',
      header: t('col.note'),
      secondary: true,
      cell: (entry) => (
        <span className="adm-rd-cell">
          <span>{entry.note || '—'}</span>
          {entry.by ? <span className="rr-muted">{entry.by === me ? t('byYou') : t('byAdmin', { id: entry.by })}</span> : null}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('col.amount'),
      align: 'right',
      stickyEnd: true,
      // Signed: + the rider owes more, − less.
      cell: (entry) => <strong className="adm-rd-signed">{`${entry.cents > 0 ? '+' : '−'}${format.money(Math.abs(entry.cents), entry.currency)}`}</strong>,
    },
  ];

  return (
    <Card
      title={t('title')}
      padded={false}
      actions={
        <Button size="sm" variant="secondary" disabled={open.length === 0} onClick={() => setWritingOff(true)}>
          {t('writeOff')}
        </Button>
      }
    >
      <div className="adm-rd-panel">
        <p className="rr-muted adm-card-lead">{t('lead')}</p>
        {debts.isError && !debts.data ? <Alert tone="error">{apiErrorText(intl, debts.error)}</Alert> : null}
        {debts.data && open.length === 0 ? <p>{t('none')}</p> : null}
        {open.map((debt) => (
          <div key={debt.currency} className="adm-rd-debt">
            <strong>{t('owed', { amount: format.money(debt.owedCents, debt.currency) })}</strong>
            {debt.from.length > 0 ? (
              <ul className="adm-plain-list">
                {debt.from.map((from, index) => (
                  <li key={`${from.at}-${index}`}>{t('from', { amount: format.money(from.cents, debt.currency), event: from.eventTitle, detail: detail(from) })}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
      <Table
        columns={columns}
        rows={debts.data?.history ?? []}
        rowKey={(entry) => `${entry.at}-${entry.change}-${entry.currency}-${entry.cents}`}
        loading={debts.isPending}
        caption={t('history')}
        showCaption
        empty={t('noHistory')}
      />
      {writingOff && debts.data ? <WriteOffDialog rider={rider} debts={open} onClose={() => setWritingOff(false)} /> : null}
    </Card>
  );
}

/**
 * Writing (part of) a debt off: the currency, the amount (at most what is owed in it, the whole debt to start with) and
 * a reason, which is required and kept with the administrator's name. One idempotency key per write-off meant
 * (`writeOffKeys`): a retried submit of the same write-off is made once; the server's refusal (more than is owed now,
 * e.g. repaid meanwhile) shows translated, and what is owed is read again.
 */
export function WriteOffDialog({ rider, debts, onClose }: { rider: AdminRider; debts: readonly Debt[]; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const refresh = useRefreshRiderMoney(rider._id);
  const writeOff = useRiderMoneyWrite(rider._id, (body: WriteOffInput) => writeOffDebt(rider._id, body));
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderDebts.${id}` }, values);
  const [keyOf] = useState(() => writeOffKeys());
  const [defaultValues] = useState<WriteOffValues>(() => ({ currency: debts[0]?.currency ?? 'USD', amountCents: formatMoneyInput(debts[0]?.owedCents ?? 0, intl.locale), reason: '' }));
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const form: ContractForm<WriteOffValues, WriteOffInput> = useContractForm<WriteOffValues, WriteOffInput, RiderDebtsAnswer, true>({
    schema: writeOffSchema,
    defaultValues,
    toBody: (values) => writeOffBody(values, keyOf, intl.locale),
    // The amount is checked here, on every submit, so staff hear "not an amount" or "more than owed" before any call.
    ready: (): true | null => {
      const { currency, amountCents } = form.form.getValues();
      const cents = amountCents.trim() === '' ? undefined : parseMoneyInput(amountCents, intl.locale);
      const owed = debts.find((debt) => debt.currency === currency)?.owedCents ?? 0;
      const problem =
        cents === null ? intl.formatMessage({ id: 'validation.money.invalid' }) : cents !== undefined && cents > owed ? intl.formatMessage({ id: 'error.WRITE_OFF_TOO_LARGE' }) : null;
      setAmountProblem(problem);
      return problem ? null : true;
    },
    send: (body) => writeOff.mutateAsync(body),
    onSuccess: (_answer, body) => {
      toast.success(t('writtenOff', { amount: format.money(body.amountCents, body.currency) }));
      onClose();
    },
    onError: (error, failure) => {
      // The debt changed since the page read it (repaid, written off elsewhere): show what is owed now.
      if (error.code === 'WRITE_OFF_TOO_LARGE') void refresh();
      return failure;
    },
  });
  const currency = form.form.watch('currency');
  const owed = debts.find((debt) => debt.currency === currency)?.owedCents ?? 0;
  const amount = form.field('amountCents');
  const chooseCurrency = form.field('currency');

  return (
    <Modal open onClose={form.submitting ? () => undefined : onClose} title={t('dialog.title', { name: rider.fullName })} description={t('dialog.lead')}>
      <form className="rr-stack" {...form.formProps}>
        <Field label={t('dialog.currency')} error={form.error('currency')} required>
          <Select
            {...chooseCurrency}
            onChange={(event) => {
              void chooseCurrency.onChange(event);
              // Another currency: start from all that is owed in it.
              const next = debts.find((debt) => debt.currency === event.target.value);
              if (next) form.set('amountCents', formatMoneyInput(next.owedCents, intl.locale));
              setAmountProblem(null);
            }}
          >
            {debts.map((debt) => (
              <option key={debt.currency} value={debt.currency}>
                {t('dialog.owedIn', { currency: debt.currency, amount: format.money(debt.owedCents, debt.currency) })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('dialog.amount', { currency })} hint={t('dialog.amountHint', { max: format.money(owed, currency) })} error={amountProblem ?? form.error('amountCents')} required>
          <Input
            {...amount}
            invalid={Boolean(amountProblem) || amount.invalid}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => {
              setAmountProblem(null);
              void amount.onChange(event);
            }}
          />
        </Field>
        <Field label={t('dialog.reason')} hint={t('dialog.reasonHint')} error={form.error('reason')} required>
          <Textarea rows={3} maxLength={500} {...form.field('reason')} />
        </Field>
        {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
        <div className="adm-rd-actions">
          <Button type="submit" variant="danger" loading={form.submitting}>
            {t('dialog.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={form.submitting}>
            {t('dialog.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
