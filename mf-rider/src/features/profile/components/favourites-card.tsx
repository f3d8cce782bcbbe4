import { useApiMutation, mutationCall } from '@rr/api-client';
import { paths, publicPaths, type DealerFinderItem, type RiderEvent } from '@rr/contracts';
import { localeAtom } from '@rr/session';
import { Alert, Button, ButtonLink, Card, TextLink, apiErrorText, formatPhone, toast, useFormat } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMyEvents } from '../../../lib/events-api';
import { useSetFavourite } from '../../../lib/programme-api';
import { profileKeys, setFavouriteDealer, useFavouriteDealers } from '../api/profile-api';

const place = (item: { city: string | null; state: string | null; country: string | null }) => [item.city, item.state, item.country].filter(Boolean).join(', ');

/** A favourite: its name (or a link to it), what places it, and the button that unmarks it. */
function FavouriteRow({ name, title, details, unmarking, onUnmark }: { name: string; title: ReactNode; details: string; unmarking: boolean; onUnmark: () => void }) {
  const intl = useIntl();
  return (
    <li className="rdr-favourite">
      <div className="rdr-favourite__text">
        {title}
        <span className="rr-muted">{details}</span>
      </div>
      <Button size="sm" variant="ghost" loading={unmarking} onClick={onUnmark} aria-label={intl.formatMessage({ id: 'rider.profile.favourites.unmarkOne' }, { name })}>
        <Star className="rr-icon" aria-hidden="true" fill="currentColor" />
        <FormattedMessage id="rider.profile.favourites.unmark" />
      </Button>
    </li>
  );
}

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
    <FavouriteRow
      name={dealer.name}
      title={<strong>{dealer.name}</strong>}
      details={[place(dealer), dealer.phone ? formatPhone(dealer.phone) : null].filter(Boolean).join(' · ')}
      unmarking={unmark.isPending}
      onUnmark={() => unmark.mutate()}
    />
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
    <FavouriteRow
      name={event.title}
      title={<TextLink to={paths.rider.event(event._id)}>{event.title}</TextLink>}
      details={[format.dateRange(event.startDate, event.endDate), place(event)].filter(Boolean).join(' · ')}
      unmarking={unmark.isPending}
      onUnmark={() => unmark.mutate(false)}
    />
  );
}

/**
 * One kind of favourite (dealers, events): its heading, the list (a failure or "none yet" in its place), and the way
 * to find more.
 */
function FavouriteSection({ id, titleId, failed, none, noneId, busy, find, children }: {
  id: string;
  titleId: string;
  failed: boolean;
  none: boolean;
  noneId: string;
  busy: boolean;
  find: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rr-stack" aria-labelledby={id}>
      <h3 id={id} className="rdr-profile__subtitle">
        <FormattedMessage id={titleId} />
      </h3>
      {failed ? (
        <Alert tone="error">
          <FormattedMessage id="rider.profile.favourites.loadError" />
        </Alert>
      ) : none ? (
        <p className="rr-muted rr-flush">
          <FormattedMessage id={noneId} />
        </p>
      ) : (
        <ul className="rdr-favourites" aria-busy={busy}>
          {children}
        </ul>
      )}
      <div>{find}</div>
    </section>
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

  return (
    <Card title={<FormattedMessage id="rider.profile.favourites.title" />} id="favourites">
      <div className="rr-stack">
        <FavouriteSection
          id="favourite-dealers"
          titleId="rider.profile.favourites.dealers"
          failed={dealers.isError}
          none={dealers.data?.dealers.length === 0}
          noneId="rider.profile.favourites.noDealers"
          busy={dealers.isPending}
          find={
            <ButtonLink to={publicPaths(locale).dealers()} size="sm" variant="secondary">
              <FormattedMessage id="rider.profile.favourites.findDealers" />
            </ButtonLink>
          }
        >
          {(dealers.data?.dealers ?? []).map((dealer) => (
            <DealerRow key={dealer._id} dealer={dealer} />
          ))}
        </FavouriteSection>
        <FavouriteSection
          id="favourite-events"
          titleId="rider.profile.favourites.events"
          failed={events.isError}
          none={Boolean(events.data) && favouriteEvents.length === 0}
          noneId="rider.profile.favourites.noEvents"
          busy={events.isPending}
          find={
            <ButtonLink to={paths.rider.events()} size="sm" variant="secondary">
              <FormattedMessage id="rider.profile.favourites.findEvents" />
            </ButtonLink>
          }
        >
          {favouriteEvents.map((event) => (
            <EventRow key={event._id} event={event} />
          ))}
        </FavouriteSection>
      </div>
    </Card>
  );
}
