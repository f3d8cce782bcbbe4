import type { ManagedEvent, MatchCandidate } from '@rr/contracts';
import type { RiderSuggestion } from '@rr/contracts/result-exceptions';
import { Field, Input, Pagination, Select, pageOf } from '@rr/ui';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDecideLines, useResolveMatch } from '../api/mutations';
import { useEventSuggestions } from '../api/queries';
import { sharedRiders, type BulkDecision, type BulkOutcome } from '../lib/bulk';
import { EXCEPTIONS_PER_PAGE, exceptionsOf } from '../lib/results';
import { BulkBar } from './bulk-bar';
import { ExceptionLine } from './exception-line';
import { LinesSection } from './lines-section';
import { RememberedList } from './remembered-list';
import '../event-tools.css';

const NO_SUGGESTIONS: readonly RiderSuggestion[] = [];

export interface ExceptionsListProps {
  managed: ManagedEvent;
  /** Say so when nothing is left to resolve (the Exceptions tab); otherwise show nothing then. */
  showEmpty?: boolean;
}

/**
 * The lines that match no programme rider, or several (spec §2 "exceptions from result matching"): for each, the
 * riders suggested for it, the candidates to pick, a rider search, and "not a programme rider"; each choice is saved at
 * once and the line leaves the list. Lines can be selected (this page, or every line the filter matches) and decided
 * together: not programme riders, or matched to a rider they all share. Below, the lines the promoter's remembered
 * decisions decided, to undo.
 */
export function ExceptionsList({ managed, showEmpty = false }: ExceptionsListProps) {
  const intl = useIntl();
  const eventId = managed.event._id;
  const [classId, setClassId] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const resolve = useResolveMatch(eventId);
  const decideMany = useDecideLines(eventId);
  const exceptions = useMemo(() => exceptionsOf(managed.classes, managed.results), [managed.classes, managed.results]);
  const remembered = useMemo(() => managed.results.filter((r) => r.match.remembered), [managed.results]);
  const suggestions = useEventSuggestions(eventId, exceptions.length > 0);
  const suggestionsOf = (resultId: string) => suggestions.data?.suggestions[resultId] ?? NO_SUGGESTIONS;
  // A big event has hundreds of lines to resolve: the list shows one page of them, narrowed by class or name.
  const perClass = useMemo(() => {
    const counts = new Map<string, number>();
    for (const r of exceptions) counts.set(r.classId, (counts.get(r.classId) ?? 0) + 1);
    return counts;
  }, [exceptions]);
  const wanted = name.trim().toLocaleLowerCase();
  const shown = exceptions.filter((r) => (classId === '' || r.classId === classId) && (wanted === '' || r.riderName.toLocaleLowerCase().includes(wanted)));
  const { items, pages, current } = pageOf(shown, page, EXCEPTIONS_PER_PAGE);
  // Only lines still open count as selected: a decided line leaves the list and the selection.
  const chosen = exceptions.filter((r) => selected.has(r._id));
  const busy = resolve.isPending || decideMany.isPending;

  const select = (ids: readonly string[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const decide = async (decision: BulkDecision) => {
    setOutcome(null);
    const result = await decideMany.mutateAsync(decision);
    setOutcome(result);
    if (!result.error) setSelected(new Set());
  };

  if (exceptions.length === 0) {
    return (
      <>
        {showEmpty && (
          <p className="rr-muted" role="status">
            <FormattedMessage id={managed.results.length === 0 ? 'eventTools.results.noExceptionsYet' : 'eventTools.results.noExceptions'} />
          </p>
        )}
        <RememberedList eventId={eventId} lines={remembered} />
      </>
    );
  }
  const narrowed = classId !== '' || wanted !== '';
  const shared: MatchCandidate[] = sharedRiders(chosen.map((r) => ({ candidates: r.match.candidates, suggestions: suggestionsOf(r._id) })));
  return (
    <>
      <LinesSection titleId="eventTools.results.exceptionsTitle" count={exceptions.length} leadId="eventTools.results.exceptionsLead">
        {exceptions.length > EXCEPTIONS_PER_PAGE && (
          <div className="et-exception-filters">
            <Field label={<FormattedMessage id="eventTools.results.filterClass" />}>
              <Select
                value={classId}
                onChange={(e) => {
                  setClassId(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">{intl.formatMessage({ id: 'eventTools.results.allClasses' }, { count: exceptions.length })}</option>
                {managed.classes
                  .filter((c) => perClass.has(c._id))
                  .map((c) => (
                    <option key={c._id} value={c._id}>
                      {intl.formatMessage({ id: 'eventTools.results.classWithCount' }, { name: c.name, count: perClass.get(c._id) })}
                    </option>
                  ))}
              </Select>
            </Field>
            <Field label={<FormattedMessage id="eventTools.results.filterName" />}>
              <Input
                type="search"
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  setPage(1);
                }}
              />
            </Field>
          </div>
        )}
        {narrowed && (
          <p className="rr-muted et-small" role="status">
            <FormattedMessage id="eventTools.results.exceptionsShown" values={{ count: shown.length, total: exceptions.length }} />
          </p>
        )}
        <BulkBar
          selected={chosen.length}
          onPage={items.length}
          selectedOnPage={items.filter((r) => selected.has(r._id)).length}
          matching={shown.length}
          onTogglePage={() => select(items.map((r) => r._id), !items.every((r) => selected.has(r._id)))}
          onSelectMatching={() => select(shown.map((r) => r._id), true)}
          onClear={() => setSelected(new Set())}
          shared={shared}
          onNotRider={() => void decide({ resultIds: chosen.map((r) => r._id), notRider: true })}
          onMatchTo={(rider) => void decide({ lines: chosen.map((r) => ({ resultId: r._id, riderId: rider._id })) })}
          busy={busy}
          outcome={outcome}
        />
        <ul className="et-exceptions">
          {items.map((result) => (
            <ExceptionLine
              key={result._id}
              eventId={eventId}
              result={result}
              suggestions={suggestionsOf(result._id)}
              selected={selected.has(result._id)}
              onSelectedChange={(on) => select([result._id], on)}
              onDecide={(body) => resolve.mutateAsync({ resultId: result._id, body })}
              busy={busy}
            />
          ))}
        </ul>
        <Pagination page={current} pages={pages} onChange={setPage} />
      </LinesSection>
      <RememberedList eventId={eventId} lines={remembered} />
    </>
  );
}
