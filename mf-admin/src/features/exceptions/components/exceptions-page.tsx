import { paths, type MatchCandidate } from '@rr/contracts';
import { MAX_QUEUE_SELECTION, type ExceptionLine as QueueLine } from '@rr/contracts/result-exceptions';
import { BulkBar, ExceptionLine, sharedRiders, type BulkOutcome, type LineDecisionBody } from '@rr/event-tools';
import { Alert, Card, Field, Input, PageHeader, Pagination, Select, TextLink, apiErrorText, useFormat } from '@rr/ui';
import { useDebounced } from '@rr/ui/use-debounced';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListSearch } from '../../../lib/use-list-search';
import { matchingLines, useEventsWithExceptions, usePromoterNames, useQueueDecisions, useResultExceptions, type QueueFilters } from '../api/result-exceptions';
import { withFeatureIntl } from '../i18n';
import '../exceptions.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /auth/admin/exceptions: programme staff's queue of every result line still to match, across the active events —
 * unmatched or ambiguous, the latest events first, 25 a page. Filters (event, promoter, dates, class, rider name) live
 * in the address; the count is the dashboard's "result lines to match" (the same query). Each line has the event
 * tools' choices (suggested riders, candidates, search, not a programme rider); lines are selected on this page or all
 * the filters match, and decided together through each event's bulk decision.
 */
