import { paths, publicPaths, type EventClass } from '@rr/contracts';
import { useParams } from '@rr/router';
import { localeAtom } from '@rr/session';
import { Alert, ButtonLink, Card, PageHeader, PageLoading, Table, TextLink, apiErrorText, useFormat, type DataColumn } from '@rr/ui';
import { payoutReasonMessage, withholdingMessage } from '@rr/ui/payout-reason';
// A history is shown by few pages: its own module, outside the kit's shared entry.
import { EarningHistory } from '@rr/ui/earning-history';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMyClaims } from '../../../lib/claims-api';
import { useEventDetail, useMyEvents } from '../../../lib/events-api';
import { FavouriteToggle } from '../../../lib/favourite-toggle';
import { EarningAmount } from '../../../lib/money-parts';
import { useEarnings } from '../../../lib/money-api';
import { riderMarks } from '../../../lib/rider-marks';
import { useSeriesStanding } from '../../../lib/programme-api';
import { seriesResults } from '../../../lib/series-results';
import { StandingCard } from '../../../lib/standing-card';
import '../../../lib/rider-pages.css';
import '../event.css';

/**
 * /auth/rider/event/{eventId} (spec §2): an event as the rider sees it — when and
 * where, what each class pays, and the rider's own results there, each paid, waiting, not paid or removed with its
 * reason, the tax withheld and, once corrected, what its money did; when nothing was paid and the claim window is
 * open, the way to claim; the favourite mark, and the rider's standing in the event's series.
 */
export function EventPage() {
  const { eventId = '' } = useParams();
  const intl = useIntl();
  const format = useFormat();
  const site = publicPaths(useAtomValue(localeAtom));
  const event = useEventDetail(eventId);
  const mine = useEarnings('lifetime', eventId);
  const claims = useMyClaims();
  const marks = riderMarks(useMyEvents().data);
  const seriesId = event.data?.series?.active ? event.data.series._id : null;
  const standing = useSeriesStanding(seriesId);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.event.${id}` }, values);

  if (event.isPending) return <PageLoading />;
  if (!event.data)
    return (
      <div className="rdr-page">
        <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.event.title" />} />
        <Alert tone="error">{apiErrorText(intl, event.error)}</Alert>
      </div>
    );
  const e = event.data.event;
  const claimable = claims.data?.claimableEvents?.find((c) => c.eventId === eventId) ?? null;
  // The rider's finishes here (from the series standing, for an event of a series) with what the payout rules decided.
  const results = seriesResults((standing.data?.finishes ?? []).filter((finish) => finish.eventId === eventId), mine.data?.earnings ?? [], [eventId]);
  const classes: DataColumn<EventClass>[] = [
    { id: 'name', header: t('col.class'), cell: (c) => c.name },
    { id: 'type', header: t('col.type'), secondary: true, cell: (c) => t(`payoutType.${c.payoutType}`) },
    { id: 'places', header: t('col.places'), align: 'right', secondary: true, cell: (c) => c.places.filter((cents) => cents > 0).length },
    { id: 'total', header: t('col.total'), align: 'right', stickyEnd: true, cell: (c) => format.money(c.total, e.currency) },
  ];

  return (
    <div className="rdr-page">
      <PageHeader
        eyebrow={<FormattedMessage id="rider.area" />}
        title={e.title}
        description={`${format.dateRange(e.startDate, e.endDate)} · ${[e.city, e.state].filter(Boolean).join(', ')}`}
        actions={
          <>
            {marks.loaded && e.active && !e.canceled ? <FavouriteToggle kind="event" id={e._id} name={e.title} favourite={marks.favouriteEvents.has(e._id)} /> : null}
            <ButtonLink variant="secondary" size="sm" to={site.event(e._id)}>
              {t('publicPage')}
            </ButtonLink>
          </>
        }
      />
      {e.canceled ? <Alert tone="warning">{t('canceled')}</Alert> : null}
      <Card title={t('yourResults')}>
        {mine.isError && !mine.data ? (
          <Alert tone="error">{apiErrorText(intl, mine.error)}</Alert>
        ) : results.length === 0 ? (
          <p className="rr-muted">{mine.isPending || (seriesId !== null && standing.isPending) ? '…' : t('noResults')}</p>
        ) : (
          <ul className="rdr-event-results">
            {results.map(({ key, finish, earning }) => {
              const className = finish?.className ?? earning?.className ?? null;
              const place = finish?.place ?? earning?.place ?? 0;
              const withholding = earning ? withholdingMessage(earning, format.money) : null;
              return (
                <li key={key} className="rdr-event-result">
                  <span>
                    <strong>{className ? t('classPlace', { className, place }) : earning?.eventTitle}</strong>
                    <span className="rdr-event-result__why">
                      {earning ? (
                        <>
                          <FormattedMessage {...payoutReasonMessage(earning)} />
                          {withholding ? ` · ${t(withholding.key, withholding.values)}` : ''}
                        </>
                      ) : finish && finish.status !== 'finished' ? (
                        t(`status.${finish.status}`)
                      ) : (
                        t('noDecision')
                      )}
                    </span>
                    {earning ? <EarningHistory earning={earning} /> : null}
                  </span>
                  {earning ? <EarningAmount earning={earning} className="rdr-event-result__amount" /> : <span className="rr-muted">—</span>}
                </li>
              );
            })}
          </ul>
        )}
        {claimable ? (
          <p className="rdr-event-claim">
            {t('claimOpen', { date: format.date(claimable.deadline) })} <TextLink to={paths.rider.earnings()}>{t('claimLink')}</TextLink>
          </p>
        ) : null}
      </Card>
      {seriesId && e.series ? <StandingCard seriesId={seriesId} seriesName={e.series.name} /> : null}
      <Card title={t('payouts', { amount: format.money(e.contingencyAmount, e.currency) })} padded={false}>
        <Table columns={classes} rows={e.classes} rowKey={(c) => c._id} caption={t('payoutsCaption')} empty={t('noClasses')} />
      </Card>
    </div>
  );
}
