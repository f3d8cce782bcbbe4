import type { LineMatch } from '@rr/contracts';
import { FormattedMessage } from 'react-intl';
import '../event-tools.css';

/**
 * How a line was linked to a programme rider and by what (e-mail, licence, VIN, plate, name…), or why it was not:
 * no rider found, several possible (named), or marked as not a programme rider.
 */
export function MatchLabel({ match }: { match: LineMatch }) {
  if (match.status === 'matched' && match.rider) {
    return (
      <span className="et-match">
        <span className="rr-badge rr-badge--success">{match.rider.name}</span>
        <span className="rr-muted et-small">
          <FormattedMessage id={`eventTools.match.method.${match.method ?? 'manual'}`} />
        </span>
      </span>
    );
  }
  if (match.status === 'notRider') {
    return (
      <span className="rr-badge">
        <FormattedMessage id="eventTools.match.notRider" />
      </span>
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
