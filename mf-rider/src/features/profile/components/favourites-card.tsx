import { useApiMutation, mutationCall } from '@rr/api-client';
import { paths, publicPaths, type DealerFinderItem, type RiderEvent } from '@rr/contracts';
import { localeAtom } from '@rr/session';
import { Alert, Button, ButtonLink, Card, TextLink, apiErrorText, formatPhone, toast, useFormat } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMyEvents } from '../../../lib/events-api';
import { useSetFavourite } from '../../../lib/programme-api';
import { profileKeys, setFavouriteDealer, useFavouriteDealers } from '../api/profile-api';

const place = (item: { city: string | null; state: string | null; country: string | null }) => [item.city, item.state, item.country].filter(Boolean).join(', ');

function DealerRow({ dealer }: { dealer: DealerFinderItem }) {
  const intl = useIntl();
  const unmark = useApiMutation({
    mutationFn: () => setFavouriteDealer(dealer._id, false, mutationCall),
    invalidates: [profileKeys.favouriteDealers],
    meta: { alert: false },
    onSuccess: () => toast.success(intl.formatMessage({ id: 'rider.profile.favourites.dealerRemoved' }, { name: dealer.name })),
    onError: (error) => toast.error(apiErrorText(intl, error)),
  });
  return (
    <li className="rdr-favourite">
      <div className="rdr-favourite__text">
        <strong>{dealer.name}</strong>
        <span className="rr-muted">{[place(dealer), dealer.phone ? formatPhone(dealer.phone) : null].filter(Boolean).join(' · ')}</span>
      </div>
      <Button size="sm" variant="ghost" loading={unmark.isPending} onClick={() => unmark.mutate()} aria-label={intl.formatMessage({ id: 'rider.profile.favourites.unmarkOne' }, { name: dealer.name })}>
        <Star className="rr-icon" aria-hidden="true" fill="currentColor" />
        <FormattedMessage id="rider.profile.favourites.unmark" />
      </Button>
    </li>
  );
}

function EventRow({ event }: { event: RiderEvent }) {
  const intl = useIntl();
  const format = useFormat();
  const unmark = useSetFavourite('event', event._id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'rider.profile.favourites.eventRemoved' }, { name: event.title })),
    onError: (error) => toast.error(apiErrorText(intl, error)),
  });
  return (
    <li className="rdr-favourite">
      <div className="rdr-favourite__text">
        <TextLink to={paths.rider.event(event._id)}>{event.title}</TextLink>
        <span className="rr-muted">{[format.dateRange(event.startDate, event.endDate), place(event)].filter(Boolean).join(' · ')}</span>
      </div>
      <Button size="sm" variant="ghost" loading={unmark.isPending} onClick={() => unmark.mutate(false)} aria-label={intl.formatMessage({ id: 'rider.profile.favourites.unmarkOne' }, { name: event.title })}>
        <Star className="rr-icon" aria-hidden="true" fill="currentColor" />
        <FormattedMessage id="rider.profile.favourites.unmark" />
      </Button>
    </li>
  );
}

/**
 * The rider's favourite dealers and events (spec §2 favourites): each unmarked here; the dealer finder and the events
 * list mark new ones.
 */
export function FavouritesCard() {
  const locale = useAtomValue(localeAtom);
  const dealers = useFavouriteDealers();
  const events = useMyEvents();
  const favouriteEvents = (events.data?.events ?? []).filter((event) => event.favourite);
  const failed = (
    <Alert tone="error">
      <FormattedMessage id="rider.profile.favourites.loadError" />
    </Alert>
  );

  return (
    <Card title={<FormattedMessage id="rider.profile.favourites.title" />} id="favourites">
      <div className="rr-stack">
        <section className="rr-stack" aria-labelledby="favourite-dealers">
          <h3 id="favourite-dealers" className="rdr-profile__subtitle">
            <FormattedMessage id="rider.profile.favourites.dealers" />
          </h3>
          {dealers.isError ? (
            failed
          ) : dealers.data && dealers.data.dealers.length === 0 ? (
            <p className="rr-muted rr-flush">
              <FormattedMessage id="rider.profile.favourites.noDealers" />
            </p>
          ) : (
            <ul className="rdr-favourites" aria-busy={dealers.isPending}>
              {(dealers.data?.dealers ?? []).map((dealer) => (
                <DealerRow key={dealer._id} dealer={dealer} />
              ))}
            </ul>
          )}
          <div>
            <ButtonLink to={publicPaths(locale).dealers()} size="sm" variant="secondary">
              <FormattedMessage id="rider.profile.favourites.findDealers" />
            </ButtonLink>
          </div>
        </section>
        <section className="rr-stack" aria-labelledby="favourite-events">
          <h3 id="favourite-events" className="rdr-profile__subtitle">
            <FormattedMessage id="rider.profile.favourites.events" />
          </h3>
          {events.isError ? (
            failed
          ) : events.data && favouriteEvents.length === 0 ? (
            <p className="rr-muted rr-flush">
              <FormattedMessage id="rider.profile.favourites.noEvents" />
            </p>
          ) : (
            <ul className="rdr-favourites" aria-busy={events.isPending}>
              {favouriteEvents.map((event) => (
                <EventRow key={event._id} event={event} />
              ))}
            </ul>
          )}
          <div>
            <ButtonLink to={paths.rider.events()} size="sm" variant="secondary">
              <FormattedMessage id="rider.profile.favourites.findEvents" />
            </ButtonLink>
          </div>
        </section>
      </div>
    </Card>
  );
}
