import { Alert, Button, Field, Input, Modal, toast } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionRefresh } from '@rr/ui/account';
import { mergeRiders } from '../api/merge-riders';
import { mergeBody, mergeFormSchema, mergeState, type MergeRider } from '../lib/merge-form';
import type { RiderRow } from '../lib/rider-list';
import { RiderPicker } from './rider-picker';

interface MergeRidersDialogProps {
  open: boolean;
  /** The row the dialog was opened from: proposed as the rider to keep. */
  initialRider: RiderRow | null;
  onClose: () => void;
  /** After the merge, with who was kept and who was deleted (a page of the deleted rider moves on). */
  onMerged: (merge?: { keptId: string; removedId: string }) => void;
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
  const form = useContractForm({
    schema: mergeFormSchema(keep, remove),
    defaultValues: { confirmation: '' },
    toBody: (values) => mergeBody({ keep, remove, confirmation: values.confirmation }),
    send: mergeRiders,
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'admin.riders.merge.done' }, { deleted: remove?.email ?? '', kept: keep?.email ?? '' }));
      onMerged(keep && remove ? { keptId: keep.id, removedId: remove.id } : undefined);
      onClose();
    },
    onError: (error, failure) => {
      void refreshSession(error);
      return failure;
    },
  });
  const { reset } = form;
  const submitting = form.submitting;
  const confirmation = form.form.watch('confirmation');

  useEffect(() => {
    if (!open) return;
    setKeep(asMergeRider(initialRider));
    setRemove(null);
    reset({ confirmation: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new dialog starts empty; `reset` is a new function each render
  }, [open, initialRider]);

  const state = mergeState({ keep, remove, confirmation });

  function choose(slot: 'keep' | 'remove', rider: MergeRider | null) {
    if (slot === 'keep') setKeep(rider);
    else setRemove(rider);
    reset({ confirmation: '' });
  }

  function swap() {
    setKeep(remove);
    setRemove(keep);
    reset({ confirmation: '' });
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
      <form id="adm-merge-form" className="rr-stack adm-merge" {...form.formProps}>
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
            error={form.error('confirmation')}
          >
            <p className="adm-merge__expected" id={confirmationHint}>
              <code>{state.expected}</code>
            </p>
            <Input autoComplete="off" autoCapitalize="off" spellCheck={false} aria-describedby={confirmationHint} {...form.field('confirmation')} />
          </Field>
        )}
        {state.expected && confirmation.trim() !== '' && !state.confirmed && (
          <p className="rr-hint" aria-live="polite">
            <FormattedMessage id="admin.riders.merge.notMatching" />
          </p>
        )}

        <FormProblem form={form} />
      </form>
    </Modal>
  );
}
