import { FormattedMessage } from 'react-intl';
import { paths } from '@rr/contracts';
import { StartPage, TextLink, type AccountFact } from '@rr/ui';
import { sessionAtom, type SessionUser } from '@rr/session';
import { useAtomValue } from 'jotai';
import { accountSummary } from '../lib/account-summary';
import { MoneySummary } from './money-summary';
import { ReadinessChecklist } from './readiness-checklist';

/** The rider's own facts on the start page: bikes, where the VIN checks stand, and the PIN. */
function riderFacts(user: SessionUser): AccountFact[] {
  const summary = accountSummary(user);
  return [
    {
      key: 'bikes',
      label: <FormattedMessage id="rider.dashboard.account.bikes" />,
      value: <FormattedMessage id="rider.dashboard.account.bikeCount" values={{ count: summary.bikes }} />,
    },
    { key: 'vin', label: <FormattedMessage id="rider.dashboard.account.vin" />, value: <FormattedMessage id={`rider.dashboard.account.vin.${summary.vin}`} /> },
    {
      key: 'pin',
      label: <FormattedMessage id="rider.dashboard.account.pin" />,
      value: summary.pinLocked ? (
        <span className="rider-pin-locked" role="status">
          <FormattedMessage id="rider.dashboard.account.pin.locked" /> <TextLink to={paths.rider.profile()}><FormattedMessage id="rider.dashboard.account.pin.reset" /></TextLink>
        </span>
      ) : (
        <FormattedMessage id={summary.hasPin ? 'rider.dashboard.account.pin.set' : 'rider.dashboard.account.pin.missing'} />
      ),
    },
  ];
}

/**
 * The rider's start page (spec §2 dashboard): a welcome by name, the account at a glance, the first-run checklist until
 * the rider is ready, and the rider's money.
 */
export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  const user = session?.authenticated && session.user.type === 'rider' ? session.user : null;
  return (
    <>
      <StartPage area="rider" leadId="rider.dashboard.lead" facts={riderFacts} />
      {user ? (
        <ReadinessChecklist user={user}>
          <MoneySummary />
        </ReadinessChecklist>
      ) : (
        <MoneySummary />
      )}
    </>
  );
}
