import { paths, publicPaths } from '@rr/contracts/routes';
import { SeriesBonusForm, SeriesEndCard, deadlineStatus, resultsOwed, usePromoterEvents, usePromoterSeries, useSerieDetail } from '@rr/event-tools';
import { useParams } from '@rr/router';
import { localeAtom } from '@rr/session';
import type { Series } from '@rr/contracts';
import { Alert, ButtonLink, Card, PageHeader, QueryState, Table, TextLink, useFormat } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePromoterId } from '../../../lib/use-promoter-id';
import { eventColumns } from '../../../components/event-columns';
import { NewSerie } from './new-serie';
import { SeriesForm } from './series-form';

/** The id that opens the series page as the create form: the promoter series page with `new` for its id. */
export const NEW_SERIES = 'new';

/**
 * The promoter series page (`paths.promoter.serie(id)`): one of the promoter's series (where it runs, its season, its
 * bonus and dealer credit, whether staff have reviewed it) with its events in date order and where each one's results
 * stand, adding an event to it (spec §2 "add event to series"), what the application it was set up from said and its
 * tracks, editing it, and its end: planned rounds, how many have results, when dealer credit and the bonus are paid,
 * and its close. A series that is not the promoter's is said not to be found; `new` is the create form.
 */
export function SeriePage() {
  const { seriesId = '' } = useParams();
  return seriesId === NEW_SERIES ? <NewSerie /> : <OwnSerie key={seriesId} seriesId={seriesId} />;
}

function OwnSerie({ seriesId }: { seriesId: string }) {
  const format = useFormat();
  const intl = useIntl();
  const promoterId = usePromoterId();
  const series = usePromoterSeries(promoterId);
  const events = usePromoterEvents(promoterId);
  const detail = useSerieDetail(seriesId);
  const site = publicPaths(useAtomValue(localeAtom));
  const back = (
    <TextLink to={paths.promoter.home()}>
      <FormattedMessage id="promoter.backHome" />
    </TextLink>
  );
  return (
    <QueryState query={series}>
      {(data) => {
        const s = data.series.find((one) => one._id === seriesId);
        if (!s) {
          return (
            <div className="pro-page">
              <PageHeader eyebrow={back} title={<FormattedMessage id="promoter.serie.missing" />} description={<FormattedMessage id="promoter.serie.missingLead" />} />
            </div>
          );
        }
        const facts = [
          [s.state, s.country].filter(Boolean).join(', '),
          s.discipline ? intl.formatMessage({ id: `eventTools.raceStyle.${s.discipline}` }) : null,
          s.seasonYear ? <FormattedMessage key="season" id="promoter.serie.season" values={{ year: s.seasonYear }} /> : null,
          s.bonus > 0 ? <FormattedMessage key="bonus" id="promoter.serie.bonus" values={{ amount: format.money(s.bonus, s.currency) }} /> : null,
          s.initialValue > 0 ? <FormattedMessage key="credit" id="promoter.serie.credit" values={{ amount: format.money(s.initialValue, s.currency) }} /> : null,
          s.reviewStatus === 'pending' ? (
            <span key="pending" className="rr-badge rr-badge--warning">
              <FormattedMessage id="promoter.serie.pending" />
            </span>
          ) : !s.active ? (
            <FormattedMessage key="inactive" id="promoter.serie.inactive" />
          ) : null,
        ].filter(Boolean);
        return (
          <div className="pro-page">
            <PageHeader
              eyebrow={back}
              title={s.name}
              description={
                <span className="pro-header-facts">
                  {facts.map((fact, i) => (
                    <span key={i}>{fact}</span>
                  ))}
                </span>
              }
              actions={
                <ButtonLink to={`${paths.promoter.event('new')}?seriesId=${encodeURIComponent(s._id)}`}>
                  <CalendarPlus className="rr-icon" aria-hidden="true" />
                  <FormattedMessage id="promoter.serie.addEvent" />
                </ButtonLink>
              }
            />
            {s.reviewStatus === 'pending' ? (
              <Alert tone="info">
                <FormattedMessage id="promoter.serie.pendingLead" />
              </Alert>
            ) : null}
            {s.notes && <p className="pro-lead pro-notes">{s.notes}</p>}
            <SeriesBackground serie={s} />
            <Card title={<FormattedMessage id="promoter.serie.events" />}>
              <QueryState query={events}>
                {(list) => {
                  const rows = list.events.filter((e) => e.seriesId === s._id).sort((a, b) => a.startDate.localeCompare(b.startDate));
                  const statuses = rows.map((e) => deadlineStatus(e.deadline, e.canceled));
                  return (
                    <div className="rr-stack">
                      {rows.length > 0 && (
                        <p className="rr-muted pro-lead">
                          <FormattedMessage
                            id="promoter.serie.summary"
                            values={{ events: rows.length, resultsIn: statuses.filter((st) => st.kind === 'in').length, owed: statuses.filter(resultsOwed).length, races: s.races ?? rows.length }}
                          />
                        </p>
                      )}
                      <Table
                        columns={eventColumns(format)}
                        rows={rows}
                        rowKey={(e) => e._id}
                        caption={<FormattedMessage id="promoter.serie.events" />}
                        empty={<FormattedMessage id="promoter.serie.noEvents" />}
                      />
                    </div>
                  );
                }}
              </QueryState>
            </Card>
            <Card title={<FormattedMessage id="eventTools.seriesEnd.title" />}>
              <QueryState query={detail}>{(answer) => <SeriesEndCard answer={answer} />}</QueryState>
            </Card>
            <Card title={<FormattedMessage id="eventTools.seriesBonus.title" />}>
              <SeriesBonusForm key={`${s._id}:${s.bonus}`} serie={s} />
            </Card>
            <Card title={<FormattedMessage id="promoter.serie.edit" />}>
              <SeriesForm key={`${s._id}:${s.name}:${s.seasonYear ?? ''}`} promoterId={promoterId} serie={s} seasons={data.approvedSeasons} onSaved={() => undefined} />
            </Card>
            <p className="rr-muted pro-small">
              <FormattedMessage id="promoter.serie.staffNote" values={{ link: (chunks: ReactNode[]) => <TextLink to={site.contact()}>{chunks}</TextLink> }} />
            </p>
          </div>
        );
      }}
    </QueryState>
  );
}

