import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '@rr/session';
import { AuthCard } from '../../../components/auth-card';
import { reloadInto } from '../../../lib/navigate';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { setLostPassword } from '../api/set-lost-password';
import { recoveredDestination } from '../lib/recovery-flow';
import { NewPasswordForm } from './new-password-form';
import { StartOverCard } from './start-over-card';
import { withFeatureIntl } from '../i18n';

/**
 * /password-lost-reset: the new password, in the session a recovery code opened (15 minutes). Without such a
 * session the server answers RECOVERY_REQUIRED and the page offers to start recovery again.
 */
function PasswordLostResetPageContent() {
  const session = useAtomValue(sessionAtom);
  const [expired, setExpired] = useState(false);
  // No session at all cannot be a recovery session: say so at once instead of after a submit.
  if (expired || !session?.authenticated) return <RecoveryRequired />;
  return <LostPasswordForm sessionType={session.type} onExpired={() => setExpired(true)} />;
}

function RecoveryRequired() {
  return (
    <StartOverCard
      titleId="public.passwordLostReset.expired.title"
      testId="recovery-required"
      tone="warning"
      errorCode="RECOVERY_REQUIRED"
      restartTo="/account-recovery"
      restartId="public.passwordLostReset.restart"
    />
  );
}

function LostPasswordForm({ sessionType, onExpired }: { sessionType: string; onExpired: () => void }) {
  const localized = useLocalizedPath();
  return (
    <AuthCard
      title={<FormattedMessage id="public.passwordLostReset.title" />}
      lead={<FormattedMessage id="public.passwordLostReset.text" />}
      testId="password-lost-reset-page"
    >
      <NewPasswordForm
        send={setLostPassword}
        onSaved={(answer) => reloadInto(recoveredDestination(answer, sessionType) ?? localized('/login'))}
        endCode="RECOVERY_REQUIRED"
        onEnd={onExpired}
        submitLabel={<FormattedMessage id="public.passwordLostReset.submit" />}
      />
    </AuthCard>
  );
}

export const PasswordLostResetPage = withFeatureIntl(PasswordLostResetPageContent);
