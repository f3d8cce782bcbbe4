import type { LineMatch } from '@rr/contracts';
import { FormattedMessage } from 'react-intl';

/** How a line was linked to a programme rider, or why it was not (an exception to resolve). */
export function MatchLabel({ match }: { match: LineMatch }) {
  if (match.status === 'matched' && match.rider) {
    return (
      <span className="pro-match">
        <span className="rr-badge rr-badge--success">{match.rider.name}</span>{' '}
        <span className="rr-muted"><FormattedMessage id={`promoter.match.method.${match.method ?? 'manual'}`} /></span>
      </span>
    );
  }
  if (match.status === 'notRider') return <span className="rr-badge"><FormattedMessage id="promoter.match.notRider" /></span>;
  if (match.status === 'ambiguous') return <span className="rr-badge rr-badge--warning"><FormattedMessage id="promoter.match.ambiguous" values={{ count: match.candidates.length }} /></span>;
  return <span className="rr-badge rr-badge--danger"><FormattedMessage id="promoter.match.unmatched" /></span>;
}
