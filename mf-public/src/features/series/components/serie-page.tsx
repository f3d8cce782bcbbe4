import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '@rr/router';
import { isMissing } from '@rr/api-client';
import { ButtonLink, Card, QueryState, moneyTotals, useFormat } from '@rr/ui';
import { Page } from '../../../components/page';
import { EmptyBlock, NotFoundBlock } from '../../../components/status';
import { placeLine } from '../../../lib/places';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { EventList, eventTiming } from '../../events';
import { useSerie, type SerieResponse } from '../api/get-serie';
import { withFeatureIntl } from '../i18n';
import { SerieStandings } from './serie-standings';

/** /events/serie/:seriesId — a series' name, notes, location, its events and its riders' standings. */
function SeriePageContent() {
  const { seriesId } = useParams();
  const result = useSerie(seriesId);

  if (isMissing(result.error)) {
    return <NotFoundBlock messageId="public.serie.notFound" backTo="/events" backLabelId="public.event.backToEvents" />;
  }
  return (
    <QueryState query={result} frame={(content) => <Page title={<FormattedMessage id="public.serie.title" />}>{content}</Page>}>
      {(data) => <SerieDetail {...data} />}
    </QueryState>
  );
}

function SerieDetail({ serie, events }: SerieResponse) {
  const intl = useIntl();
  const format = useFormat();
  const localized = useLocalizedPath();
  // As people write a place ("Perris, California"), not as a postal address ("CA 92570, United States").
  const location = placeLine(serie, intl.locale);
  const upcoming = events.filter((event) => eventTiming(event) === 'upcoming').length;
  // Canceled events pay nothing; events in other currencies are totalled apart, never added.
  const totals = moneyTotals(events.filter((event) => !event.canceled).map((event) => ({ cents: event.contingencyAmount, currency: event.currency })));

  return (
    <Page
      title={serie.name}
      lead={<FormattedMessage id="public.serie.lead" />}
      actions={
        <ButtonLink variant="secondary" to={localized('/events')}>
          <FormattedMessage id="public.event.backToEvents" />
        </ButtonLink>
      }
    >
      <div className="pub-detail-grid">
        <Card title={<FormattedMessage id="public.serie.about" />}>
          <dl className="pub-facts">
            <div className="pub-fact">
              <dt><FormattedMessage id="public.serie.location" /></dt>
              <dd>{location || '—'}</dd>
            </div>
            <div className="pub-fact">
              <dt><FormattedMessage id="public.serie.events" /></dt>
              <dd><FormattedMessage id="public.serie.eventCount" values={{ count: events.length, upcoming }} /></dd>
            </div>
            {!serie.active ? (
              <div className="pub-fact">
                <dt><FormattedMessage id="public.serie.status" /></dt>
                <dd><span className="rr-badge"><FormattedMessage id="public.serie.inactive" /></span></dd>
              </div>
            ) : null}
          </dl>
          {serie.notes ? <p className="pub-prewrap">{serie.notes}</p> : null}
        </Card>
        <Card className="pub-accent-card" title={<FormattedMessage id="public.serie.contingency" />}>
          <p className="pub-big-amount">{format.moneyTotals(totals, events[0]?.currency)}</p>
          <p className="rr-muted"><FormattedMessage id="public.serie.contingencyNote" /></p>
        </Card>
      </div>
      <section className="pub-section" aria-labelledby="serie-events">
        <h2 id="serie-events" className="pub-section__title"><FormattedMessage id="public.serie.eventsTitle" /></h2>
        {events.length > 0 ? <EventList events={events} /> : <EmptyBlock titleId="public.serie.noEvents" />}
      </section>
      {serie.active ? <SerieStandings seriesId={serie._id} /> : null}
    </Page>
  );
}

export const SeriePage = withFeatureIntl(SeriePageContent);
