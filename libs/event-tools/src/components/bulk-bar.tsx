import type { MatchCandidate } from '@rr/contracts';
import { Alert, Button, apiErrorText } from '@rr/ui';
import { UserCheck, UserX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BulkOutcome } from '../lib/bulk';
import { Icon } from './icon';
import '../exceptions.css';

export interface BulkBarProps {
  /** Lines selected (on any page). */
  selected: number;
  /** Lines on this page, and how many of them are selected. */
  onPage: number;
  selectedOnPage: number;
  /** Lines the filter matches (every page). */
  matching: number;
  onTogglePage: () => void;
  onSelectMatching: () => void;
  onClear: () => void;
  /** Riders every selected line may be: "Match to <rider>". */
  shared: readonly MatchCandidate[];
  onNotRider: () => void;
  onMatchTo: (rider: MatchCandidate) => void;
  busy: boolean;
  /** How the last bulk decision went. */
  outcome: BulkOutcome | null;
}

/**
 * Selecting lines to resolve and deciding them together: select this page's lines (or all the filter matches, across
 * pages), then "not programme riders", or "match to <rider>" when the selected lines share a suggested rider. Says how
 * many were decided, and why the rest were not.
 */
export function BulkBar({ selected, onPage, selectedOnPage, matching, onTogglePage, onSelectMatching, onClear, shared, onNotRider, onMatchTo, busy, outcome }: BulkBarProps) {
  const intl = useIntl();
  const pageBox = useRef<HTMLInputElement>(null);
  const allOnPage = onPage > 0 && selectedOnPage === onPage;
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = selectedOnPage > 0 && !allOnPage;
  }, [selectedOnPage, allOnPage]);
  return (
    <div className="et-bulk" role="group" aria-label={intl.formatMessage({ id: 'eventTools.bulk.label' })}>
      <div className="et-bulk__select">
        <label className="et-check">
          <input ref={pageBox} type="checkbox" checked={allOnPage} disabled={onPage === 0 || busy} onChange={onTogglePage} />
          <FormattedMessage id="eventTools.bulk.selectPage" />
        </label>
        {matching > onPage && selected < matching && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={onSelectMatching}>
            <FormattedMessage id="eventTools.bulk.selectMatching" values={{ count: matching }} />
          </Button>
        )}
        <span className="et-bulk__count" aria-live="polite">
          {selected > 0 ? <FormattedMessage id="eventTools.bulk.selected" values={{ count: selected }} /> : null}
        </span>
        {selected > 0 && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
            <FormattedMessage id="eventTools.bulk.clear" />
          </Button>
        )}
      </div>
      {selected > 0 && (
        <div className="et-bulk__actions">
          <Button size="sm" variant="secondary" loading={busy} icon={<Icon of={UserX} />} onClick={onNotRider}>
            <FormattedMessage id="eventTools.bulk.notRider" values={{ count: selected }} />
          </Button>
          {shared.slice(0, 3).map((rider) => (
            <Button key={rider._id} size="sm" variant="secondary" disabled={busy} icon={<Icon of={UserCheck} />} onClick={() => onMatchTo(rider)}>
              <FormattedMessage id={rider.hometown ? 'eventTools.bulk.matchTo' : 'eventTools.bulk.matchToNoHometown'} values={{ count: selected, name: rider.name, hometown: rider.hometown }} />
            </Button>
          ))}
        </div>
      )}
      {outcome && !outcome.error && (
        <p className="rr-muted et-small" aria-live="polite">
          <FormattedMessage id="eventTools.bulk.done" values={{ count: outcome.decided }} />
        </p>
      )}
      {outcome?.error ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'eventTools.bulk.failed' })}>
          <p>
            <FormattedMessage id="eventTools.bulk.partly" values={{ decided: outcome.decided, total: outcome.total }} /> {apiErrorText(intl, outcome.error)}
          </p>
        </Alert>
      ) : null}
    </div>
  );
}
