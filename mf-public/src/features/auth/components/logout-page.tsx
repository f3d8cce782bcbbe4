import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { useApiMutation, useQueryClient } from '@rr/api-client';
import { queryKeys } from '@rr/api-client';
import type { MessageDescriptor } from '@rr/contracts';
import { PUBLIC_PAGES } from '@rr/contracts/routes';
import { brandNameAtom, sessionAtom } from '@rr/session';
import { Alert, Button, ButtonLink, formatDescriptor } from '@rr/ui';
import { AuthCard } from '../../../components/auth-card';
import { OutcomeCard } from '../../../components/outcome-card';
import { reloadInto } from '../../../lib/navigate';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { logout } from '../api/logout';
import { logoutFailure, logoutView, type LogoutView } from '../lib/sign-out';

/**
 * /logout: "Sign out of Race Rewards?" A cross-site `GET /api/logout` (a link or image on another site) lands here
 * instead of ending the session; only the button (a JSON POST from this site) signs out. Nobody signed in when
 * the page opens: it says so and offers the login page.
 */
export function LogoutPage() {
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const brand = useAtomValue(brandNameAtom);
  const queryClient = useQueryClient();
  const localized = useLocalizedPath();
  const [view] = useState(() => logoutView(session));
  const signOut = useApiMutation({
    mutationFn: logout,
    onSuccess: () => {
      // The shell's session answer belonged to the session that just ended; the login page boots the shell again.
      queryClient.removeQueries({ queryKey: queryKeys.session.all });
      setSession({ authenticated: false });
      reloadInto(localized(PUBLIC_PAGES.login));
    },
    // The card says why signing out failed.
    meta: { alert: false },
  });
  // The page is on its way to the login page after a success: the button stays busy until then.
  const busy = signOut.isPending || signOut.isSuccess;
  const failure = signOut.error ? logoutFailure(signOut.error) : null;

  return (
    <LogoutCard
      view={view}
      brand={brand}
      busy={busy}
      failure={failure}
      onSignOut={() => signOut.mutate()}
      homeTo={localized(PUBLIC_PAGES.home)}
      loginTo={localized(PUBLIC_PAGES.login)}
    />
  );
}

/** What /logout shows; stateless so each view is tested by rendering it. */
export function LogoutCard({ view, brand, busy, failure, onSignOut, homeTo, loginTo }: {
  view: LogoutView;
  brand: string;
  busy: boolean;
  failure: MessageDescriptor | null;
  onSignOut: () => void;
  homeTo: string;
  loginTo: string;
}) {
  const intl = useIntl();
  if (view === 'signedOut') {
    return (
      <OutcomeCard
        titleId="public.logout.signedOut.title"
        testId="logout-signed-out"
        actions={[
          { to: loginTo, labelId: 'public.login.title' },
          { to: homeTo, labelId: 'public.notFound.home', variant: 'secondary' },
        ]}
      >
        <FormattedMessage id="public.logout.signedOut.text" />
      </OutcomeCard>
    );
  }
  return (
    <AuthCard
      title={<FormattedMessage id="public.logout.title" values={{ brand }} />}
      lead={<FormattedMessage id="public.logout.lead" />}
      testId="logout-confirm"
    >
      {failure ? <Alert tone="error">{formatDescriptor(intl, failure)}</Alert> : null}
      <div className="rr-cluster pub-actions">
        <Button onClick={onSignOut} loading={busy} data-testid="logout-submit">
          <FormattedMessage id={busy ? 'public.logout.submitting' : 'public.logout.submit'} />
        </Button>
        <ButtonLink to={homeTo} variant="secondary" data-testid="logout-cancel">
          <FormattedMessage id="public.logout.cancel" />
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
