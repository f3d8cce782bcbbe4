import { ErrorScreen, FullScreenSpinner, retryFailedPages } from '@rr/ui';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@rr/router';
import { reloadOnceForChunkError } from '../lib/chunk-reload';
import { RemoteLoadError } from '../lib/remote-load-error';
import { lazyRemote, remoteFailed, retryRemote, type RemoteName } from '../lib/remotes';
import { ErrorBoundary } from './error-boundary';

/** Translated notice for a remote that could not be loaded, with a working Retry. */
function RemoteUnavailable({ onRetry, homeHref }: { onRetry: () => void; homeHref: string }) {
  const intl = useIntl();
  return (
    <section className="rr-status-screen" role="alert" data-testid="remote-error">
      <h1 className="rr-status-screen__title">{intl.formatMessage({ id: 'shell.remote.error.title' })}</h1>
      <p className="rr-muted">{intl.formatMessage({ id: 'shell.remote.error.text' })}</p>
      <div className="rr-cluster" style={{ justifyContent: 'center' }}>
        <button type="button" className="rr-button rr-button--primary" onClick={onRetry}>
          {intl.formatMessage({ id: 'ui.error.retry' })}
        </button>
        <a className="rr-button rr-button--secondary" href={homeHref}>{intl.formatMessage({ id: 'ui.status.home' })}</a>
      </div>
    </section>
  );
}

/**
 * Mounts a remote's ./routes inside the current layout. Load failures and render errors are caught
 * here, inside the layout, so the navigation keeps working; Retry builds a new lazy component (React
 * caches a failed lazy load) and refetches the remote, or the remote's page chunk that failed.
 */
export function RemoteRoutes({ name, homeHref = '/' }: { name: RemoteName; homeHref?: string }) {
  const location = useLocation();
  const [RoutesComponent, setRoutesComponent] = useState(() => lazyRemote(name));

  const rebuildIfFailed = () => {
    if (remoteFailed(name)) setRoutesComponent(() => retryRemote(name));
    retryFailedPages(); // a page chunk of the remote (lazyPage) that failed is fetched again too
  };

  return (
    <ErrorBoundary
      resetKey={location.pathname}
      onReset={rebuildIfFailed}
      onError={(error) => {
        if (!(error instanceof RemoteLoadError)) reloadOnceForChunkError(error);
      }}
      fallback={(error, reset) =>
        error instanceof RemoteLoadError ? (
          <RemoteUnavailable onRetry={reset} homeHref={homeHref} />
        ) : (
          <ErrorScreen inline onRetry={reset} homeHref={homeHref} details={error instanceof Error ? error.message : undefined} />
        )
      }
    >
      <Suspense fallback={<FullScreenSpinner />}>
        <RoutesComponent />
      </Suspense>
    </ErrorBoundary>
  );
}
