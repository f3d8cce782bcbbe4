import type { LineMatch } from '@rr/contracts';
import { FormattedMessage } from 'react-intl';
import '../event-tools.css';

/**
 * How a line was linked to a programme rider and by what (e-mail, licence, VIN, plate, name…), or why it was not:
 * no rider found, several possible (named), or marked as not a programme rider. A line a remembered decision decided
 * says where that decision was taken.
 */
export function MatchLabel({ match }: { match: LineMatch }) {
  const remembered = match.remembered ? (
    <span className="rr-muted et-small">
      <FormattedMessage id="eventTools.match.remembered" values={{ event: match.remembered.eventTitle }} />
    </span>
  ) : null;
  if (match.status === 'matched' && match.rider) {
    return (
      <span className="et-match">
        <span className="rr-badge rr-badge--success">{match.rider.name}</span>
        {remembered ?? (
          <span className="rr-muted et-small">
            <FormattedMessage id={`eventTools.match.method.${match.method ?? 'manual'}`} />
          </span>
        )}
      </span>
    );
  }
  if (match.status === 'notRider') {
    const badge = (
      <span className="rr-badge">
        <FormattedMessage id="eventTools.match.notRider" />
      </span>
    );
    return remembered ? (
      <span className="et-match">
        {badge}
        {remembered}
      </span>
    ) : (
      badge
    );
  }
  if (match.status === 'ambiguous') {
    return (
      <span className="et-match">
        <span className="rr-badge rr-badge--warning">
          <FormattedMessage id="eventTools.match.ambiguous" values={{ count: match.candidates.length }} />
        </span>
        {match.candidates.length > 0 && <span className="rr-muted et-small">{match.candidates.map((c) => (c.hometown ? `${c.name} (${c.hometown})` : c.name)).join(', ')}</span>}
      </span>
    );
  }
  return (
    <span className="et-match">
      <span className="rr-badge rr-badge--danger">
        <FormattedMessage id="eventTools.match.unmatched" />
      </span>
      <span className="rr-muted et-small">
        <FormattedMessage id="eventTools.match.unmatchedWhy" />
      </span>
    </span>
  );
}
