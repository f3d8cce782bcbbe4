import type { LineMatch } from '@rr/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import '../event-tools.css';

/** A line's match as a badge of `tone` (none: plain) with a muted note beside it (how, who, or why not). */
function MatchBadge({ tone, badge, note }: { tone?: 'success' | 'warning' | 'danger'; badge: ReactNode; note: ReactNode }) {
  return (
    <span className="et-match">
      <span className={tone ? `rr-badge rr-badge--${tone}` : 'rr-badge'}>{badge}</span>
      {note ? <span className="rr-muted et-small">{note}</span> : null}
    </span>
  );
}

/**
 * How a line was linked to a programme rider and by what (e-mail, licence, VIN, plate, name…), or why it was not:
 * no rider found, several possible (named), or marked as not a programme rider. A line a remembered decision decided
 * says where that decision was taken.
 */
export function MatchLabel({ match }: { match: LineMatch }) {
  const remembered = match.remembered ? <FormattedMessage id="eventTools.match.remembered" values={{ event: match.remembered.eventTitle }} /> : null;
  if (match.status === 'matched' && match.rider) {
    return <MatchBadge tone="success" badge={match.rider.name} note={remembered ?? <FormattedMessage id={`eventTools.match.method.${match.method ?? 'manual'}`} />} />;
  }
  if (match.status === 'notRider') {
    const badge = <FormattedMessage id="eventTools.match.notRider" />;
    // Marked by hand, the badge says it all; a remembered decision also says where it was taken.
    return remembered ? <MatchBadge badge={badge} note={remembered} /> : <span className="rr-badge">{badge}</span>;
  }
  if (match.status === 'ambiguous') {
    return (
      <MatchBadge
        tone="warning"
        badge={<FormattedMessage id="eventTools.match.ambiguous" values={{ count: match.candidates.length }} />}
        note={match.candidates.length > 0 ? match.candidates.map((c) => (c.hometown ? `${c.name} (${c.hometown})` : c.name)).join(', ') : null}
      />
    );
  }
  return <MatchBadge tone="danger" badge={<FormattedMessage id="eventTools.match.unmatched" />} note={<FormattedMessage id="eventTools.match.unmatchedWhy" />} />;
}
