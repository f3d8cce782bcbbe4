import { createQueryClient } from '@rr/api-client';
import { brandNameAtom, sessionAtom } from '@rr/session';
import { ErrorScreen, FullScreenSpinner, Toaster, retryFailedPages } from '@rr/ui';
import { QueryClientProvider, useQuery } from '@rr/api-client';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from '@rr/router';
import { ErrorBoundary } from '../components/error-boundary';
import { FatalErrorBoundary } from '../components/fatal-error';
import { LocaleSync } from '../features/locale/locale-sync';
import { ApiErrorBridge } from '../features/session/api-error-bridge';
import { configQuery } from '../features/session/get-config';
import { useSessionLoader } from '../features/session/use-session-loader';
import { ShellIntlProvider } from '../i18n';
import { initRemotes, preloadRemote } from '../lib/remotes';
import { sessionCheckedAtAtom } from './auth-guard';
import { AppRoutes, remoteForPath } from './router';

/**
 * Whether the app starts behind a first screen the BFF drew (shell/src/lib/first-paint.ts): then nothing on screen
 * waits for its first renders, and they are done as transitions, in slices.
 */
const behindFirstPaint = typeof document !== 'undefined' && document.getElementById('rr-first-paint') !== null;

/** Loads the session, the brand name and the remote list; shows the full-screen spinner until the session is known. */
function Boot({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const [brand, setBrand] = useAtom(brandNameAtom);
  const setCheckedAt = useSetAtom(sessionCheckedAtAtom);
  const loadSession = useSessionLoader({ transition: behindFirstPaint });
  const location = useLocation();
  const brandName = useQuery(configQuery).data?.brandName;

  useEffect(() => {
    const key = location.key;
    void loadSession().then(() => setCheckedAt(key));
    // Start fetching /mf/remotes.json and the remote this address needs now, while the session is read; a failure is
    // shown (with Retry) where the remote is mounted.
    initRemotes().catch(() => undefined);
    const remote = remoteForPath(location.pathname);
    if (remote) preloadRemote(remote);
    // Boot once; later session loads are triggered by the route guard.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs at boot only, by design
  }, []);

  useEffect(() => {
    if (brandName) setBrand(brandName);
  }, [brandName, setBrand]);

  useEffect(() => {
    document.title = brand;
  }, [brand]);

  if (session === null) return <FullScreenSpinner />;
  return <>{children}</>;
}

/** Generic error screen for anything a page throws outside a remote's own boundary. */
function RoutesWithBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} onReset={retryFailedPages} fallback={(error, reset) => <ErrorScreen onRetry={reset} details={error instanceof Error ? error.message : String(error)} />}>
      <AppRoutes />
    </ErrorBoundary>
  );
}

/**
 * The page's one QueryClient (docs/architecture.md "Server state"): remotes render inside this tree and
 * import the same @tanstack/react-query singleton, so they share its cache, retry policy and alerts.
 */
const queryClient = createQueryClient();

export function App() {
  return (
    <FatalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ShellIntlProvider>
          <BrowserRouter>
            <LocaleSync />
            <ApiErrorBridge />
            <Boot>
              <RoutesWithBoundary />
            </Boot>
            <Toaster />
          </BrowserRouter>
        </ShellIntlProvider>
      </QueryClientProvider>
    </FatalErrorBoundary>
  );
}
