import { Alert, Button, Field, Input, Modal, toast } from '@rr/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorText } from '../../../lib/api-errors';
import { useSessionRefresh } from '../../../lib/use-session-refresh';
import { mergeRiders } from '../api/merge-riders';
import { mergeBody, mergeState, type MergeRider } from '../lib/merge-form';
import type { RiderRow } from '../lib/rider-list';
import { RiderPicker } from './rider-picker';

interface MergeRidersDialogProps {
  open: boolean;
  /** The row the dialog was opened from: proposed as the rider to keep. */
  initialRider: RiderRow | null;
  onClose: () => void;
  onMerged: () => void;
}

const asMergeRider = (row: RiderRow | null): MergeRider | null => (row ? { id: row.id, name: row.name, email: row.email } : null);

/**
 * Spec §4 "Two rider accounts can be merged: one kept, one deleted. This is irreversible" and §5 Merge: the
 * administrator chooses both riders, then types `DELETE <deleted e-mail> KEEP <kept e-mail>`; Merge is enabled
 * only when that text matches.
 */
export function MergeRidersDialog({ open, initialRider, onClose, onMerged }: MergeRidersDialogProps) {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const confirmationHint = useId();
  const [keep, setKeep] = useState<MergeRider | null>(null);
  const [remove, setRemove] = useState<MergeRider | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setKeep(asMergeRider(initialRider));
    setRemove(null);
    setConfirmation('');
    setError(null);
  }, [open, initialRider]);

  const state = mergeState({ keep, remove, confirmation });

  function choose(slot: 'keep' | 'remove', rider: MergeRider | null) {
    if (slot === 'keep') setKeep(rider);
    else setRemove(rider);
    setConfirmation('');
    setError(null);
  }

  function swap() {
    setKeep(remove);
    setRemove(keep);
    setConfirmation('');
    setError(null);
  }

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const body = mergeBody({ keep, remove, confirmation });
    if (!body || submitting || !keep || !remove) return;
    setSubmitting(true);
    setError(null);
    try {
      await mergeRiders(body);
      toast.success(intl.formatMessage({ id: 'admin.riders.merge.done' }, { deleted: remove.email, kept: keep.email }));
      onMerged();
      onClose();
    } catch (caught) {
      setError(apiErrorText(intl, caught));
      void refreshSession(caught);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={submitting ? () => undefined : onClose}
      size="lg"
      title={<FormattedMessage id="admin.riders.merge.title" />}
      description={<FormattedMessage id="admin.riders.merge.lead" />}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            <FormattedMessage id="admin.cancel" />
          </Button>
          <Button variant="danger" type="submit" form="adm-merge-form" disabled={!state.canSubmit} loading={submitting}>
            <FormattedMessage id="admin.riders.merge.submit" />
          </Button>
        </>
      }
    >
      <form id="adm-merge-form" className="rr-stack adm-merge" onSubmit={submit} noValidate>
        <Alert tone="warning" title={<FormattedMessage id="admin.riders.merge.irreversibleTitle" />}>
          <FormattedMessage id="admin.riders.merge.irreversible" />
        </Alert>

        <div className="adm-merge__pair">
          <RiderPicker tone="keep" label={<FormattedMessage id="admin.riders.merge.keep" />} value={keep} otherId={remove?.id} onChange={(rider) => choose('keep', rider)} />
          <Button
            size="sm"
            variant="ghost"
            className="adm-merge__swap"
            onClick={swap}
            disabled={!keep && !remove}
            aria-label={intl.formatMessage({ id: 'admin.riders.merge.swapLabel' })}
          >
            <span aria-hidden="true">⇄</span> <FormattedMessage id="admin.riders.merge.swap" />
          </Button>
          <RiderPicker tone="delete" label={<FormattedMessage id="admin.riders.merge.delete" />} value={remove} otherId={keep?.id} onChange={(rider) => choose('remove', rider)} />
        </div>

        {state.sameRider && (
          <Alert tone="error">
            <FormattedMessage id="error.MERGE_SAME_RIDER" />
          </Alert>
        )}

        {state.expected && (
          <Field
            label={<FormattedMessage id="admin.riders.merge.confirmLabel" />}
            hint={<FormattedMessage id="admin.riders.merge.confirmHint" />}
          >
            <p className="adm-merge__expected" id={confirmationHint}>
              <code>{state.expected}</code>
            </p>
            <Input
              name="confirmation"
              value={confirmation}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-describedby={confirmationHint}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
        )}
        {state.expected && confirmation.trim() !== '' && !state.confirmed && (
          <p className="rr-hint" aria-live="polite">
            <FormattedMessage id="admin.riders.merge.notMatching" />
          </p>
        )}

        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
