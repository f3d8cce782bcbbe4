import { publicPaths, type SerieAnswer } from '@rr/contracts';
import { isMissing } from '@rr/api-client';
import { useParams } from '@rr/router';
import { localeAtom } from '@rr/session';
import { Alert, ButtonLink, Card, PageHeader, PageLoading, Table, TextLink, apiErrorText, useFormat, type DataColumn } from '@rr/ui';
import { payoutReasonMessage } from '@rr/ui/payout-reason';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@rr/contracts';
import { EventList } from '../../../lib/event-list';
import { useMyEvents } from '../../../lib/events-api';
import { FavouriteToggle } from '../../../lib/favourite-toggle';
import { EarningAmount } from '../../../lib/money-parts';
import { useEarnings } from '../../../lib/money-api';
import { useSerie, useSeriesStanding } from '../../../lib/programme-api';
import { riderMarks } from '../../../lib/rider-marks';
import { StandingCard } from '../../../lib/standing-card';
import { programmeToday } from '@rr/contracts/programme-calendar';
import { isOver, upcomingFirst } from '../../../lib/upcoming-first';
import { seriesMoney, seriesResults, type SeriesResultRow } from '../../../lib/series-results';
import '../../../lib/rider-pages.css';
import '../serie.css';
import { CreditTiming } from './credit-timing';

/**
 * /auth/rider/serie/{seriesId} (spec §2 rider "serie/{seriesId}"): a series as the rider sees it —
 * where it runs and what it pays (dealer credit at the series' end), the rider's standing in it, their results and
 * earnings at its events, its events (upcoming first) with the favourite star, and the series' own favourite mark.
 */
export function SeriePage() {
  const { seriesId = '' } = useParams();
  const intl = useIntl();
  const serie = useSerie(seriesId);
  if (serie.isPending) return <PageLoading />;
  if (!serie.data) {
    return (
      <div className="rdr-page">
        <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.serie.title" />} />
        <Alert tone="error">{isMissing(serie.error) ? intl.formatMessage({ id: 'rider.serie.notFound' }) : apiErrorText(intl, serie.error)}</Alert>
        <p>
          <TextLink to={paths.rider.series()}>
            <FormattedMessage id="rider.serie.back" />
          </TextLink>
        </p>
      </div>
    );
  }
  return <SerieDetail answer={serie.data} />;
}

