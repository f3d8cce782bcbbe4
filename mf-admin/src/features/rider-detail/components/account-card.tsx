import { Card, useFormat } from '@rr/ui';
import { useIntl } from 'react-intl';
import type { AdminRider } from '../api/rider-money';

/** The account as it stands (spec §3 rider "Account": last login, number of logins, active or deactivated), read only. */
export function AccountCard({ rider }: { rider: AdminRider }) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderPage.account.${id}` }, values);
  const facts: Array<[string, string]> = [
    [t('status'), intl.formatMessage({ id: rider.deActivated ? 'admin.riders.status.deactivated' : 'admin.riders.status.active' })],
    [t('email'), t(rider.emailVerified ? 'emailVerified' : 'emailUnverified')],
    [t('pin'), t(rider.hasPin ? 'pinSet' : 'pinMissing')],
    [t('lastLogin'), rider.lastLoginAt ? `${format.date(rider.lastLoginAt)} ${format.time(rider.lastLoginAt)}` : intl.formatMessage({ id: 'admin.riders.neverLoggedIn' })],
    [t('logins'), intl.formatNumber(rider.loginCount)],
    [t('created'), format.date(rider.createdAt)],
    [t('age'), format.age(rider.dateOfBirth)],
  ];
  return (
    <Card title={t('title')}>
      <dl className="adm-rd-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
