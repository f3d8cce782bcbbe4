import type { PromoterStatus } from '@rr/contracts';
import { FormattedMessage } from 'react-intl';

const TONE: Record<PromoterStatus, string> = { pending: 'rr-badge--warning', approved: 'rr-badge--success', rejected: 'rr-badge--danger' };

/** An application's status (pending, approved, rejected). */
export function StatusBadge({ status }: { status: PromoterStatus }) {
  return (
    <span className={`rr-badge ${TONE[status]}`}>
      <FormattedMessage id={`admin.promoters.status.${status}`} />
    </span>
  );
}

/** Whether the promoter takes part this season (active) and can sign in (not deactivated). */
export function ActiveBadge({ active, deActivated }: { active: boolean; deActivated?: boolean }) {
  if (deActivated)
    return (
      <span className="rr-badge rr-badge--danger">
        <FormattedMessage id="admin.promoters.deactivated" />
      </span>
    );
  return (
    <span className={active ? 'rr-badge rr-badge--success' : 'rr-badge'}>
      <FormattedMessage id={active ? 'admin.promoters.active' : 'admin.promoters.inactive'} />
    </span>
  );
}