function ExceptionsPageContent() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query: name, page, text, setText, set } = useListSearch('name');
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const [classText, setClassText] = useState(search.get('className') ?? '');
  const className = useDebounced(classText.trim(), 300);
  useEffect(() => {
    if (className !== (search.get('className') ?? '')) set('className', className);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- typing drives this
  }, [className]);
  const filters: QueueFilters = {
    ...(search.get('eventId') ? { eventId: search.get('eventId')! } : {}),
    ...(search.get('promoterId') ? { promoterId: search.get('promoterId')! } : {}),
    ...(day('from') ? { from: day('from') } : {}),
    ...(day('to') ? { to: day('to') } : {}),
    ...(search.get('className') ? { className: search.get('className')! } : {}),
    ...(name ? { name } : {}),
  };
  const list = useResultExceptions(filters, page);
  const events = useEventsWithExceptions();
  const promoters = usePromoterNames();
  const { decideOne, decideMany, deciding: busy } = useQueueDecisions();
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [selectProblem, setSelectProblem] = useState<unknown>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.exceptions.${id}` }, values);
  const promoterName = (id: string) => promoters.data?.promoters.find((p) => p._id === id)?.name ?? id;

  const data = list.data;
  const lines: QueueLine[] = data?.lines ?? [];
  const total = data?.pagination.total ?? 0;
  const filterKey = JSON.stringify(filters);
  // Another filter is another list: what was selected under the last one is let go.
  useEffect(() => {
    setSelected(new Map());
    setOutcome(null);
  }, [filterKey]);

  const select = (entries: ReadonlyArray<readonly [string, string]>, on: boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      for (const [resultId, eventId] of entries) {
        if (on) next.set(resultId, eventId);
        else next.delete(resultId);
      }
      return next;
    });
  const selectMatching = async () => {
    setSelectProblem(null);
    try {
      const answer = await matchingLines(filters);
      select(
        answer.lines.map((line) => [line._id, line.eventId] as const),
        true,
      );
    } catch (caught) {
      setSelectProblem(caught);
    }
  };
  const decideSelected = async (decision: { notRider: true } | { riderId: string }) => {
    setOutcome(null);
    const result = await decideMany(
      [...selected].map(([resultId, eventId]) => ({ resultId, eventId })),
      decision,
    );
    setOutcome(result);
    if (!result.error) setSelected(new Map());
  };
  const decide = async (line: QueueLine, body: LineDecisionBody) => {
    await decideOne(line.event._id, line._id, body);
    select([[line._id, line.event._id]], false);
  };
  // "Match to <rider>" when every selected line is on this page and they all may be the same rider.
  const chosenHere = lines.filter((line) => selected.has(line._id));
  const shared: MatchCandidate[] = selected.size > 0 && chosenHere.length === selected.size ? sharedRiders(chosenHere.map((line) => ({ candidates: line.match.candidates, suggestions: line.suggestions }))) : [];
  const narrowed = Object.keys(filters).length > 0;

  return (
    <div className="adm-page">
      <PageHeader eyebrow={<FormattedMessage id="admin.area" />} title={<FormattedMessage id="admin.exceptions.title" />} description={<FormattedMessage id="admin.exceptions.lead" />} />
      <Card>
        <div className="rr-stack">
          <form role="search" className="adm-exc-filters" aria-label={t('filters')} onSubmit={(event) => event.preventDefault()}>
            <Field label={t('event')}>
              <Select value={filters.eventId ?? ''} onChange={(event) => set('eventId', event.target.value)}>
                <option value="">{t('anyEvent')}</option>
                {(events.data?.events ?? []).map((event) => (
                  <option key={event._id} value={event._id}>
                    {t('eventChoice', { title: event.title, date: format.date(event.startDate), count: event.exceptions })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('promoter')}>
              <Select value={filters.promoterId ?? ''} onChange={(event) => set('promoterId', event.target.value)}>
                <option value="">{t('anyPromoter')}</option>
                {(promoters.data?.promoters ?? []).map((promoter) => (
                  <option key={promoter._id} value={promoter._id}>
                    {promoter.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('from')}>
              <Input type="date" value={filters.from ?? ''} onChange={(event) => set('from', event.target.value)} />
            </Field>
            <Field label={t('to')}>
              <Input type="date" value={filters.to ?? ''} onChange={(event) => set('to', event.target.value)} />
            </Field>
            <Field label={t('className')}>
              <Input type="search" value={classText} autoComplete="off" onChange={(event) => setClassText(event.target.value)} />
            </Field>
            <Field label={t('name')}>
              <Input type="search" value={text} autoComplete="off" onChange={(event) => setText(event.target.value)} />
            </Field>
          </form>
          <p className="adm-toolbar__count rr-muted" aria-live="polite">
            {data ? t(narrowed ? 'countFiltered' : 'count', { count: total }) : null}
          </p>
          {list.isError && !data ? <Alert tone="error">{apiErrorText(intl, list.error)}</Alert> : null}
          {data?.suggestionsUnavailable ? <p className="rr-muted">{t('noSuggestions')}</p> : null}
          {selectProblem ? <Alert tone="error">{apiErrorText(intl, selectProblem)}</Alert> : null}
          {/* Kept after the last line is decided, so what was decided is still said; and while a decision is under
              way, so the bar does not vanish between the emptied queue's answer and the decision's outcome. */}
          {(total > 0 || outcome || busy) && (
            <BulkBar
              selected={selected.size}
              onPage={lines.length}
              selectedOnPage={chosenHere.length}
              matching={Math.min(total, MAX_QUEUE_SELECTION)}
              onTogglePage={() => select(lines.map((line) => [line._id, line.event._id] as const), chosenHere.length < lines.length)}
              onSelectMatching={() => void selectMatching()}
              onClear={() => setSelected(new Map())}
              shared={shared}
              onNotRider={() => void decideSelected({ notRider: true })}
              onMatchTo={(rider) => void decideSelected({ riderId: rider._id })}
              busy={busy}
              outcome={outcome}
            />
          )}
          {data && total === 0 ? <p className="rr-muted">{t(narrowed ? 'noneFound' : 'none')}</p> : null}
          <ul className="et-exceptions" aria-busy={list.isFetching || undefined}>
            {lines.map((line) => (
              <ExceptionLine
                key={line._id}
                eventId={line.event._id}
                result={line}
                suggestions={line.suggestions}
                selected={selected.has(line._id)}
                onSelectedChange={(on) => select([[line._id, line.event._id]], on)}
                onDecide={(body) => decide(line, body)}
                busy={busy}
                context={
                  <p className="adm-exc-event rr-muted">
                    <TextLink to={`${paths.admin.event(line.event._id)}?tab=exceptions`}>{line.event.title}</TextLink>
                    {` · ${format.dateRange(line.event.startDate, line.event.endDate)} · ${promoterName(line.event.promoterId)}`}
                  </p>
                }
              />
            ))}
          </ul>
          <Pagination page={page} pages={data?.pagination.pages ?? 1} onChange={(next) => set('page', String(next))} />
        </div>
      </Card>
    </div>
  );
}

/** The page, inside this feature's catalog (with the event tools' strings its lines use). */
export const ExceptionsPage = withFeatureIntl(ExceptionsPageContent);
