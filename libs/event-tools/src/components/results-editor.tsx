import type { ManagedClass, ManagedEvent, ManagedResult, MessageDescriptor } from '@rr/contracts';
import { Alert, Button, ConfirmPrompt, Pagination, Table, describeApiError, formatDescriptor, pageOf, type DataColumn } from '@rr/ui';
import { ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteResults } from '../api/mutations';
import { useEventPayouts, usePayoutsReader } from '../api/queries';
import type { ResultsScope } from '../api/event-calls';
import { LINES_PER_PAGE, OPEN_CLASSES_UP_TO, isException, resultsByClass } from '../lib/results';
import { ExceptionsList } from './exceptions-list';
import { Icon } from './icon';
import { MatchLabel } from './match-label';
import { PayoutDecisionCell, PayoutDecisionLoading } from './payout-decision';
import { ResultDialog } from './result-dialog';
import { WrongRiderAction, WrongRiderNotice, type WrongRiderOutcome } from './wrong-rider';
import '../event-tools.css';

/** A place with its status's short form (DNF, DNS), whole on one line, named in full for screen readers and on hover. */
function PlaceStatus({ place, status }: { place: number; status: ManagedResult['status'] }) {
  const intl = useIntl();
  const full = intl.formatMessage({ id: `eventTools.status.${status}` });
  return (
    <span className="et-nowrap et-place-status" title={full}>
      <span aria-hidden="true">{`${place} · ${intl.formatMessage({ id: `eventTools.status.short.${status}` })}`}</span>
      <span className="rr-visually-hidden">{`${place} · ${full}`}</span>
    </span>
  );
}

type Removal = { scope: 'all' } | { scope: 'class'; eventClass: ManagedClass; count: number } | { scope: 'line'; result: ManagedResult } | null;
type Editing = { line: ManagedResult | null; classId?: string } | null;

const scopeOf = (removal: NonNullable<Removal>): ResultsScope =>
  removal.scope === 'class' ? { classId: removal.eventClass._id } : removal.scope === 'line' ? { resultId: removal.result._id } : {};

/**
 * One class's results: its summary (lines, lines to resolve, payout type) always, its table a page at a time while
 * open. A big event starts with every class closed, so its page draws a summary per class, not thousands of rows.
 */
