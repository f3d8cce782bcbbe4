import { get, put, queryCall, queryKeys, useApiMutation, useQuery } from '@rr/api-client';
import type { RiderEventsAnswer } from '@rr/contracts';
import { sessionAtom } from '@rr/session';
import { Button, apiErrorText, toast } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiPath } from '@rr/contracts/routes';

/** The signed-in rider's own events (favourites and races), shared with the rider's dashboard by its key. */
const MINE = [...queryKeys.events.all, 'mine'] as const;

/**
 * "Add to my favourites" on an event page, for a signed-in rider (spec §2 favourites; their dashboard lists upcoming
 * favourites). A toggle: it says whether the event is one, and changes it.
 */
export function FavouriteButton({ eventId }: { eventId: string }) {
  const session = useAtomValue(sessionAtom);
  const rider = session?.authenticated === true && session.user.type === 'rider';
  if (!rider) return null;
  return <Toggle eventId={eventId} />;
}

function Toggle({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const mine = useQuery({ queryKey: MINE, queryFn: (context) => get<RiderEventsAnswer>(apiPath('/api/rider/events'), { alert: false, ...queryCall(context) }), meta: { alert: false } });
  const mark = useApiMutation({
    mutationFn: (next: boolean) => put(apiPath('/api/rider/events/:eventId/favourite', { eventId }), { favourite: next }, { alert: false }),
    invalidates: [MINE],
    onSuccess: (_answer, next) => {
      toast.success(intl.formatMessage({ id: next ? 'public.event.favourite.added' : 'public.event.favourite.removed' }));
    },
    onError: (caught) => toast.error(apiErrorText(intl, caught)),
    meta: { alert: false },
  });
  if (!mine.data) return null;
  const favourite = mine.data.events.some((event) => event._id === eventId && event.favourite);
  return (
    <Button variant={favourite ? 'primary' : 'secondary'} aria-pressed={favourite} loading={mark.isPending} onClick={() => mark.mutate(!favourite)}>
      <Star className="rr-icon" aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
      <FormattedMessage id={favourite ? 'public.event.favourite.on' : 'public.event.favourite.off'} />
    </Button>
  );
}
