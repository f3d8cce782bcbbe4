import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '@rr/router';
import { isMissing } from '@rr/api-client';
import { Alert, Button, ButtonLink, Card, QueryState, TextLink, buttonClass, linkClass, useFormat } from '@rr/ui';
import { Page } from '../../../components/page';
import { NotFoundBlock } from '../../../components/status';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useEvent, type EventResponse } from '../api/get-event';
import { cityLine, directionsUrl, displayHost, externalUrl } from '../lib/event-display';
import { EventBadges } from './event-badges';
import { PayoutTable } from './payout-table';
import { RaceStyleLabel } from './race-style-label';
import { EventResults } from './results-table';
import { MapPanel } from '../../map';
import { FavouriteButton } from './favourite-button';

function Fact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className="pub-fact">
      <dt><FormattedMessage id={labelId} /></dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /events/event/:eventId — venue, when, where, directions, series, payout table and results. */
export function EventDetailPage() {
  const { eventId } = useParams();
  const result = useEvent(eventId);

  if (isMissing(result.error)) {
    return <NotFoundBlock messageId="public.event.notFound" backTo="/events" backLabelId="public.event.backToEvents" />;
  }
  return (
    <QueryState query={result} frame={(content) => <Page title={<FormattedMessage id="public.event.title" />}>{content}</Page>}>
      {(data) => <EventDetail {...data} />}
    </QueryState>
  );
}

function EventDetail({ event, series }: EventResponse) {
  const intl = useIntl();
  const format = useFormat();
  const localized = useLocalizedPath();
  const website = externalUrl(event.venueWebsite);
  const directions = directionsUrl(event);
  const seriesRef = event.series ?? (series ? { _id: series._id, name: series.name } : null);
  const country = event.country ? intl.formatDisplayName(event.country, { type: 'region' }) ?? event.country : '';
  const [showMap, setShowMap] = useState(false);

  return (
    <Page
      title={event.title}
      eyebrow={<RaceStyleLabel type={event.type} />}
      lead={format.dateRange(event.startDate, event.endDate)}
      actions={
        <>
          <FavouriteButton eventId={event._id} />
          <ButtonLink variant="secondary" to={localized('/events')}>
            <FormattedMessage id="public.event.backToEvents" />
          </ButtonLink>
        </>
      }
    >
      <EventBadges event={event} />
      {event.canceled ? (
        <Alert tone="warning">
          <FormattedMessage id="public.event.canceledNote" />
        </Alert>
      ) : null}

      <div className="pub-detail-grid">
        <Card title={<FormattedMessage id="public.event.details" />}>
          <dl className="pub-facts">
            <Fact labelId="public.event.when">
              <time dateTime={event.startDate ?? undefined}>{format.dateRange(event.startDate, event.endDate)}</time>
            </Fact>
            <Fact labelId="public.event.venue">{event.venue || '—'}</Fact>
            <Fact labelId="public.event.where">
              {cityLine(event) || '—'}
              {country ? <><br />{country}</> : null}
            </Fact>
            {website ? (
              <Fact labelId="public.event.website">
                <a className={linkClass} href={website} target="_blank" rel="noopener noreferrer">{displayHost(website)}</a>
              </Fact>
            ) : null}
            {seriesRef ? (
              <Fact labelId="public.event.series">
                <TextLink to={localized(`/events/serie/${seriesRef._id}`)}>{seriesRef.name}</TextLink>
              </Fact>
            ) : null}
            {event.sanctioningBodies && event.sanctioningBodies.length > 0 ? (
              <Fact labelId="public.event.sanctionedBy">{event.sanctioningBodies.join(', ')}</Fact>
            ) : null}
          </dl>
          {directions ? (
            <a className={buttonClass({ variant: 'secondary' })} href={directions} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="public.event.directions" />
            </a>
          ) : null}
        </Card>
        <Card className="pub-accent-card" title={<FormattedMessage id="public.event.contingency" />}>
          {event.canceled ? (
            // The canceled notice above says why; no amount stands next to it.
            <p className="pub-big-amount rr-muted"><FormattedMessage id="public.payoutType.noPayout" /></p>
          ) : (
            <>
              <p className="pub-big-amount">{format.money(event.contingencyAmount ?? 0, event.currency)}</p>
              <p className="rr-muted"><FormattedMessage id="public.event.contingencyNote" /></p>
            </>
          )}
          <TextLink to={localized('/about/rules')}><FormattedMessage id="public.event.readRules" /></TextLink>
        </Card>
      </div>

      {event.location ? (
        <section className="pub-section" aria-labelledby="event-map">
          <div className="pub-results__head">
            <h2 id="event-map" className="pub-section__title"><FormattedMessage id="public.map.title" /></h2>
            <Button variant="secondary" size="sm" aria-pressed={showMap} onClick={() => setShowMap((on) => !on)}>
              <FormattedMessage id={showMap ? 'public.map.hide' : 'public.map.show'} />
            </Button>
          </div>
          {showMap ? (
            <MapPanel
              labelId="public.map.eventLabel"
              points={[{ id: event._id, title: event.title, detail: format.dateRange(event.startDate, event.endDate), href: localized(`/events/event/${event._id}`), ...event.location }]}
            />
          ) : null}
        </section>
      ) : null}

      <section className="pub-section" aria-labelledby="event-payouts">
        <h2 id="event-payouts" className="pub-section__title"><FormattedMessage id="public.event.payouts.title" /></h2>
        <PayoutTable classes={event.classes ?? []} currency={event.currency} />
      </section>

      <section className="pub-section" aria-labelledby="event-results">
        <h2 id="event-results" className="pub-section__title"><FormattedMessage id="public.event.results.title" /></h2>
        {event.results && event.results.length > 0 ? (
          <EventResults event={event} />
        ) : (
          <p className="rr-muted"><FormattedMessage id="public.event.results.empty" /></p>
        )}
      </section>
    </Page>
  );
}
