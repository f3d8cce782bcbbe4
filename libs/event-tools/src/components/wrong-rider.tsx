import type { ManagedResult, MessageDescriptor } from '@rr/contracts';
import { Alert, Button, ConfirmPrompt, describeApiError, formatDescriptor } from '@rr/ui';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWrongRider } from '../api/mutations';
import { Icon } from './icon';
import '../event-tools.css';

/** How a "wrong rider" ended: the rider unmatched from a line, or why not. */
export type WrongRiderOutcome = { unmatched: { rider: string; name: string } } | { problem: MessageDescriptor };

export interface WrongRiderActionProps {
  eventId: string;
  result: ManagedResult;
  onOutcome: (outcome: WrongRiderOutcome) => void;
}

/**
 * "Wrong rider" on a line matched to a programme rider who did not race it: after a confirmation that says what
 * happens, the line is unmatched, what it paid is taken back, and it is never matched to that rider again; it then
 * waits among the lines to resolve. Nothing for a line that is not matched.
 */
export function WrongRiderAction({ eventId, result, onOutcome }: WrongRiderActionProps) {
  const intl = useIntl();
  const wrong = useWrongRider(eventId);
  const [asking, setAsking] = useState(false);
  const rider = result.match.status === 'matched' ? result.match.rider : null;
  if (!rider) return null;

  const confirm = async () => {
    try {
      await wrong.mutateAsync({ resultId: result._id, riderId: rider._id });
      onOutcome({ unmatched: { rider: rider.name, name: result.riderName } });
    } catch (caught) {
      onOutcome({ problem: describeApiError(caught) });
    }
    setAsking(false);
  };

  return (
    <>
      <Button size="sm" variant="ghost" icon={<Icon of={UserX} />} aria-label={intl.formatMessage({ id: 'eventTools.results.wrongRiderOf' }, { name: result.riderName })} onClick={() => setAsking(true)}>
        <FormattedMessage id="eventTools.results.wrongRider" />
      </Button>
      <ConfirmPrompt
        open={asking}
        busy={wrong.isPending}
        title={<FormattedMessage id="eventTools.results.wrongRiderConfirm" values={{ rider: rider.name, name: result.riderName }} />}
        message={<FormattedMessage id="eventTools.results.wrongRiderLead" values={{ rider: rider.name }} />}
        confirmLabel={<FormattedMessage id="eventTools.results.wrongRiderUnmatch" />}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** What the last "wrong rider" did, or why it failed, above the results. */
export function WrongRiderNotice({ outcome, onDismiss }: { outcome: WrongRiderOutcome | null; onDismiss: () => void }) {
  const intl = useIntl();
  if (!outcome) return null;
  if ('problem' in outcome) {
    return (
      <Alert tone="error" title={<FormattedMessage id="eventTools.results.wrongRiderFailed" />} onDismiss={onDismiss}>
        {formatDescriptor(intl, outcome.problem)}
      </Alert>
    );
  }
  return (
    <Alert tone="success" onDismiss={onDismiss}>
      <FormattedMessage id="eventTools.results.wrongRiderDone" values={outcome.unmatched} />
    </Alert>
  );
}
