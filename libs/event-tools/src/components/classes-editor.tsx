import { PAYOUT_TYPES, classesInputSchema, type ClassInput, type ClassesInput, type ManagedEvent, type MessageDescriptor, type PayoutType } from '@rr/contracts';
import { Alert, Button, ConfirmPrompt, Input, Select, Table, errorDetails, useFormat, type DataColumn } from '@rr/ui';
import { FormProblem, VALIDATION_SUMMARY, detailDescriptor, useContractForm } from '@rr/ui/form';
import { ListPlus, Plus, Save, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSaveClasses } from '../api/mutations';
import { badAmount, classesBody, newClassRow, placeColumns, rowTotal, rowsOf, withPlaceAdded, withPlaceRemoved, type ClassRow } from '../lib/payout-table';
import { Icon } from './icon';
import '../event-tools.css';

type Values = { classes: ClassRow[] };
type Removal = { kind: 'class'; index: number } | { kind: 'place'; index: number } | null;

/** A field array row: react-hook-form's key and where the class is in the table. */
type Line = { id: string; index: number };

/** Server messages about a class's places have no input of their own: they go on the class's places like the client's. */
const PLACES = /^classes\.\d+\.places$/;

export interface ClassesEditorProps {
  managed: ManagedEvent;
  /** After the payout table is saved, with the event's new state. */
  onSaved?: (managed: ManagedEvent) => void;
  /** Whether the table has unsaved changes, each time that changes (false again once the editor goes away). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The payout table (spec §3 Class): any number of classes and place columns, a payout type and a start group per
 * class, each class's total as typed, amounts in major units of the event's currency. Removing a class or a place
 * asks first (spec §2); nothing is written until Save, which replaces the table (`PUT /api/event/{id}/classes`,
 * checked with `classesInputSchema` on both sides). A class that has results cannot be removed (409
 * CLASS_HAS_RESULTS, said before asking).
 */
export function ClassesEditor({ managed, onSaved, onDirtyChange }: ClassesEditorProps) {
  const intl = useIntl();
  const format = useFormat();
  const currency = managed.event.currency;
  const save = useSaveClasses(managed.event._id);
  const [saved, setSaved] = useState(false);
  const [removal, setRemoval] = useState<Removal>(null);
  const form = useContractForm<Values, ClassesInput, ManagedEvent>({
    schema: classesInputSchema,
    defaultValues: { classes: rowsOf(managed.classes, intl.locale) },
    toBody: (values) => classesBody(values.classes, intl.locale),
    send: (body) => save.mutateAsync(body.classes as ClassInput[]),
    onSuccess: (answer) => {
      form.reset({ classes: rowsOf(answer.classes, intl.locale) });
      setSaved(true);
      onSaved?.(answer);
    },
    onError: (error, failure) => {
      const details = errorDetails(error);
      if (!details || typeof details !== 'object') return failure;
      const fields: Record<string, MessageDescriptor> = { ...failure.fields };
      for (const [name, detail] of Object.entries(details as Record<string, unknown>)) {
        const descriptor = PLACES.test(name) ? detailDescriptor(detail) : null;
        if (descriptor) fields[name] = descriptor;
      }
      const moved = Object.keys(fields).length > Object.keys(failure.fields).length;
      return moved ? { ...failure, fields, problem: VALIDATION_SUMMARY } : failure;
    },
    summary: VALIDATION_SUMMARY,
  });
  const { fields, append, remove, replace } = useFieldArray({ control: form.form.control, name: 'classes' });
  const rows = form.form.watch('classes');
  const columns = placeColumns(rows);
  const dirty = form.form.formState.isDirty;
  // The page asks before a tab switch or a link drops unsaved changes; an editor that goes away has none left.
  const reportDirty = useRef(onDirtyChange);
  useEffect(() => {
    reportDirty.current = onDirtyChange;
  });
  useEffect(() => {
    reportDirty.current?.(dirty);
  }, [dirty]);
  useEffect(() => () => reportDirty.current?.(false), []);
  const resultsOf = (index: number) => {
    const id = rows[index]?._id;
    return id ? managed.results.filter((r) => r.classId === id).length : 0;
  };
  const edit = (change: () => void) => {
    setSaved(false);
    change();
  };

  const confirmRemoval = () => {
    if (!removal) return;
    edit(() => (removal.kind === 'class' ? remove(removal.index) : replace(withPlaceRemoved(form.form.getValues('classes'), removal.index))));
    setRemoval(null);
  };

  const className = (index: number) => rows[index]?.name.trim() || intl.formatMessage({ id: 'eventTools.classes.unnamed' }, { number: index + 1 });
  const placeLabel = (index: number) => intl.formatMessage({ id: 'eventTools.classes.place' }, { place: index + 1 });

  const table: DataColumn<Line, ReactNode>[] = [
    {
      id: 'name',
      header: <FormattedMessage id="eventTools.classes.name" />,
      cell: ({ index }) => {
        const nameError = form.error(`classes.${index}.name`);
        const placesError = form.error(`classes.${index}.places`);
        return (
          <div className="et-cell-stack">
            <Input className="et-name" aria-label={intl.formatMessage({ id: 'eventTools.classes.nameOf' }, { number: index + 1 })} {...form.field(`classes.${index}.name`)} maxLength={120} />
            {nameError && <span className="rr-field__error">{nameError}</span>}
            {placesError && <span className="rr-field__error">{placesError}</span>}
          </div>
        );
      },
    },
    {
      id: 'payoutType',
      header: <FormattedMessage id="eventTools.classes.payoutType" />,
      cell: ({ index }) => (
        <Select aria-label={intl.formatMessage({ id: 'eventTools.classes.payoutTypeOf' }, { name: className(index) })} {...form.field(`classes.${index}.payoutType`)}>
          {PAYOUT_TYPES.map((type: PayoutType) => (
            <option key={type} value={type}>
              {intl.formatMessage({ id: `eventTools.payoutType.${type}` })}
            </option>
          ))}
        </Select>
      ),
    },
    {
      id: 'startGroup',
      header: <FormattedMessage id="eventTools.classes.startGroup" />,
      cell: ({ index }) => <Input className="et-narrow" aria-label={intl.formatMessage({ id: 'eventTools.classes.startGroupOf' }, { name: className(index) })} {...form.field(`classes.${index}.startGroup`)} maxLength={60} />,
    },
    ...Array.from({ length: columns }, (_, place): DataColumn<Line, ReactNode> => ({
      id: `place-${place}`,
      align: 'right',
      header: (
        <span className="et-place-head">
          {placeLabel(place)}
          <button type="button" className="rr-icon-button et-place-remove" aria-label={intl.formatMessage({ id: 'eventTools.classes.removePlace' }, { place: place + 1 })} onClick={() => setRemoval({ kind: 'place', index: place })}>
            <Icon of={X} />
          </button>
        </span>
      ),
      cell: ({ index }) => {
        const name = `classes.${index}.places.${place}` as const;
        return (
          <Input
            inputMode="decimal"
            className="et-amount"
            aria-label={intl.formatMessage({ id: 'eventTools.classes.placeAmount' }, { place: place + 1, name: className(index) })}
            {...form.field(name)}
            invalid={badAmount(rows[index]?.places[place], intl.locale) || Boolean(form.error(`classes.${index}.places`))}
          />
        );
      },
    })),
    // Not kept in view at the end: a sticky column here covered the last places and the remove button while the
    // table scrolled under it. The table is narrow enough to fit five places beside the sidebar at 1366 px; wider
    // tables scroll with every cell in the open, and the grand total is under the table.
    {
      id: 'total',
      header: <FormattedMessage id="eventTools.classes.total" />,
      align: 'right',
      cell: ({ index }) => <span className="et-nowrap">{format.money(rowTotal(rows[index] ?? { places: [] }, intl.locale), currency)}</span>,
    },
    {
      id: 'actions',
      header: (
        <span className="rr-visually-hidden">
          <FormattedMessage id="eventTools.classes.actions" />
        </span>
      ),
      // An icon alone keeps the column narrow; its name says which class it removes, and a pointer shows it.
      cell: ({ index }) => {
        const label = intl.formatMessage({ id: 'eventTools.classes.removeClassOf' }, { name: className(index) });
        return <Button variant="ghost" size="sm" className="et-icon-only" icon={<Icon of={Trash2} />} aria-label={label} title={label} onClick={() => setRemoval({ kind: 'class', index })} />;
      },
    },
  ];

  const grandTotal = rows.reduce((sum, row) => sum + rowTotal(row, intl.locale), 0);
  const removingResults = removal?.kind === 'class' ? resultsOf(removal.index) : 0;
  return (
    <form className="rr-stack" aria-label={intl.formatMessage({ id: 'eventTools.classes.title' })} {...form.formProps}>
      <FormProblem form={form} />
      {saved && !dirty && (
        <Alert tone="success">
          <FormattedMessage id="eventTools.classes.saved" />
        </Alert>
      )}
      <p className="rr-muted et-lead">
        <FormattedMessage id="eventTools.classes.lead" values={{ currency }} />
      </p>
      {fields.length === 0 ? (
        <p className="rr-muted">
          <FormattedMessage id="eventTools.classes.empty" />
        </p>
      ) : (
        <div className="et-table et-classes-table">
          <Table<Line> columns={table} rows={fields.map((field, index) => ({ id: field.id, index }))} rowKey={(line) => line.id} caption={<FormattedMessage id="eventTools.classes.title" />} />
        </div>
      )}
      <div className="et-actions et-actions--split">
        <div className="et-actions">
          <Button variant="secondary" icon={<Icon of={Plus} />} onClick={() => edit(() => append(newClassRow(columns)))}>
            <FormattedMessage id="eventTools.classes.addClass" />
          </Button>
          <Button variant="secondary" icon={<Icon of={ListPlus} />} disabled={fields.length === 0} onClick={() => edit(() => replace(withPlaceAdded(form.form.getValues('classes'))))}>
            <FormattedMessage id="eventTools.classes.addPlace" />
          </Button>
        </div>
        <div className="et-actions">
          {fields.length > 0 && (
            <span className="et-total">
              <FormattedMessage id="eventTools.classes.grandTotal" values={{ amount: format.money(grandTotal, currency) }} />
            </span>
          )}
          {dirty && (
            <span className="rr-muted et-small">
              <FormattedMessage id="eventTools.classes.unsaved" />
            </span>
          )}
          <Button type="submit" loading={form.submitting} icon={<Icon of={Save} />}>
            <FormattedMessage id="eventTools.classes.save" />
          </Button>
        </div>
      </div>
      <ConfirmPrompt
        open={removal !== null}
        title={
          removal?.kind === 'place' ? (
            <FormattedMessage id="eventTools.classes.confirmPlace" values={{ place: removal.index + 1 }} />
          ) : (
            <FormattedMessage id="eventTools.classes.confirmClass" values={{ name: removal ? className(removal.index) : '' }} />
          )
        }
        message={
          removingResults > 0 ? (
            <FormattedMessage id="eventTools.classes.confirmHasResults" values={{ count: removingResults }} />
          ) : (
            <FormattedMessage id="eventTools.classes.confirmLead" />
          )
        }
        confirmLabel={<FormattedMessage id="eventTools.classes.confirmRemove" />}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoval(null)}
      />
    </form>
  );
}