function ClassResults({ eventClass, lines, columns, startOpen, onAdd, onRemove }: {
  eventClass: ManagedClass;
  lines: ManagedResult[];
  columns: DataColumn<ManagedResult, ReactNode>[];
  startOpen: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(startOpen);
  const [page, setPage] = useState(1);
  const panelId = useId();
  const { items, pages, current } = pageOf(lines, page, LINES_PER_PAGE);
  const toResolve = lines.filter(isException).length;
  return (
    <section className="rr-stack et-class-results" aria-label={eventClass.name}>
      <div className="et-class-results__head">
        <h3 className="et-section-title">
          <button type="button" className="et-class-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            <Icon of={open ? ChevronDown : ChevronRight} />
            {eventClass.name}
          </button>{' '}
          <span className="rr-muted et-small">
            <FormattedMessage id="eventTools.results.classFacts" values={{ count: lines.length, payoutType: intl.formatMessage({ id: `eventTools.payoutType.${eventClass.payoutType}` }) }} />
            {toResolve > 0 && (
              <>
                {' · '}
                <FormattedMessage id="eventTools.results.classToResolve" values={{ count: toResolve }} />
              </>
            )}
          </span>
        </h3>
        <span className="et-actions">
          <Button size="sm" variant="ghost" icon={<Icon of={Plus} />} onClick={onAdd}>
            <FormattedMessage id="eventTools.results.addTo" />
          </Button>
          <Button size="sm" variant="ghost" icon={<Icon of={Trash2} />} onClick={onRemove}>
            <FormattedMessage id="eventTools.results.deleteClass" />
          </Button>
        </span>
      </div>
      <div id={panelId} hidden={!open} className="rr-stack">
        {open && (
          <>
            <div className="et-table et-results-table">
              <Table columns={columns} rows={items} rowKey={(r) => r._id} caption={<FormattedMessage id="eventTools.results.ofClass" values={{ name: eventClass.name }} />} />
            </div>
            <Pagination page={current} pages={pages} onChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}

export interface ResultsEditorProps {
  managed: ManagedEvent;
  /** Leave the lines to resolve out (a page that shows them on a tab of their own). */
  hideExceptions?: boolean;
}

/**
 * The event's results by class (place, rider, hometown, the programme rider each line matched and how, and its
 * payout: what the payout rules decided for it and why — for its promoter and staff, from the payouts service), the
 * lines to resolve, adding or editing a line in a dialog, and deleting a line, a class's results or every result,
 * each after a confirmation (spec §2). The payout is the decision only: the events service's own reckoning of a line
 * (its place's amount in the payout table) is never shown, as it says nothing of what was paid.
 */
export function ResultsEditor({ managed, hideExceptions = false }: ResultsEditorProps) {
  const intl = useIntl();
  const remove = useDeleteResults(managed.event._id);
  const [editing, setEditing] = useState<Editing>(null);
  const [removal, setRemoval] = useState<Removal>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [unmatch, setUnmatch] = useState<WrongRiderOutcome | null>(null);
  const reader = usePayoutsReader();
  const payouts = useEventPayouts(managed.event._id, managed.event.resultsVersion);
  // The decisions of the results shown: those of an older version may no longer fit the lines (being checked).
  const decisions = new Map(
    payouts.data && payouts.data.version >= managed.event.resultsVersion ? payouts.data.decisions.flatMap((d) => (d.resultId ? [[d.resultId, d] as const] : [])) : [],
  );
  const payoutOf = (r: ManagedResult) => {
    // Once an answer is here (null: nothing applied yet), every line has a decision or is being checked.
    if (payouts.data !== undefined) return <PayoutDecisionCell decision={decisions.get(r._id)} />;
    if (payouts.isError || reader === null) return <span className="rr-muted">—</span>;
    return <PayoutDecisionLoading />;
  };
  const groups = resultsByClass(managed.classes, managed.results);
  // The race a line is by default (supercross: the main event; else the overall): others are named on the line.
  const ownRace = managed.event.type === 'supercross' ? 'main' : 'overall';
  const empty = groups.filter((g) => g.lines.length === 0).map((g) => g.eventClass.name);

  const confirm = async () => {
    if (!removal) return;
    setProblem(null);
    setDone(null);
    try {
      const answer = await remove.mutateAsync(scopeOf(removal));
      setDone(answer.deleted);
    } catch (caught) {
      setProblem(describeApiError(caught));
    }
    setRemoval(null);
  };

  const columns: DataColumn<ManagedResult, ReactNode>[] = [
    {
      id: 'place',
      header: <FormattedMessage id="eventTools.results.place" />,
      align: 'right',
      // The short form (DNF) is what the narrow column shows; the full words are its name and tooltip. A line of
      // another race than the event's own (a moto, the LCQ) says which under its place.
      cell: (r) => (
        <span className="et-cell-stack">
          <span>{r.status === 'finished' ? r.place : <PlaceStatus place={r.place} status={r.status} />}</span>
          {r.resultType !== ownRace ? <span className="rr-muted et-small">{intl.formatMessage({ id: `eventTools.resultType.${r.resultType}`, defaultMessage: r.resultType })}</span> : null}
        </span>
      ),
    },
    {
      id: 'rider',
      header: <FormattedMessage id="eventTools.results.rider" />,
      cell: (r) => (
        <span className="et-cell-stack">
          <strong>{r.riderName}</strong>
          {r.number ? <span className="rr-muted et-small">#{r.number}</span> : null}
        </span>
      ),
    },
    { id: 'hometown', header: <FormattedMessage id="eventTools.results.hometown" />, secondary: true, value: (r) => r.hometown },
    { id: 'bike', header: <FormattedMessage id="eventTools.results.field.bike" />, secondary: true, value: (r) => r.bike },
    { id: 'match', header: <FormattedMessage id="eventTools.results.match" />, cell: (r) => <MatchLabel match={r.match} /> },
    { id: 'payout', header: <FormattedMessage id="eventTools.results.payout" />, cell: payoutOf },
    {
      id: 'actions',
      header: (
        <span className="rr-visually-hidden">
          <FormattedMessage id="eventTools.classes.actions" />
        </span>
      ),
      cell: (r) => (
        <span className="et-row-actions">
          <Button size="sm" variant="ghost" icon={<Icon of={Pencil} />} aria-label={intl.formatMessage({ id: 'eventTools.results.editOf' }, { name: r.riderName })} onClick={() => setEditing({ line: r })}>
            <FormattedMessage id="eventTools.results.editShort" />
          </Button>
          <Button size="sm" variant="ghost" icon={<Icon of={Trash2} />} aria-label={intl.formatMessage({ id: 'eventTools.results.deleteOf' }, { name: r.riderName })} onClick={() => setRemoval({ scope: 'line', result: r })}>
            <FormattedMessage id="eventTools.results.deleteShort" />
          </Button>
          <WrongRiderAction eventId={managed.event._id} result={r} onOutcome={setUnmatch} />
        </span>
      ),
    },
  ];

  return (
    <div className="rr-stack">
      {problem && (
        <Alert tone="error" title={<FormattedMessage id="error.PROXY_REMOVE_FAILED" />}>
          {formatDescriptor(intl, problem)}
        </Alert>
      )}
      {done !== null && (
        <Alert tone="success" onDismiss={() => setDone(null)}>
          <FormattedMessage id="eventTools.results.deleted" values={{ count: done }} />
        </Alert>
      )}
      <WrongRiderNotice outcome={unmatch} onDismiss={() => setUnmatch(null)} />
      {!hideExceptions && <ExceptionsList managed={managed} />}
      {payouts.isError && managed.results.length > 0 && (
        <p className="rr-muted et-small" role="status">
          <FormattedMessage id="eventTools.payouts.loadFailed" />
        </p>
      )}
      <div className="et-actions">
        <Button variant="secondary" disabled={managed.classes.length === 0} icon={<Icon of={Plus} />} onClick={() => setEditing({ line: null })}>
          <FormattedMessage id="eventTools.results.add" />
        </Button>
        {managed.results.length > 0 && (
          <Button variant="danger" icon={<Icon of={Trash2} />} onClick={() => setRemoval({ scope: 'all' })}>
            <FormattedMessage id="eventTools.results.deleteAll" />
          </Button>
        )}
      </div>
      {managed.classes.length === 0 && (
        <p className="rr-muted">
          <FormattedMessage id="eventTools.results.needClasses" />
        </p>
      )}
      {managed.classes.length > 0 && managed.results.length === 0 && (
        <p className="rr-muted">
          <FormattedMessage id="eventTools.results.none" />
        </p>
      )}
      {groups
        .filter((g) => g.lines.length > 0)
        .map(({ eventClass, lines }) => (
          <ClassResults
            key={eventClass._id}
            eventClass={eventClass}
            lines={lines}
            columns={columns}
            startOpen={managed.results.length <= OPEN_CLASSES_UP_TO}
            onAdd={() => setEditing({ line: null, classId: eventClass._id })}
            onRemove={() => setRemoval({ scope: 'class', eventClass, count: lines.length })}
          />
        ))}
      {managed.results.length > 0 && empty.length > 0 && (
        <p className="rr-muted et-small">
          <FormattedMessage id="eventTools.results.classesWithout" values={{ classes: empty.join(', ') }} />
        </p>
      )}
      {editing && <ResultDialog managed={managed} line={editing.line} {...(editing.classId ? { classId: editing.classId } : {})} onClose={() => setEditing(null)} />}
      <ConfirmPrompt
        open={removal !== null}
        busy={remove.isPending}
        title={
          removal?.scope === 'class' ? (
            <FormattedMessage id="eventTools.results.confirmClass" values={{ name: removal.eventClass.name, count: removal.count }} />
          ) : removal?.scope === 'line' ? (
            <FormattedMessage id="eventTools.results.confirmLine" values={{ name: removal.result.riderName }} />
          ) : (
            <FormattedMessage id="eventTools.results.confirmAll" values={{ count: managed.results.length }} />
          )
        }
        message={<FormattedMessage id="eventTools.results.confirmLead" />}
        confirmLabel={<FormattedMessage id="eventTools.results.confirmDelete" />}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoval(null)}
      />
    </div>
  );
}
