import { displayName, sessionAtom } from '@rr/session';
import { Avatar, Card, FactList, PageHeader, PageLoading } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/load-error';
import { useDealerId } from '../../../lib/use-dealer-id';
import { useDealerRecord } from '../api/dealer-record';
import { ChangePasswordCard } from '@rr/ui/account';
import { DealerRecordCard } from './dealer-record-card';
import '../../../components/dealer.css';
import '../profile.css';

/**
 * /auth/dealer/profile (spec §2, §3 "Dealer", §6 "change own password, edit own dealer record"): the
 * login and dealer number (the programme team's to change), the dealership's record to edit, and the password.
 */
export function ProfilePage() {
  const intl = useIntl();
  const dealerId = useDealerId();
  const session = useAtomValue(sessionAtom);
  const user = session?.authenticated ? session.user : null;
  const record = useDealerRecord(dealerId);
  const dealer = record.data?.dealer;
  const none = intl.formatMessage({ id: 'dealer.profile.none' });

  return (
    <div className="dlr-page">
      <PageHeader eyebrow={<FormattedMessage id="dealer.area" />} title={<FormattedMessage id="dealer.profile.title" />} description={<FormattedMessage id="dealer.profile.lead" />} />
      <Card title={<FormattedMessage id="dealer.profile.account.title" />}>
        <div className="dlr-account">
          <Avatar src={user?.profileImage ?? null} name={user ? displayName(user) : undefined} size="lg" />
          <div className="rr-stack">
            <FactList
              className="dlr-account__facts"
              facts={[
                { key: 'dealerNumber', label: <FormattedMessage id="dealer.profile.account.dealerNumber" />, value: dealer ? (dealer.dealerId ?? none) : '…' },
                { key: 'email', label: <FormattedMessage id="dealer.profile.account.email" />, value: dealer?.email ?? user?.email ?? '…' },
                {
                  key: 'status',
                  label: <FormattedMessage id="dealer.profile.account.status" />,
                  value: dealer ? (
                    <span className={`rr-badge ${dealer.active ? 'rr-badge--success' : 'rr-badge--danger'}`}>
                      <FormattedMessage id={dealer.active ? 'dealer.profile.account.active' : 'dealer.profile.account.inactive'} />
                    </span>
                  ) : (
                    '…'
                  ),
                },
              ]}
            />
            <p className="rr-muted dlr-flush">
              <FormattedMessage id="dealer.profile.account.readOnly" />
            </p>
          </div>
        </div>
      </Card>
      <div className="dlr-profile__cards">
        {dealer ? (
          <DealerRecordCard dealer={dealer} />
        ) : record.isError ? (
          <LoadError error={record.error} onRetry={() => void record.refetch()} />
        ) : (
          <PageLoading />
        )}
        <ChangePasswordCard role="dealer" />
      </div>
    </div>
  );
}
