import { displayName, sessionAtom } from '@rr/session';
import { Avatar, PageHeader } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { ActivityCard } from '../../activity';
import { ChangePasswordCard } from '@rr/ui/account';
import { ProfileDetailsCard } from './profile-details-card';

/** /auth/admin/profile (W16): the administrator's own details and password, and what they did lately. */
export function ProfilePage() {
  const session = useAtomValue(sessionAtom);
  const user = session?.authenticated ? session.user : null;
  const name = user ? displayName(user) : '';

  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id="admin.profile.title" />}
        description={<FormattedMessage id="admin.profile.lead" />}
      />
      {user && (
        <div className="adm-profile">
          <div className="adm-profile__who">
            <Avatar src={user.profileImage ?? null} name={name} size="lg" />
            <div>
              <p className="adm-profile__name">{name || user.email}</p>
              <p className="rr-muted adm-profile__email">{user.email}</p>
            </div>
          </div>
          <div className="adm-profile__cards">
            <ProfileDetailsCard user={user} />
            <ChangePasswordCard role="admin" />
          </div>
          <ActivityCard userId={user._id} />
        </div>
      )}
    </div>
  );
}