/**
 * What the series' application said that a series has no field for (its season, entries per event, sanctioning
 * bodies, whether classes mix electric and gas bikes), and the tracks it races at.
 */
function SeriesBackground({ serie }: { serie: Series }) {
  const intl = useIntl();
  const notes = serie.fromApplication;
  const venues = serie.venues ?? [];
  if (!notes && venues.length === 0) return null;
  return (
    <div className="pro-two">
      {notes ? (
        <Card title={<FormattedMessage id="promoter.serie.fromApplication" values={{ year: notes.seasonYear }} />}>
          <ul className="pro-notes" data-testid="application-notes">
            <li>
              <FormattedMessage id="promoter.serie.fromApplication.entries" values={{ count: notes.averageEntries }} />
            </li>
            <li>
              {notes.sanctioningBodies.length > 0 ? (
                <FormattedMessage id="promoter.serie.fromApplication.sanction" values={{ bodies: intl.formatList(notes.sanctioningBodies, { type: 'conjunction' }) }} />
              ) : (
                <FormattedMessage id="promoter.serie.fromApplication.noSanction" />
              )}
            </li>
            <li>
              <FormattedMessage id={notes.mixedClasses ? 'promoter.serie.fromApplication.mixed' : 'promoter.serie.fromApplication.separate'} />
            </li>
          </ul>
        </Card>
      ) : null}
      {venues.length > 0 ? (
        <Card title={<FormattedMessage id="promoter.serie.venues" />}>
          <ul className="pro-series-list">
            {venues.map((venue) => (
              <li key={venue.name}>
                {venue.website ? (
                  <a href={venue.website} target="_blank" rel="noreferrer">
                    {venue.name}
                  </a>
                ) : (
                  venue.name
                )}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
