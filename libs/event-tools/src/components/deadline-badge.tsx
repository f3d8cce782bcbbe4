import type { ResultsDeadline } from '@rr/contracts';
import { Ban, CalendarClock, CircleCheck, Clock, TriangleAlert, type LucideIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { deadlineStatus, type DeadlineStatus } from '../lib/deadline';
import { Icon } from './icon';
import '../event-tools.css';

const LOOK: Record<DeadlineStatus['kind'], { tone: string; icon: LucideIcon }> = {
  canceled: { tone: '', icon: Ban },
  in: { tone: 'rr-badge--success', icon: CircleCheck },
  late: { tone: 'rr-badge--danger', icon: TriangleAlert },
  today: { tone: 'rr-badge--danger', icon: Clock },
  dueIn: { tone: 'rr-badge--warning', icon: Clock },
  upcoming: { tone: '', icon: CalendarClock },
};

/**
 * The results countdown of an event (spec §9: results within 7 days of the event): "Results due in N days", "Results
 * due today", "Results N days late", "Results in", or "Upcoming" before the event ends and "Canceled".
 */
export function DeadlineBadge({ deadline, canceled = false }: { deadline: ResultsDeadline; canceled?: boolean }) {
  const status = deadlineStatus(deadline, canceled);
  const { tone, icon } = LOOK[status.kind];
  return (
    <span className={['rr-badge', 'et-badge', tone].filter(Boolean).join(' ')} data-deadline={status.kind}>
      <Icon of={icon} className="et-badge__icon" />
      <FormattedMessage id={`eventTools.deadline.${status.kind}`} values={'days' in status ? { days: status.days } : {}} />
    </span>
  );
}
