import { sessionAtom } from '@rr/session';
import { useLocation, useSearchParams } from '@rr/router';
import { Alert, Button, PageHeader, PageLoading, apiErrorText } from '@rr/ui';
import { ChangePasswordCard } from '@rr/ui/account';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRiderProfile } from '../api/profile-api';
import { BikesCard } from './bikes-card';
import { BioCard } from './bio-card';
import { ContactCard } from './contact-card';
import { DocumentsCard } from './documents-card';
import { FavouritesCard } from './favourites-card';
import { MailCard } from './mail-card';
import { PhotoCard } from './photo-card';
import { PinCard } from './pin-card';
import { SocialCard } from './social-card';
import '../../../lib/rider-pages.css';
import '../profile.css';

/**
 * /auth/rider/profile (spec §2 rider profile, §3, §4, §5): every section as its own card and form —
 * bikes and their VINs, contact details, documents, favourites; photo, PIN, password, which mails to get, bio, social media. The route
 * guard's target with `?redirect=vin` (spec §6): the bikes section comes into view and says what to fix.
 */
export function ProfilePage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const user = session?.authenticated ? session.user : null;
  const riderId = user?._id ?? '';
  const [search] = useSearchParams();
  const redirectVin = search.get('redirect') === 'vin';
  const profile = useRiderProfile(riderId);
  const rider = profile.data;
  const { hash } = useLocation();
  const loaded = rider !== undefined;

  // A link to one section (`#pin`, `#documents`, the dashboard's checklist) brings it into view once the page is there.
  useEffect(() => {
    if (!loaded || redirectVin || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash, redirectVin]);

  return (
    <div className="rdr-page rdr-profile">
      <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.profile.title" />} description={<FormattedMessage id="rider.profile.lead" />} />
      {rider ? (
        <div className="rdr-profile__columns">
          <div className="rdr-profile__column">
            <BikesCard rider={rider} redirectVin={redirectVin} />
            <ContactCard key={`contact-${rider._id}`} rider={rider} />
            <DocumentsCard rider={rider} />
            <FavouritesCard />
          </div>
          <div className="rdr-profile__column">
            <PhotoCard rider={rider} />
            <PinCard riderId={rider._id} hasPin={Boolean(user?.hasPin ?? rider.hasPin)} pinLocked={Boolean(user?.pinLocked)} />
            <ChangePasswordCard role="rider" />
            <MailCard riderId={rider._id} />
            <BioCard rider={rider} />
            <SocialCard rider={rider} />
          </div>
        </div>
      ) : profile.isError ? (
        <Alert tone="error" title={<FormattedMessage id="rider.profile.loadError" />}>
          <p className="rr-flush">{apiErrorText(intl, profile.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => void profile.refetch()}>
            <FormattedMessage id="rider.profile.retry" />
          </Button>
        </Alert>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
