import { BONUS_TYPES, bonusInputSchema, type BonusInput, type ManagedBonus, type ManagedEvent } from '@rr/contracts';
import { formatMoneyInput, moneyInputValue } from '@rr/contracts/money-input';
import { Alert, Button, ConfirmPrompt, Field, Input, Select, Table, describeApiError, formatDescriptor, toast, useFormat, type DataColumn } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { Gift, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAddBonus, useRemoveBonus } from '../api/mutations';

type BonusValues = { riderId: string; amount: string; payoutType: string; note: string };
const EMPTY: BonusValues = { riderId: '', amount: '', payoutType: 'cash', note: '' };

/** The programme riders matched on the event's result lines, each once, with the class and place they had. */
export function bonusRiders(managed: ManagedEvent): Array<{ riderId: string; label: string }> {
  const seen = new Map<string, string>();
  for (const line of managed.results) {
    const rider = line.match.status === 'matched' ? line.match.rider : null;
    if (!rider || seen.has(rider._id)) continue;
    seen.set(rider._id, `${rider.name} (${line.className}, ${line.place})`);
  }
  return [...seen].map(([riderId, label]) => ({ riderId, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Bonuses at the event (spec §2 "add bonus"): for a programme rider matched on its results, an amount in the event's
 * currency, cash or dealer credit, a note (holeshot, hard charger…). Removing one asks first. The payout rules get
 * them with the results.
 */
export function BonusesPanel({ managed }: { managed: ManagedEvent }) {
  const intl = useIntl();
  const format = useFormat();
  const eventId = managed.event._id;
  const add = useAddBonus(eventId);
  const remove = useRemoveBonus(eventId);
  const [removing, setRemoving] = useState<ManagedBonus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const riders = bonusRiders(managed);
  const form = useContractForm<BonusValues, BonusInput>({
    schema: bonusInputSchema,
    defaultValues: EMPTY,
    toBody: (values) => ({ riderId: values.riderId, amount: moneyInputValue(values.amount, intl.locale), payoutType: values.payoutType, note: values.note.trim() || undefined }) as BonusInput,
    send: (body) => add.mutateAsync(body),
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'eventTools.bonus.added' }));
      form.reset(EMPTY);
    },
  });
  const label = (id: string) => <FormattedMessage id={`eventTools.bonus.${id}`} />;
  const columns: DataColumn<ManagedBonus, ReactNode>[] = [
    { id: 'rider', header: label('rider'), cell: (b) => b.riderName },
    { id: 'amount', header: label('amount'), align: 'right', cell: (b) => format.money(b.amount, managed.event.currency) },
    { id: 'type', header: label('payoutType'), cell: (b) => <FormattedMessage id={`eventTools.bonus.type.${b.payoutType}`} /> },
    { id: 'note', header: label('note'), secondary: true, cell: (b) => b.note || '—' },
    {
      id: 'actions',
      header: <span className="rr-visually-hidden">{label('actions')}</span>,
      cell: (b) => (
        <Button size="sm" variant="ghost" onClick={() => setRemoving(b)} aria-label={intl.formatMessage({ id: 'eventTools.bonus.removeLabel' }, { rider: b.riderName })}>
          <Trash2 className="rr-icon" aria-hidden="true" />
          {label('remove')}
        </Button>
      ),
    },
  ];
  return (
    <div className="rr-stack" data-testid="bonuses">
      <p className="et-lead rr-muted">{label('lead')}</p>
      <Table columns={columns} rows={managed.bonuses} rowKey={(b) => b._id} caption={<FormattedMessage id="eventTools.bonus.title" values={{ count: managed.bonuses.length }} />} empty={label('none')} />
      {riders.length === 0 ? (
        <p className="rr-muted">{label('noRiders')}</p>
      ) : (
        <form className="rr-stack" aria-label={intl.formatMessage({ id: 'eventTools.bonus.add' })} {...form.formProps}>
          <FormProblem form={form} />
          <div className="et-form-grid">
            <Field label={label('rider')} error={form.error('riderId')} required>
              <Select {...form.field('riderId')}>
                <option value="">{intl.formatMessage({ id: 'eventTools.bonus.choose' })}</option>
                {riders.map((r) => (
                  <option key={r.riderId} value={r.riderId}>
                    {r.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={<FormattedMessage id="eventTools.bonus.amountIn" values={{ currency: managed.event.currency }} />} hint={<FormattedMessage id="eventTools.bonus.amountHint" values={{ example: formatMoneyInput(15_050, intl.locale) }} />} error={form.error('amount')} required>
              <Input inputMode="decimal" {...form.field('amount')} />
            </Field>
            <Field label={label('payoutType')} error={form.error('payoutType')} required>
              <Select {...form.field('payoutType')}>
                {BONUS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {intl.formatMessage({ id: `eventTools.bonus.type.${type}` })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={label('note')} hint={label('noteHint')} error={form.error('note')}>
              <Input maxLength={200} {...form.field('note')} />
            </Field>
          </div>
          <div>
            <Button type="submit" variant="secondary" loading={form.submitting} icon={<Gift className="rr-icon" aria-hidden="true" />}>
              {label('add')}
            </Button>
          </div>
        </form>
      )}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <ConfirmPrompt
        open={removing !== null}
        busy={remove.isPending}
        title={removing ? <FormattedMessage id="eventTools.bonus.confirmRemove" values={{ rider: removing.riderName, amount: format.money(removing.amount, managed.event.currency) }} /> : null}
        message={label('confirmRemoveLead')}
        confirmLabel={label('remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setProblem(null);
          remove
            .mutateAsync(removing._id)
            .then(() => toast.success(intl.formatMessage({ id: 'eventTools.bonus.removed' })))
            .catch((caught: unknown) => setProblem(formatDescriptor(intl, describeApiError(caught))))
            .finally(() => setRemoving(null));
        }}
      />
    </div>
  );
}
