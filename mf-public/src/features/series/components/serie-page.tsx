import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ButtonLink, Card } from '@rr/ui';
import { Page } from '../../../components/page';
import { EmptyBlock, ErrorBlock, LoadingBlock, NotFoundBlock } from '../../../components/status';
import { formatMoney } from '../../../lib/format';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { EventList } from '../../events/components/event-list';
import { eventTiming } from '../../events/lib/event-display';
import { useSerie } from '../api/get-serie';

/** /events/serie/:seriesId — a series' name, notes, location and its events. */
export function SeriePage() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { seriesId } = useParams();
  const result = useSerie(seriesId);

  if (result.status === 'error') {
    if (result.error.status === 404 || result.error.status === 400) {
      return <NotFoundBlock messageId="public.serie.notFound" backTo="/events" backLabelId="public.event.backToEvents" />;
    }
    return (
      <Page title={<FormattedMessage id="public.serie.title" />}>
        <ErrorBlock error={result.error} onRetry={result.reload} />
      </Page>
    );
  }
  if (!result.data) {
    return (
      <Page title={<FormattedMessage id="public.serie.title" />}>
        <LoadingBlock />
      </Page>
    );
  }

  const { serie, events } = result.data;
  const location = [serie.state, serie.zipcode].filter(Boolean).join(' ');
  const country = serie.country ? intl.formatDisplayName(serie.country, { type: 'region' }) ?? serie.country : '';
  const upcoming = events.filter((event) => eventTiming(event) === 'upcoming').length;
  const total = events.reduce((sum, event) => sum + (event.canceled ? 0 : event.contingencyAmount || 0), 0);
  const currency = events[0]?.currency ?? 'USD';

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
              <dd>{[location, country].filter(Boolean).join(', ') || '—'}</dd>
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
          <p className="pub-big-amount">{formatMoney(intl, total, currency)}</p>
          <p className="rr-muted"><FormattedMessage id="public.serie.contingencyNote" /></p>
        </Card>
      </div>
      <section className="pub-section" aria-labelledby="serie-events">
        <h2 id="serie-events" className="pub-section__title"><FormattedMessage id="public.serie.eventsTitle" /></h2>
        {events.length > 0 ? <EventList events={events} /> : <EmptyBlock titleId="public.serie.noEvents" />}
      </section>
    </Page>
  );
}
