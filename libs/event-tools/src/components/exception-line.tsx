import type { ManagedResult, MatchCandidate, MessageDescriptor } from '@rr/contracts';
import type { RiderSuggestion } from '@rr/contracts/result-exceptions';
import { Alert, Button, Input, describeApiError, formatDescriptor } from '@rr/ui';
import { Search, UserCheck, UserX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RIDER_SEARCH_MIN, useRiderSearch } from '../api/queries';
import { Icon } from './icon';
import { MatchLabel } from './match-label';
import '../event-tools.css';
import '../exceptions.css';

/** A decision on one line: its rider, or not a programme rider. */
export type LineDecisionBody = { riderId: string } | { notRider: true };

export interface ExceptionLineProps {
  /** The line's event (its rider search). */
  eventId: string;
  result: ManagedResult;
  /** Riders the line may be, strongest first ("Did you mean …?"). */
  suggestions: readonly RiderSuggestion[];
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Saves a decision; a failure is shown on the line. */
  onDecide: (body: LineDecisionBody) => Promise<unknown>;
  /** A decision is being saved (this line's or a bulk one): the line's choices wait. */
  busy: boolean;
  /** What else the line says (staff's queue: its event). */
  context?: ReactNode;
}

/**
 * One line to resolve (spec §2 "exceptions from result matching"): a box to select it for a bulk decision, the riders
 * suggested for it ("Did you mean Tyler Brooks (Perris, CA)?", one click), the candidates matching named, a search of
 * the programme's riders, and "not a programme rider". Used by an event's list of lines to resolve and by staff's queue
 * across events.
 */
export function ExceptionLine({ eventId, result, suggestions, selected, onSelectedChange, onDecide, busy, context }: ExceptionLineProps) {
  const intl = useIntl();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const search = useRiderSearch(eventId, term);
  const found = search.data?.riders ?? null;

  const settle = async (body: LineDecisionBody) => {
    setProblem(null);
    try {
      await onDecide(body);
    } catch (caught) {
      setProblem(describeApiError(caught));
    }
  };
  const suggested = new Set(suggestions.map((s) => s.rider._id));
  const offered: MatchCandidate[] = [...result.match.candidates, ...(found ?? []).filter((f) => !result.match.candidates.some((c) => c._id === f._id) && !suggested.has(f._id))];
  const short = typed.trim().length < RIDER_SEARCH_MIN;
  const reason = (s: RiderSuggestion) => s.reasons.map((r) => intl.formatMessage({ id: `eventTools.exceptions.reason.${r}` }, { plate: result.number })).join(' · ');

  return (
    <li className={selected ? 'et-exception et-exception--selected' : 'et-exception'}>
      <div className="et-exception__line">
        <input
          type="checkbox"
          className="et-exception__select"
          checked={selected}
          onChange={(e) => onSelectedChange(e.target.checked)}
          aria-label={intl.formatMessage({ id: 'eventTools.exceptions.select' }, { name: result.riderName, place: result.place, className: result.className })}
        />
        <strong>{result.riderName}</strong>
        <span className="rr-muted">
          {[result.className, intl.formatMessage({ id: 'eventTools.results.placeShort' }, { place: result.place }), result.number ? `#${result.number}` : '', result.hometown, result.bike].filter(Boolean).join(' · ')}
        </span>
        <MatchLabel match={result.match} />
      </div>
      {context}
      {problem && <Alert tone="error">{formatDescriptor(intl, problem)}</Alert>}
      {suggestions.length > 0 && (
        <ul className="et-suggestions" aria-label={intl.formatMessage({ id: 'eventTools.exceptions.suggestionsFor' }, { name: result.riderName })}>
          {suggestions.map((s) => (
            <li key={s.rider._id} className="et-suggestion">
              <span>
                <FormattedMessage id={s.rider.hometown ? 'eventTools.exceptions.didYouMean' : 'eventTools.exceptions.didYouMeanNoHometown'} values={{ name: s.rider.name, hometown: s.rider.hometown }} />{' '}
                <span className="rr-muted et-small">({reason(s)})</span>
              </span>
              <Button size="sm" variant="secondary" disabled={busy} icon={<Icon of={UserCheck} />} onClick={() => void settle({ riderId: s.rider._id })}>
                <FormattedMessage id="eventTools.exceptions.matchTo" values={{ name: s.rider.name }} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 && (
        <div className="et-exception__choices" role="group" aria-label={intl.formatMessage({ id: 'eventTools.results.candidates' }, { name: result.riderName })}>
          {offered.map((candidate) => (
            <Button key={candidate._id} size="sm" variant="secondary" disabled={busy} icon={<Icon of={UserCheck} />} onClick={() => void settle({ riderId: candidate._id })}>
              <FormattedMessage id={candidate.hometown ? 'eventTools.results.pick' : 'eventTools.results.pickNoHometown'} values={{ name: candidate.name, hometown: candidate.hometown }} />
            </Button>
          ))}
        </div>
      )}
      <div className="et-exception__choices">
        <form
          className="et-inline-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            if (!short) setTerm(typed.trim());
          }}
        >
          <label htmlFor={searchId} className="rr-visually-hidden">
            <FormattedMessage id="eventTools.results.searchFor" values={{ name: result.riderName }} />
          </label>
          <Input id={searchId} type="search" placeholder={intl.formatMessage({ id: 'eventTools.results.searchRider' })} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" size="sm" variant="secondary" disabled={short} loading={search.isFetching} icon={<Icon of={Search} />}>
            <FormattedMessage id="eventTools.results.search" />
          </Button>
        </form>
        <Button size="sm" variant="ghost" disabled={busy} icon={<Icon of={UserX} />} onClick={() => void settle({ notRider: true })}>
          <FormattedMessage id="eventTools.results.notRider" />
        </Button>
      </div>
      {search.isError && <Alert tone="error">{formatDescriptor(intl, describeApiError(search.error))}</Alert>}
      {found !== null && found.length === 0 && (
        <p className="rr-muted et-small" role="status">
          <FormattedMessage id="eventTools.results.noRiderFound" values={{ query: term }} />
        </p>
      )}
    </li>
  );
}
