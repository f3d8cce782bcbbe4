import { PAYOUT_TYPES, classesInputSchema, fieldErrors, type ClassInput, type ManagedEvent, type MessageDescriptor, type PayoutType } from '@rr/contracts';
import { Alert, Button, ConfirmPrompt, Input, Select, describeApiError, formatDescriptor, useFormat } from '@rr/ui';
import { errorDetails } from '@rr/ui';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveClasses } from '../api/event-tools';
import { useEventWrite } from '../api/queries';
import { amountText, centsOf } from '../lib/money';

interface Row {
  key: string;
  _id?: string;
  name: string;
  payoutType: PayoutType;
  startGroup: string;
  places: string[];
}

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;
const rowsOf = (classes: ManagedEvent['classes']): Row[] =>
  classes.map((c) => ({ key: c._id, _id: c._id, name: c.name, payoutType: c.payoutType, startGroup: c.startGroup, places: c.places.map(amountText) }));

type Removal = { kind: 'class'; index: number } | { kind: 'place'; place: number } | null;

/**
 * The payout table (spec §3 Class): any number of classes and place columns, a payout type and a start group per
 * class, totals as typed. Saved whole (`PUT /api/event/{id}/classes`); removing a class or a place asks first (spec §2).
 */
export function ClassesEditor({ managed }: { managed: ManagedEvent }) {
  const intl = useIntl();
  const format = useFormat();
  const currency = managed.event.currency;
  const [rows, setRows] = useState<Row[]>(() => rowsOf(managed.classes));
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [removal, setRemoval] = useState<Removal>(null);
  const [saved, setSaved] = useState(false);
  const save = useEventWrite((classes: ClassInput[]) => saveClasses(managed.event._id, classes));
  const columns = Math.max(1, ...rows.map((r) => r.places.length));

  const update = (index: number, change: Partial<Row>) => {
    setSaved(false);
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  };
  const setPlace = (index: number, place: number, text: string) =>
    update(index, { places: Array.from({ length: Math.max(rows[index]!.places.length, place + 1) }, (_, i) => (i === place ? text : (rows[index]!.places[i] ?? ''))) });

  const body = useMemo(
    () =>
      rows.map((row) => ({
        ...(row._id ? { _id: row._id } : {}),
        name: row.name,
        payoutType: row.payoutType,
        startGroup: row.startGroup,
        places: row.places.map((text) => (text.trim() === '' ? 0 : (centsOf(text) ?? Number.NaN))),
      })),
    [rows],
  );

  const submit = async () => {
    setProblem(null);
    const parsed = classesInputSchema.safeParse({ classes: body });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setProblem({ id: 'error.VALIDATION', defaultMessage: 'Please correct the highlighted fields' });
      return;
    }
    setErrors({});
    try {
      const answer = await save.mutateAsync(parsed.data.classes as ClassInput[]);
      setRows(rowsOf(answer.classes));
      setSaved(true);
    } catch (caught) {
      const details = errorDetails(caught as { body: unknown });
      if (details && typeof details === 'object') {
        const fields: Record<string, MessageDescriptor> = {};
        for (const [field, detail] of Object.entries(details as Record<string, { id?: string; message?: string; values?: Record<string, string | number> }>)) {
          if (detail?.id) fields[field] = { id: detail.id, defaultMessage: detail.message ?? detail.id, ...(detail.values ? { values: detail.values } : {}) };
        }
        setErrors(fields);
      }
      setProblem(describeApiError(caught));
    }
  };

  const confirmRemoval = () => {
    if (!removal) return;
    setSaved(false);
    if (removal.kind === 'class') setRows((current) => current.filter((_, i) => i !== removal.index));
    else setRows((current) => current.map((row) => ({ ...row, places: row.places.filter((_, i) => i !== removal.place) })));
    setRemoval(null);
  };

  const error = (path: string) => (errors[path] ? formatDescriptor(intl, errors[path]!) : undefined);
  return (
    <div className="rr-stack">
      {problem && <Alert tone="error">{formatDescriptor(intl, problem)}</Alert>}
      {saved && <Alert tone="success"><FormattedMessage id="promoter.classes.saved" /></Alert>}
      {rows.length === 0 ? (
        <p className="rr-muted"><FormattedMessage id="promoter.classes.empty" /></p>
      ) : (
        <div className="rr-table-wrap" role="region" aria-label={intl.formatMessage({ id: 'promoter.classes.title' })} tabIndex={0}>
          <table className="rr-table pro-classes">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="promoter.classes.name" /></th>
                <th scope="col"><FormattedMessage id="promoter.classes.payoutType" /></th>
                <th scope="col"><FormattedMessage id="promoter.classes.startGroup" /></th>
                {Array.from({ length: columns }, (_, place) => (
                  <th scope="col" key={place} className="rr-align-right">
                    <span className="pro-place-head">
                      <FormattedMessage id="promoter.classes.place" values={{ place: place + 1 }} />
                      <button type="button" className="rr-icon-button" aria-label={intl.formatMessage({ id: 'promoter.classes.removePlace' }, { place: place + 1 })} onClick={() => setRemoval({ kind: 'place', place })}>
                        ×
                      </button>
                    </span>
                  </th>
                ))}
                <th scope="col" className="rr-align-right"><FormattedMessage id="promoter.classes.total" /></th>
                <th scope="col"><span className="rr-visually-hidden"><FormattedMessage id="promoter.classes.actions" /></span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const total = row.places.reduce((sum, text) => sum + (centsOf(text) ?? 0), 0);
                return (
                  <tr key={row.key}>
                    <td>
                      <Input aria-label={intl.formatMessage({ id: 'promoter.classes.name' })} value={row.name} invalid={Boolean(error(`classes.${index}.name`))} onChange={(e) => update(index, { name: e.target.value })} />
                      {error(`classes.${index}.name`) && <span className="rr-field__error">{error(`classes.${index}.name`)}</span>}
                    </td>
                    <td>
                      <Select aria-label={intl.formatMessage({ id: 'promoter.classes.payoutType' })} value={row.payoutType} onChange={(e) => update(index, { payoutType: e.target.value as PayoutType })}>
                        {PAYOUT_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {intl.formatMessage({ id: `promoter.payoutType.${type}` })}
                          </option>
                        ))}
                      </Select>
                    </td>
                    <td>
                      <Input aria-label={intl.formatMessage({ id: 'promoter.classes.startGroup' })} value={row.startGroup} className="pro-narrow" onChange={(e) => update(index, { startGroup: e.target.value })} />
                    </td>
                    {Array.from({ length: columns }, (_, place) => {
                      const text = row.places[place] ?? '';
                      const bad = text.trim() !== '' && centsOf(text) === null;
                      return (
                        <td key={place} className="rr-align-right">
                          <Input
                            inputMode="decimal"
                            className="pro-amount"
                            aria-label={intl.formatMessage({ id: 'promoter.classes.placeAmount' }, { place: place + 1, name: row.name || '…' })}
                            value={text}
                            invalid={bad || Boolean(error(`classes.${index}.places`))}
                            onChange={(e) => setPlace(index, place, e.target.value)}
                          />
                        </td>
                      );
                    })}
                    <td className="rr-align-right pro-nowrap">{format.money(total, currency)}</td>
                    <td>
                      <Button variant="ghost" size="sm" onClick={() => setRemoval({ kind: 'class', index })}>
                        <FormattedMessage id="promoter.classes.removeClass" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="pro-actions">
        <Button variant="secondary" onClick={() => setRows((current) => [...current, { key: newKey(), name: '', payoutType: 'cash', startGroup: '', places: Array.from({ length: columns }, () => '') }])}>
          <FormattedMessage id="promoter.classes.addClass" />
        </Button>
        <Button variant="secondary" disabled={rows.length === 0} onClick={() => setRows((current) => current.map((row) => ({ ...row, places: [...Array.from({ length: columns }, (_, i) => row.places[i] ?? ''), ''] })))}>
          <FormattedMessage id="promoter.classes.addPlace" />
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          <FormattedMessage id="promoter.classes.save" />
        </Button>
      </div>
      <ConfirmPrompt
        open={removal !== null}
        title={<FormattedMessage id={removal?.kind === 'place' ? 'promoter.classes.confirmPlace' : 'promoter.classes.confirmClass'} values={{ place: removal?.kind === 'place' ? removal.place + 1 : 0, name: removal?.kind === 'class' ? rows[removal.index]?.name || '…' : '' }} />}
        message={<FormattedMessage id="promoter.classes.confirmLead" />}
        confirmLabel={<FormattedMessage id="promoter.classes.confirmRemove" />}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoval(null)}
      />
    </div>
  );
}
