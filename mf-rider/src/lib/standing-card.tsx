import { paths } from '@rr/contracts';
import { Alert, Card, TextLink, apiErrorText } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSeriesStanding } from './programme-api';
import './standing-card.css';

/**
 * The rider's standing in a series, per class they finished: their place among the programme's
 * riders, points (and the leader's), wins and races. Provisional until the series is finished: the champions are
 * decided after the final race (spec §4). On an event page (`seriesName` given) the title names the series and links to it.
 */
export function StandingCard({ seriesId, seriesName }: { seriesId: string; seriesName?: string }) {
  const intl = useIntl();
  const standing = useSeriesStanding(seriesId);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.standing.${id}` }, values);
  const title = seriesName ? t('titleOf', { series: seriesName }) : t('title');
  const data = standing.data;
  return (
    <Card
      title={title}
      actions={
        seriesName ? (
          <TextLink to={paths.rider.serie(seriesId)}>
            <FormattedMessage id="rider.standing.seriesLink" />
          </TextLink>
        ) : undefined
      }
    >
      {standing.isError && !data ? (
        <Alert tone="error">{apiErrorText(intl, standing.error)}</Alert>
      ) : !data ? (
        <p className="rr-muted">{intl.formatMessage({ id: 'ui.spinner.loading' })}</p>
      ) : data.standings.length === 0 ? (
        <p className="rr-muted">{t(data.eventsWithResults === 0 ? 'noResultsYet' : 'none')}</p>
      ) : (
        <>
          <ul className="rdr-standings">
            {data.standings.map((row) => (
              <li key={row.className} className="rdr-standing">
                <span className="rdr-standing__place" aria-hidden="true">
                  {t('placeShort', { place: row.place })}
                </span>
                <span className="rdr-standing__body">
                  <strong>{t('place', { className: row.className, place: row.place, riders: row.riders })}</strong>
                  <span className="rdr-standing__facts">
                    {t('points', { points: row.points })}
                    {row.place > 1 ? ` · ${t('behind', { points: row.leaderPoints - row.points })}` : ''}
                    {` · ${t('wins', { count: row.wins })} · ${t('races', { count: row.races, total: data.eventsWithResults })}`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p className="rdr-standing__note rr-muted">{t(data.finished ? 'final' : 'provisional')}</p>
        </>
      )}
    </Card>
  );
}
