import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';
import { Modal } from './dialog';

export interface ConfirmPromptProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Label of the confirming button; 'Confirm' by default. */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** 'danger' (default) for removals (spec §2 confirmation prompts), 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  /** Shows a spinner on the confirm button while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation before a destructive action (removing an event, class, place, VIN pattern, results, bike…). */
export function ConfirmPrompt({ open, title, message, confirmLabel, cancelLabel, tone = 'danger', busy = false, onConfirm, onCancel }: ConfirmPromptProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      description={message}
      hideClose
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? intl.formatMessage({ id: 'ui.confirm.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? intl.formatMessage({ id: 'ui.confirm.confirm', defaultMessage: 'Confirm' })}
          </Button>
        </>
      }
    />
  );
}
