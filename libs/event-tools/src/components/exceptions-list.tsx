import type { ManagedEvent, ManagedResult, MatchCandidate, MessageDescriptor } from '@rr/contracts';
import { Alert, Button, Field, Input, Pagination, Select, describeApiError, formatDescriptor, pageOf } from '@rr/ui';
import { Search, UserCheck, UserX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useResolveMatch } from '../api/mutations';
import { RIDER_SEARCH_MIN, useRiderSearch } from '../api/queries';
import { EXCEPTIONS_PER_PAGE, exceptionsOf } from '../lib/results';
import { Icon } from './icon';
import { MatchLabel } from './match-label';
import '../event-tools.css';

/** One line to resolve: pick a candidate, search the programme's riders, or say it is not a programme rider. */
function ExceptionItem({ managed, result }: { managed: ManagedEvent; result: ManagedResult }) {
  const intl = useIntl();
  const searchId = useId();
  const resolve = useResolveMatch(managed.event._id);
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const search = useRiderSearch(managed.event._id, term);
  const found = search.data?.riders ?? null;

  const settle = async (body: { riderId: string } | { notRider: true }) => {
    setProblem(null);
    try {
      await resolve.mutateAsync({ resultId: result._id, body });
    } catch (caught) {
      setProblem(describeApiError(caught));
    }
  };
  const offered: MatchCandidate[] = [...result.match.candidates, ...(found ?? []).filter((f) => !result.match.candidates.some((c) => c._id === f._id))];
  const short = typed.trim().length < RIDER_SEARCH_MIN;

  return (
    <li className="et-exception">
      <div className="et-exception__line">
        <strong>{result.riderName}</strong>
        <span className="rr-muted">
          {[result.className, intl.formatMessage({ id: 'eventTools.results.placeShort' }, { place: result.place }), result.number ? `#${result.number}` : '', result.hometown].filter(Boolean).join(' · ')}
        </span>
        <MatchLabel match={result.match} />
      </div>
      {problem && <Alert tone="error">{formatDescriptor(intl, problem)}</Alert>}
      {offered.length > 0 && (
        <div className="et-exception__choices" role="group" aria-label={intl.formatMessage({ id: 'eventTools.results.candidates' }, { name: result.riderName })}>
          {offered.map((candidate) => (
            <Button key={candidate._id} size="sm" variant="secondary" disabled={resolve.isPending} icon={<Icon of={UserCheck} />} onClick={() => void settle({ riderId: candidate._id })}>
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
        <Button size="sm" variant="ghost" disabled={resolve.isPending} icon={<Icon of={UserX} />} onClick={() => void settle({ notRider: true })}>
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

export interface ExceptionsListProps {
  managed: ManagedEvent;
  /** Say so when nothing is left to resolve (the Exceptions tab); otherwise show nothing then. */
  showEmpty?: boolean;
}

/**
 * The lines that match no programme rider, or several (issue 11 item 6): for each, the candidates to pick, a rider
 * search, and "not a programme rider". Each choice is saved at once and the line leaves the list.
 */
export function ExceptionsList({ managed, showEmpty = false }: ExceptionsListProps) {
  const intl = useIntl();
  const headingId = useId();
  const [classId, setClassId] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const exceptions = useMemo(() => exceptionsOf(managed.classes, managed.results), [managed.classes, managed.results]);
  // A big event has hundreds of lines to resolve: the list shows one page of them, narrowed by class or name.
  const perClass = useMemo(() => {
    const counts = new Map<string, number>();
    for (const r of exceptions) counts.set(r.classId, (counts.get(r.classId) ?? 0) + 1);
    return counts;
  }, [exceptions]);
  const wanted = name.trim().toLocaleLowerCase();
  const shown = exceptions.filter((r) => (classId === '' || r.classId === classId) && (wanted === '' || r.riderName.toLocaleLowerCase().includes(wanted)));
  const { items, pages, current } = pageOf(shown, page, EXCEPTIONS_PER_PAGE);
  if (exceptions.length === 0) {
    return showEmpty ? (
      <p className="rr-muted" role="status">
        <FormattedMessage id={managed.results.length === 0 ? 'eventTools.results.noExceptionsYet' : 'eventTools.results.noExceptions'} />
      </p>
    ) : null;
  }
  const narrowed = classId !== '' || wanted !== '';
  return (
    <section className="rr-stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="et-section-title">
        <FormattedMessage id="eventTools.results.exceptionsTitle" values={{ count: exceptions.length }} />
      </h3>
      <p className="rr-muted et-lead">
        <FormattedMessage id="eventTools.results.exceptionsLead" />
      </p>
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
      <ul className="et-exceptions">
        {items.map((result) => (
          <ExceptionItem key={result._id} managed={managed} result={result} />
        ))}
      </ul>
      <Pagination page={current} pages={pages} onChange={setPage} />
    </section>
  );
}