function SerieDetail({ answer: { serie, events, end } }: { answer: SerieAnswer }) {
  const intl = useIntl();
  const format = useFormat();
  const site = publicPaths(useAtomValue(localeAtom));
  const mine = useMyEvents();
  const marks = riderMarks(mine.data);
  const earnings = useEarnings('lifetime');
  const standing = useSeriesStanding(serie.active ? serie._id : null);
  const today = programmeToday();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.serie.${id}` }, values);
  const ordered = upcomingFirst(events, today);
  const coming = ordered.filter((event) => !isOver(event, today));
  const past = ordered.filter((event) => isOver(event, today));
  const upcoming = coming.filter((event) => !event.canceled).length;
  const eventIds = events.map((event) => event._id);
  const titles = new Map(events.map((event) => [event._id, event]));
  const lifetime = earnings.data?.earnings ?? [];
  const totals = seriesMoney(lifetime, new Set(eventIds));
  const results = seriesResults(standing.data?.finishes ?? [], lifetime, eventIds);
  const where = [serie.state, intl.formatDisplayName(serie.country, { type: 'region' }) ?? serie.country].filter(Boolean).join(', ');
  // What the rider did at the event and what the payout rules said of it: a column on a wide screen, a note on a phone.
  const resultOf = (row: SeriesResultRow) => (
    <span className="rdr-serie-result">
      {row.finish ? (
        <>
          <strong>{t('classPlace', { className: row.finish.className, place: row.finish.place })}</strong>
          <span className="rr-muted">
            {row.finish.status !== 'finished' ? t(`status.${row.finish.status}`) : row.finish.counted ? t('points', { points: row.finish.points }) : t('notCounted')}
          </span>
        </>
      ) : (
        <strong>{row.earning?.className ?? row.earning?.eventTitle}</strong>
      )}
      {row.earning ? (
        <span className="rr-muted">
          <FormattedMessage {...payoutReasonMessage(row.earning)} />
        </span>
      ) : null}
    </span>
  );
  const columns: DataColumn<SeriesResultRow>[] = [
    {
      id: 'event',
      header: t('col.event'),
      cell: (row) => {
        const event = titles.get(row.eventId);
        return (
          <span className="rdr-serie-result">
            <TextLink to={paths.rider.event(row.eventId)}>{event?.title ?? row.earning?.eventTitle ?? ''}</TextLink>
            <span className="rr-muted">{format.date(event?.startDate ?? row.earning?.date ?? null)}</span>
          </span>
        );
      },
      phoneNote: (row) => resultOf(row),
    },
    // On a phone the result steps aside and is said under the event: three columns of sentences do not fit 390 px
    // beside the kept Amount column in the longer languages.
    { id: 'result', header: t('col.result'), secondary: true, cell: (row) => resultOf(row) },
    {
      id: 'amount',
      header: t('col.amount'),
      align: 'right',
      stickyEnd: true,
      cell: (row) => (row.earning ? <EarningAmount earning={row.earning} className="rdr-serie-amount" /> : <span className="rr-muted">{t('noDecision')}</span>),
    },
  ];

  return (
    <div className="rdr-page">
      <PageHeader
        eyebrow={serie.category ? serie.category.name : <FormattedMessage id="rider.area" />}
        title={serie.name}
        description={where}
        actions={
          <>
            {marks.loaded && serie.active ? <FavouriteToggle kind="series" id={serie._id} name={serie.name} favourite={marks.favouriteSeries.has(serie._id)} /> : null}
            <ButtonLink variant="secondary" size="sm" to={site.serie(serie._id)}>
              {t('publicPage')}
            </ButtonLink>
          </>
        }
      />
      {!serie.active ? <Alert tone="warning">{t('inactive')}</Alert> : null}
      <div className="rdr-two">
        <Card title={t('about')}>
          <dl className="rdr-facts">
            <div>
              <dt>{t('events')}</dt>
              <dd>{t('eventCount', { count: events.length, upcoming })}</dd>
            </div>
            {serie.races ? (
              <div>
                <dt>{t('races')}</dt>
                <dd>{serie.races}</dd>
              </div>
            ) : null}
            {serie.bonus > 0 ? (
              <div>
                <dt>{t('bonus')}</dt>
                <dd>{format.money(serie.bonus, serie.currency)}</dd>
              </div>
            ) : null}
            <CreditTiming end={end} />
          </dl>
          {serie.notes ? <p className="rdr-prewrap">{serie.notes}</p> : null}
        </Card>
        {serie.active ? <StandingCard seriesId={serie._id} /> : null}
      </div>
      <Card title={t('yourResults')} padded={false}>
        {totals.length > 0 ? (
          <dl className="rdr-facts rdr-serie-totals">
            {totals.map((money) => (
              <div key={money.currency} className="rdr-serie-totals__group">
                <dt>{t('earned', { currency: money.currency })}</dt>
                <dd>
                  {[
                    money.cash > 0 ? t('cash', { amount: format.money(money.cash, money.currency) }) : '',
                    money.credit > 0 ? t('credit', { amount: format.money(money.credit, money.currency) }) : '',
                    money.pending > 0 ? t('pending', { amount: format.money(money.pending, money.currency) }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {(earnings.isError && !earnings.data) || (standing.isError && !standing.data) ? (
          <div className="rdr-serie-pad">
            <Alert tone="error">{apiErrorText(intl, earnings.error ?? standing.error)}</Alert>
          </div>
        ) : (
          <Table
            columns={columns}
            rows={results}
            rowKey={(row) => row.key}
            loading={earnings.isPending || (serie.active && standing.isPending)}
            caption={t('yourResults')}
            empty={<span className="rr-muted">{t('noResults')}</span>}
          />
        )}
      </Card>
      <section aria-labelledby="rdr-serie-events" className="rdr-list">
        <h2 className="rdr-section-title" id="rdr-serie-events">
          {t('eventsTitle')}
        </h2>
        {ordered.length === 0 ? <p className="rr-muted">{t('noEvents')}</p> : null}
        {coming.length > 0 ? (
          <>
            <h3 className="rdr-subsection-title">{t('comingTitle')}</h3>
            <EventList events={coming} marks={marks} showSeries={false} />
          </>
        ) : null}
        {past.length > 0 ? (
          <>
            <h3 className="rdr-subsection-title">{t('pastTitle')}</h3>
            <EventList events={past} marks={marks} showSeries={false} />
          </>
        ) : null}
      </section>
    </div>
  );
}
