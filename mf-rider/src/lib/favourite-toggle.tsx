import { Button, apiErrorText, toast } from '@rr/ui';
import { Star } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useSetFavourite, type FavouriteKind } from './programme-api';
import './favourite-toggle.css';

/**
 * The rider's favourite mark on an event or a series (spec §2 favourites; the dashboard lists upcoming favourite
 * events, the series pages list favourite series first). A toggle button with `aria-pressed`: it says whether the
 * thing is a favourite, and changes it. `compact` is the star alone (in lists), named after the thing it marks.
 */
export function FavouriteToggle({ kind, id, name, favourite, compact = false }: { kind: FavouriteKind; id: string; name: string; favourite: boolean; compact?: boolean }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `rider.favourite.${key}` }, { name });
  const mark = useSetFavourite(kind, id, {
    onSuccess: (now) => toast.success(t(now ? 'added' : 'removed')),
    onError: (error) => toast.error(apiErrorText(intl, error)),
  });
  const star = <Star className="rr-icon" aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />;
  if (compact) {
    return (
      <button
        type="button"
        className={favourite ? 'rdr-star is-on' : 'rdr-star'}
        aria-pressed={favourite}
        aria-label={t('label')}
        title={t(favourite ? 'on' : 'off')}
        disabled={mark.isPending}
        onClick={() => mark.mutate(!favourite)}
      >
        {star}
      </button>
    );
  }
  return (
    <Button size="sm" variant={favourite ? 'primary' : 'secondary'} aria-pressed={favourite} loading={mark.isPending} onClick={() => mark.mutate(!favourite)}>
      {star}
      {t(favourite ? 'on' : 'off')}
    </Button>
  );
}
