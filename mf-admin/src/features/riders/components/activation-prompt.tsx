import { ConfirmPrompt, toast } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorText } from '@rr/ui';
import { useSessionRefresh } from '@rr/ui/account';
import { useSetRiderActivation } from '../api/riders-queries';
import type { RiderRow } from '../lib/rider-list';

interface ActivationPromptProps {
  /** The rider to activate or deactivate; null closes the prompt. */
  rider: RiderRow | null;
  onClose: () => void;
}

/**
 * Spec §4 Account: "An admin can activate or deactivate", confirmed first (deactivation signs the rider out at
 * once). The rider lists are fetched again after the change.
 */
export function ActivationPrompt({ rider, onClose }: ActivationPromptProps) {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const activation = useSetRiderActivation();
  const busy = activation.isPending;
  // Keep the last rider while the prompt fades out.
  const [shown, setShown] = useState<RiderRow | null>(rider);
  if (rider && rider !== shown) setShown(rider);

  const deactivating = shown ? !shown.deActivated : true;
  const name = shown ? shown.name || shown.email : '';

  async function confirm() {
    if (!shown || busy) return;
    try {
      const answer = await activation.mutateAsync({ id: shown.id, deActivated: deactivating });
      const deActivated = typeof answer?.user?.deActivated === 'boolean' ? answer.user.deActivated : deactivating;
      toast.success(intl.formatMessage({ id: deActivated ? 'admin.riders.deactivate.done' : 'admin.riders.activate.done' }, { name }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
      void refreshSession(caught);
    }
    onClose();
  }

  return (
    <ConfirmPrompt
      open={rider !== null}
      tone={deactivating ? 'danger' : 'primary'}
      busy={busy}
      title={<FormattedMessage id={deactivating ? 'admin.riders.deactivate.title' : 'admin.riders.activate.title'} values={{ name }} />}
      message={<FormattedMessage id={deactivating ? 'admin.riders.deactivate.text' : 'admin.riders.activate.text'} values={{ email: shown?.email ?? '' }} />}
      confirmLabel={<FormattedMessage id={deactivating ? 'admin.riders.deactivate' : 'admin.riders.activate'} />}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
