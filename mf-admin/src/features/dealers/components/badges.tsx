import type { DealerLoginStatus } from '@rr/contracts';
import { FormattedMessage } from 'react-intl';

const LOGIN_TONE: Record<DealerLoginStatus, string> = { invited: 'rr-badge--warning', active: 'rr-badge--success', deactivated: 'rr-badge--danger' };

/** The dealer's login: invited (no password yet), active, or deactivated. */
export function LoginBadge({ status }: { status: DealerLoginStatus }) {
  return (
    <span className={`rr-badge ${LOGIN_TONE[status]}`}>
      <FormattedMessage id={`admin.dealerLogins.status.${status}`} />
    </span>
  );
}

/** Whether the dealer takes part in the programme (listed for riders, redeems credit). */
export function ParticipationBadge({ active }: { active: boolean }) {
  return (
    <span className={active ? 'rr-badge rr-badge--success' : 'rr-badge'}>
      <FormattedMessage id={active ? 'admin.dealers.active' : 'admin.dealers.inactive'} />
    </span>
  );
}
