import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Pagination, Table, pageOf, useFormat, type DataColumn } from '@rr/ui';
import type { EventDetail, EventResult } from '@rr/contracts';
import { useEventPayouts } from '../api/get-event-payouts';
import { groupResults } from '../lib/payout-table';
import { linePayouts, type LinePayout } from '../lib/result-payouts';
import { PlaceLabel } from './place-label';

const BADGE = { paid: 'rr-badge rr-badge--success', pending: 'rr-badge rr-badge--warning', notPaid: 'rr-badge' } as const;
const LOT_TYPE = { cash: 'public.event.payout.type.cash', credit: 'public.event.payout.type.credit', bonus: 'public.event.payout.type.bonus' } as const;

/** Until the decisions are here: nothing that could be read as an amount. */
function Placeholder({ labelled = false }: { labelled?: boolean }) {
  return (
    <>
      <span className="rr-muted" aria-hidden="true">…</span>
      {labelled ? <span className="rr-visually-hidden"><FormattedMessage id="public.event.payout.loading" /></span> : null}
    </>
  );
}

/** Paid, waiting (and why), not paid (and why), or being checked: the payout rules' word on the line. */
function PayoutStatus({ payout }: { payout: LinePayout }) {
  switch (payout.state) {
    case 'loading':
      return <Placeholder labelled />;
    case 'unavailable':
      return <span className="rr-muted">—</span>;
    case 'checking':
      return <span className="rr-muted"><FormattedMessage id="public.event.payout.state.checking" /></span>;
    case 'decided': {
      const { decision } = payout;
      return (
        <span className="pub-payout-cell">
          <span className={BADGE[decision.outcome]}>
            <FormattedMessage id={`public.event.payout.state.${decision.outcome}`} />
          </span>
          {decision.outcome !== 'paid' ? (
            <span className="rr-muted pub-payout-cell__note"><FormattedMessage id={`public.event.payout.reason.${decision.reason}`} /></span>
          ) : null}
        </span>
      );
    }
  }
}

/** What the line was paid and how (cash, dealer credit, bonus credit); no amount for a line that was not paid. */
function PayoutAmount({ payout }: { payout: LinePayout }) {
  const format = useFormat();
  if (payout.state === 'loading') return <Placeholder />;
  const decision = payout.state === 'decided' ? payout.decision : null;
  if (!decision || decision.outcome !== 'paid' || decision.amountCents === null) return <span className="rr-muted">—</span>;
  return (
    <span className="pub-payout-cell pub-payout-cell--end">
      <strong>{format.money(decision.amountCents, decision.currency)}</strong>
      <span className="rr-muted pub-payout-cell__note"><FormattedMessage id={LOT_TYPE[decision.lotType ?? 'cash']} /></span>
    </span>
  );
}

/**
 * Published results, one table per class, in finishing order, each line with what the payout rules decided for it
 * (`payoutOf`). The events service's own reckoning of a line's payout is never shown: only the payouts service knows
 * what was paid.
 */
export function ResultsTable({ results, payoutOf }: { results: readonly EventResult[]; payoutOf: (resultId: string) => LinePayout }) {
  const intl = useIntl();
  const dash = <span className="rr-muted">—</span>;
  const columns: DataColumn<EventResult, ReactNode>[] = [
    {
      id: 'place',
      header: <FormattedMessage id="public.event.results.place" />,
      cell: (result) => (result.place > 0 ? <PlaceLabel place={result.place} /> : result.resultType || dash),
    },
    {
      id: 'riderName',
      header: <FormattedMessage id="public.event.results.rider" />,
      cell: (result) => <strong>{result.riderName}</strong>,
      // On a phone the status column steps aside (four columns do not fit 390 px beside the kept Payout column), so
      // the rules' word on the line is said under the rider's name instead.
      phoneNote: (result) => <PayoutStatus payout={payoutOf(result._id)} />,
    },
    { id: 'bike', header: <FormattedMessage id="public.event.results.bike" />, secondary: true, cell: (result) => result.bike || dash },
    { id: 'hometown', header: <FormattedMessage id="public.event.results.hometown" />, secondary: true, cell: (result) => result.hometown || dash },
    { id: 'status', header: <FormattedMessage id="public.event.results.status" />, secondary: true, cell: (result) => <PayoutStatus payout={payoutOf(result._id)} /> },
    {
      id: 'payout',
      header: <FormattedMessage id="public.event.results.payout" />,
      align: 'right',
      stickyEnd: true,
      cell: (result) => <PayoutAmount payout={payoutOf(result._id)} />,
    },
  ];
  const startOpen = results.length <= OPEN_CLASSES_UP_TO;
  return (
    <div className="rr-stack">
      {groupResults(results).map((group) => (
        <ClassResults
          key={`${group.className}|${group.resultType ?? ''}`}
          className={group.resultType ? `${group.className} · ${intl.formatMessage({ id: `public.event.results.race.${group.resultType}`, defaultMessage: group.resultType })}` : group.className}
          results={group.results}
          columns={columns}
          startOpen={startOpen}
        />
      ))}
    </div>
  );
}

/** Lines of a class's table per page; up to OPEN_CLASSES_UP_TO lines every class starts open, past that each starts as its summary. */
const LINES_PER_PAGE = 25;
const OPEN_CLASSES_UP_TO = 200;

/**
 * One class: its name and number of riders always, its table a page at a time while open. A 2,000-line event draws a
 * line per class first, not two thousand rows.
 */
function ClassResults({ className, results, columns, startOpen }: { className: string; results: EventResult[]; columns: DataColumn<EventResult, ReactNode>[]; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const [page, setPage] = useState(1);
  const panelId = useId();
  const { items: rows, pages, current } = pageOf(results, page, LINES_PER_PAGE);
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <section className="pub-results-group">
      <h3 className="pub-results-group__title">
        <button type="button" className="pub-results-group__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <Chevron aria-hidden="true" className="rr-icon" />
          {className}
          <span className="rr-muted pub-results-group__count">
            <FormattedMessage id="public.event.results.classCount" values={{ count: results.length }} />
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="rr-stack">
        {open ? (
          <>
            <Table caption={className} columns={columns} rows={rows} rowKey={(result) => result._id} />
            <Pagination page={current} pages={pages} onChange={setPage} />
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The event's results with the payout rules' decision on each line, asked of the payouts service beside the event.
 * The results show at once; each line's payout follows.
 */
export function EventResults({ event }: { event: Pick<EventDetail, '_id' | 'results' | 'resultsVersion'> }) {
  const payouts = useEventPayouts(event._id, event.resultsVersion, event.results.length > 0);
  return (
    <div className="rr-stack">
      {payouts.isError && payouts.data === undefined ? (
        <p className="rr-muted rr-flush" role="status">
          <FormattedMessage id="public.event.payout.loadFailed" />
        </p>
      ) : null}
      <ResultsTable results={event.results} payoutOf={linePayouts(payouts, event.resultsVersion)} />
    </div>
  );
}
