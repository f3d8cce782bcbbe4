import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@rr/router';
import { toApiError } from '@rr/api-client';
import type { MessageDescriptor } from '@rr/contracts';
import { describeApiError, formatDescriptor } from '@rr/ui';
import { OutcomeCard, WaitingCard, backToLogin } from '../../../components/outcome-card';
import { reloadInto } from '../../../lib/navigate';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { completeOAuth } from '../api/oauth-callback';
import { oauthCallbackRequest, oauthDestination } from '../lib/oauth-callback';

const OIDC_FAILED: MessageDescriptor = { id: 'error.OIDC_FAILED', defaultMessage: 'Sign-in with your organisation failed. Please try again.' };

/** /oauth/callback: hands the provider's answer to the BFF, then loads the user's area (a new session). */
export function OAuthCallbackPage() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // The code is single use: post it once, even if the effect runs again.
    if (sent.current) return;
    sent.current = true;
    const request = oauthCallbackRequest(searchParams);
    if (request.kind === 'fail') {
      setFailure(OIDC_FAILED);
      return;
    }
    completeOAuth(request.body).then(
      (answer) => {
        const destination = oauthDestination(answer);
        if (destination) reloadInto(destination);
        else setFailure(OIDC_FAILED);
      },
      (caught: unknown) => {
        const apiError = toApiError(caught);
        setFailure(apiError.code ? describeApiError(apiError) : OIDC_FAILED);
      },
    );
  }, [searchParams]);

  if (failure) {
    return (
      <OutcomeCard titleId="public.oauthCallback.failed" testId="oauth-failed" tone="error" actions={[backToLogin(localized('/login'))]}>
        {formatDescriptor(intl, failure)}
      </OutcomeCard>
    );
  }
  return <WaitingCard titleId="public.oauthCallback.title" testId="oauth-callback" spinnerId="public.oauthCallback.title" textId="public.oauthCallback.text" />;
}
