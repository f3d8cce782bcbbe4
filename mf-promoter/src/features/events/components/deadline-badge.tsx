import type { ResultsDeadline } from '@rr/contracts';
import { FormattedMessage } from 'react-intl';

/** The results countdown of spec §9 (due 7 days after the event): in, due in N days, due today, or N days late. */
export function DeadlineBadge({ deadline, canceled = false }: { deadline: ResultsDeadline; canceled?: boolean }) {
  if (canceled) return <span className="rr-badge"><FormattedMessage id="promoter.deadline.canceled" /></span>;
  if (deadline.resultsSet) return <span className="rr-badge rr-badge--success"><FormattedMessage id="promoter.deadline.in" /></span>;
  if (deadline.late) return <span className="rr-badge rr-badge--danger"><FormattedMessage id="promoter.deadline.late" values={{ days: -deadline.daysLeft }} /></span>;
  if (deadline.daysLeft === 0) return <span className="rr-badge rr-badge--warning"><FormattedMessage id="promoter.deadline.today" /></span>;
  if (deadline.daysLeft <= 7) return <span className="rr-badge rr-badge--warning"><FormattedMessage id="promoter.deadline.dueIn" values={{ days: deadline.daysLeft }} /></span>;
  return <span className="rr-badge"><FormattedMessage id="promoter.deadline.upcoming" /></span>;
}
