import type { LeanEvent, RecentPayout, ReportSummary, SummaryCurrency } from '@rr/contracts';
import { paths } from '@rr/contracts/routes';
import { Alert, Button, Card, TextLink, apiErrorText, useFormat } from '@rr/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RECENT_LIMIT, useAttentionCount, useContingencyHeadline, useDashboardSummary, useRecentEvents, useRecentPayouts, type AttentionItem } from '../api/dashboard';
import { chartSeries } from '../lib/chart';
import { ContingencyChart } from './contingency-chart';
import '../dashboard.css';

const NO_VALUE = '—';

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.dashboard.${id}` }, values);
}

/** A part that could not be read: what failed and a retry, in that part's place; the rest of the page stays. */
function PartError({ error, retry }: { error: unknown; retry: () => unknown }) {
  const intl = useIntl();
  const t = useT();
  return (
    <Alert tone="error" title={t('partError')}>
      <p className="adm-alert-text">{apiErrorText(intl, error)}</p>
      <Button variant="secondary" size="sm" onClick={() => void retry()}>
        {intl.formatMessage({ id: 'ui.query.retry' })}
      </Button>
    </Alert>
  );
}

/**
 * The contingency headline (as on the public home page): every upcoming event's posted contingency, the largest
 * currency in big type and any other after a plus in the label. Its two lines are kept while it loads.
 */
function ContingencyCard() {
  const t = useT();
  const format = useFormat();
  const headline = useContingencyHeadline();
  const [largest, ...others] = headline.data?.totals ?? [];
  return (
    <Card title={t('contingency.title')}>
      {headline.error && !headline.data ? (
        <PartError error={headline.error} retry={headline.refetch} />
      ) : (
        <div className="adm-dash-headline" aria-busy={headline.data ? undefined : true}>
          <p className="adm-dash-headline__value">{headline.data ? (largest ? format.money(largest.cents, largest.currency) : format.money(0, headline.data.currency)) : '\u00a0'}</p>
          <p className="adm-dash-headline__label rr-muted">
            {headline.data ? (
              <>
                {others.length > 0 ? `+ ${format.moneyTotals(others)} ` : ''}
                {t('contingency.label', { events: headline.data.events })}
              </>
            ) : (
              '\u00a0'
            )}
          </p>
        </div>
      )}
    </Card>
  );
}

const ATTENTION: Array<{ item: AttentionItem; href: () => string }> = [
  { item: 'lateResults', href: () => paths.admin.lateResultsEvents() },
  { item: 'openClaims', href: () => `${paths.admin.payoutClaims()}?status=open` },
  // `year=` (no season) matches the count: pending applications of every season.
  { item: 'pendingApplications', href: () => `${paths.admin.promoterApplications()}?status=pending&year=` },
  // Staff's queue of every line to match across events, whose total the count is.
  { item: 'matchExceptions', href: () => paths.admin.exceptions() },
];

function AttentionRow({ item, href }: { item: AttentionItem; href: () => string }) {
  const t = useT();
  const count = useAttentionCount(item);
  const value = count.data?.total;
  return (
    <li className="adm-attention__item">
      <TextLink to={href()}>{t(`attention.${item}`)}</TextLink>
      {value !== undefined ? (
        <span className={value > 0 ? 'rr-badge rr-badge--warning' : 'rr-badge'}>{value}</span>
      ) : count.error ? (
        <span className="adm-attention__failed">
          {t('attention.failed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void count.refetch()}>
            {t('retry')}
          </Button>
        </span>
      ) : (
        <span className="rr-badge">
          <span aria-hidden="true">…</span>
          <span className="rr-visually-hidden">{t('loading')}</span>
        </span>
      )}
    </li>
  );
}

/** What needs attention today: counts with the way to each list. */
function AttentionCard() {
  const t = useT();
  return (
    <Card title={t('attention.title')}>
      <ul className="adm-attention">
        {ATTENTION.map(({ item, href }) => (
          <AttentionRow key={item} item={item} href={href} />
        ))}
      </ul>
    </Card>
  );
}

// Refunds on their own row, on the day they were made: redemptions are never lowered by a later refund.
const MONEY_ROWS = ['available', 'earned', 'earnRate', 'redeemed', 'refunded', 'redemptionRate'] as const;
type MoneyRow = (typeof MONEY_ROWS)[number];

/**
 * The summary figures of spec §3 for this year: counts, then each money figure in a column per currency (never
 * added across currencies); rates follow spec §5 (a ratio as a whole percent, rounded down). One row per figure
 * whatever the currencies, so the card's height does not depend on the answer.
 */
function FiguresCard({ summary }: { summary: ReturnType<typeof useDashboardSummary> }) {
  const t = useT();
  const format = useFormat();
  const data = summary.data;
  const cell = (row: SummaryCurrency, figure: MoneyRow) => {
    if (figure === 'earnRate' || figure === 'redemptionRate') return row[figure] === null ? NO_VALUE : format.ratioPercent(row[figure]);
    return format.money(row[figure], row.currency);
  };
  // No currency yet (loading, or nothing in the range): one column of dashes keeps the table's shape.
  const columns: Array<SummaryCurrency | null> = data && data.currencies.length > 0 ? data.currencies : [null];
  const counts: Array<['riders' | 'events' | 'months', number | undefined]> = [
    ['riders', data?.riders],
    ['events', data?.events],
    ['months', data?.months],
  ];
  return (
    <Card
      title={t('figures.title')}
      className="adm-dash__wide"
      actions={<TextLink to={paths.admin.summary()}>{t('figures.report')}</TextLink>}
    >
      <p className="adm-dash__range rr-muted">{data ? t('figures.range', { range: format.dateRange(data.range.startDate, data.range.endDate) }) : '\u00a0'}</p>
      {summary.error && !data ? (
        <PartError error={summary.error} retry={summary.refetch} />
      ) : (
        <div className="adm-figures" aria-busy={data ? undefined : true}>
          <dl className="adm-summary adm-figures__counts">
            {counts.map(([key, value]) => (
              <div key={key} className="adm-summary__item">
                <dt>{t(`figures.${key}`)}</dt>
                <dd>{value ?? NO_VALUE}</dd>
              </div>
            ))}
          </dl>
          <div className="adm-figures__money" role="region" aria-label={t('figures.money')} tabIndex={0}>
            <table className="adm-figures__table">
              <caption className="rr-visually-hidden">{t('figures.money')}</caption>
              <thead>
                <tr>
                  <td />
                  {columns.map((row) => (
                    <th key={row?.currency ?? 'loading'} scope="col">
                      {row?.currency ?? NO_VALUE}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {MONEY_ROWS.map((figure) => (
                  <tr key={figure}>
                    <th scope="row">{t(`figures.${figure}`)}</th>
                    {columns.map((row) => (
                      <td key={row?.currency ?? 'loading'}>{row ? cell(row, figure) : NO_VALUE}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Card>
  );
}

/** The contingency chart (spec §9), from the same summary answer. */
function ChartCard({ summary }: { summary: ReturnType<typeof useDashboardSummary> }) {
  const t = useT();
  const data: ReportSummary | undefined = summary.data;
  return (
    <Card title={t('chart.title')} className="adm-dash__wide" actions={<TextLink to={paths.admin.summary()}>{t('figures.report')}</TextLink>}>
      {summary.error && !data ? <PartError error={summary.error} retry={summary.refetch} /> : <ContingencyChart series={data ? chartSeries(data) : null} />}
    </Card>
  );
}

/** A list of up to five rows whose space is kept while it loads (each row is one line of title and one of detail). */
function RecentList<T>({ query, empty, row }: { query: { data?: T[]; error: unknown; refetch: () => unknown }; empty: string; row: (item: T) => ReactNode }) {
  const t = useT();
  if (query.error && !query.data) return <PartError error={query.error} retry={query.refetch} />;
  return (
    <ul className="adm-recent" aria-busy={query.data ? undefined : true}>
      {query.data ? query.data.length > 0 ? query.data.slice(0, RECENT_LIMIT).map(row) : <li className="rr-muted">{empty}</li> : <li className="rr-muted">{t('loading')}</li>}
    </ul>
  );
}

function RecentEventsCard() {
  const t = useT();
  const format = useFormat();
  const events = useRecentEvents();
  const row = (event: LeanEvent) => (
    <li key={event._id} className="adm-recent__item">
      <span className="adm-recent__main">
        <TextLink to={paths.admin.event(event._id)}>{event.title}</TextLink>
        {event.canceled ? <span className="rr-badge rr-badge--danger">{t('events.canceled')}</span> : null}
      </span>
      <span className="adm-recent__sub rr-muted">{[format.dateRange(event.startDate, event.endDate), [event.city, event.state, event.country].filter(Boolean).join(', ')].join(' · ')}</span>
    </li>
  );
  return (
    <Card title={t('events.title')} actions={<TextLink to={paths.admin.events()}>{t('events.all')}</TextLink>}>
      <RecentList query={{ data: events.data?.events, error: events.error, refetch: events.refetch }} empty={t('events.empty')} row={row} />
    </Card>
  );
}

function RecentPayoutsCard() {
  const t = useT();
  const format = useFormat();
  const payouts = useRecentPayouts();
  const row = (payout: RecentPayout) => (
    <li key={payout._id} className="adm-recent__item">
      <span className="adm-recent__main">
        <TextLink to={paths.admin.rider(payout.riderId)}>{payout.riderName}</TextLink>
        <strong className="adm-recent__amount">{format.money(payout.amount, payout.currency)}</strong>
      </span>
      <span className="adm-recent__sub rr-muted">{[t(`payouts.type.${payout.type}`), payout.eventTitle, format.date(payout.awardedAt)].filter(Boolean).join(' · ')}</span>
    </li>
  );
  return (
    <Card title={t('payouts.title')}>
      <RecentList query={{ data: payouts.data?.payouts, error: payouts.error, refetch: payouts.refetch }} empty={t('payouts.empty')} row={row} />
    </Card>
  );
}

/**
 * The administrators' dashboard below the welcome: the contingency headline, what needs attention
 * today, this year's summary figures and contingency chart, recent events and payouts. Each part reads on its own and
 * fails on its own; each keeps its height while it loads, so the page does not jump as the answers arrive.
 */
export function Dashboard() {
  const summary = useDashboardSummary();
  return (
    <div className="adm-dash">
      <ContingencyCard />
      <AttentionCard />
      <FiguresCard summary={summary} />
      <ChartCard summary={summary} />
      <RecentEventsCard />
      <RecentPayoutsCard />
    </div>
  );
}
