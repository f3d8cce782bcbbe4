import type { RiderViewBody } from '@rr/contracts';
import { Avatar, Card, formatPhone, toast } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { UploadControl } from './upload-control';
import { useSessionRefresh } from '@rr/ui/account';
import { profileKeys } from '../api/profile-api';

/**
 * The rider's photo (spec §2 photo; the sidebar and the dealers' till show it) and who the account is: name, login
 * e-mail, phone (spec §5 display rule), amateur or pro. A new photo is resized by the server and replaces the old one.
 */
export function PhotoCard({ rider }: { rider: RiderViewBody }) {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  return (
    <Card title={<FormattedMessage id="rider.profile.photo.title" />} id="photo">
      <div className="rdr-profile__identity">
        <Avatar src={rider.profileImage} name={rider.fullName} size="lg" className="rdr-profile__avatar" />
        <div className="rr-stack rdr-profile__who">
          <div>
            <strong className="rdr-profile__name">{rider.fullName}</strong>
            <span className={`rr-badge ${rider.pro ? 'rr-badge--brand' : ''}`}>
              <FormattedMessage id={rider.pro ? 'rider.profile.level.pro' : 'rider.profile.level.amateur'} />
            </span>
          </div>
          <span className="rr-muted rdr-profile__break">{rider.email}</span>
          {rider.phone1 ? <span className="rr-muted">{formatPhone(rider.phone1)}</span> : null}
        </div>
      </div>
      <UploadControl
        riderId={rider._id}
        kind="photo"
        label={<FormattedMessage id={rider.profileImage ? 'rider.profile.photo.replace' : 'rider.profile.photo.upload'} />}
        // The rider is read again, and the session for the sidebar's photo.
        stale={[profileKeys.rider(rider._id)]}
        onUploaded={async () => {
          toast.success(intl.formatMessage({ id: 'rider.profile.photo.saved' }));
          await refreshSession();
        }}
      />
    </Card>
  );
}
