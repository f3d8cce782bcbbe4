import { mutationCall, queryKeys, useApiMutation } from '@rr/api-client';
import type { DealerFinderItem } from '@rr/contracts';
import { sessionAtom } from '@rr/session';
import { Button, apiErrorText, toast } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { setFavouriteDealer } from '../api/dealers';

/**
 * A signed-in rider's favourite mark on a dealer of the finder (their profile lists their favourite dealers), like the
 * event page's favourite button. A toggle: it says whether the dealer is one, and changes it. `describedBy` names the
 * dealer it belongs to (every card has one).
 */
export function FavouriteDealerButton({ dealer, describedBy }: { dealer: Pick<DealerFinderItem, '_id' | 'favourite'>; describedBy?: string }) {
  const session = useAtomValue(sessionAtom);
  const rider = session?.authenticated === true && session.user.type === 'rider';
  // The finder's answer carries `favourite` for a rider only.
  if (!rider || dealer.favourite === undefined) return null;
  return <Toggle dealerId={dealer._id} favourite={dealer.favourite} describedBy={describedBy} />;
}

function Toggle({ dealerId, favourite, describedBy }: { dealerId: string; favourite: boolean; describedBy?: string }) {
  const intl = useIntl();
  const mark = useApiMutation({
    mutationFn: (next: boolean) => setFavouriteDealer(dealerId, next, mutationCall),
    // The finder's lists (and the rider's own favourites) read again, so the mark shows what the service holds.
    invalidates: [queryKeys.dealers.all],
    meta: { alert: false },
    onSuccess: (answer) => {
      toast.success(intl.formatMessage({ id: answer.favourite ? 'public.dealers.favourite.added' : 'public.dealers.favourite.removed' }));
    },
    onError: (error) => {
      toast.error(apiErrorText(intl, error));
    },
  });
  return (
    <Button
      size="sm"
      variant={favourite ? 'primary' : 'secondary'}
      aria-pressed={favourite}
      aria-describedby={describedBy}
      loading={mark.isPending}
      onClick={() => mark.mutate(!favourite)}
    >
      <Star className="rr-icon" aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
      <FormattedMessage id={favourite ? 'public.dealers.favourite.on' : 'public.dealers.favourite.off'} />
    </Button>
  );
}
