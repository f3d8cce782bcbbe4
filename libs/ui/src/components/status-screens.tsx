import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, ButtonLink } from './button';

/** Spec §2/§8: the translated page-not-found screen. Remotes render it for their unknown routes. */
export function NotFoundScreen({ homeHref = '/' }: { homeHref?: string }) {
  const intl = useIntl();
  return (
    <section className="rr-status-screen" data-testid="not-found">
      <p className="rr-status-screen__code" aria-hidden="true">404</p>
      <h1 className="rr-status-screen__title">{intl.formatMessage({ id: 'ui.notFound.title', defaultMessage: 'Page not found' })}</h1>
      <p className="rr-muted">{intl.formatMessage({ id: 'ui.notFound.text', defaultMessage: 'This page could not be found' })}</p>
      <ButtonLink to={homeHref}>{intl.formatMessage({ id: 'ui.status.home', defaultMessage: 'Go to the home page' })}</ButtonLink>
    </section>
  );
}

export interface ErrorScreenProps {
  /** Overrides the translated 'An error occurred' text under the title. */
  message?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** Shows technical details (collapsed). */
  details?: string;
  homeHref?: string;
  /** Render as a compact block inside a layout instead of a full page. */
  inline?: boolean;
}

/** Spec §8 'Other failure': the generic translated error screen. */
export function ErrorScreen({ message, onRetry, details, homeHref = '/', inline = false }: ErrorScreenProps) {
  const intl = useIntl();
  return (
    <section className="rr-status-screen" style={inline ? { minHeight: 'auto' } : undefined} role="alert" data-testid="error-screen">
      <h1 className="rr-status-screen__title">{intl.formatMessage({ id: 'ui.error.title', defaultMessage: 'An error occurred' })}</h1>
      <p className="rr-muted">{message ?? intl.formatMessage({ id: 'ui.error.text', defaultMessage: 'Something went wrong while showing this page. Please try again.' })}</p>
      <div className="rr-cluster" style={{ justifyContent: 'center' }}>
        {onRetry && <Button onClick={onRetry}>{intl.formatMessage({ id: 'ui.error.retry', defaultMessage: 'Retry' })}</Button>}
        <ButtonLink to={homeHref} variant={onRetry ? 'secondary' : 'primary'}>
          {intl.formatMessage({ id: 'ui.status.home', defaultMessage: 'Go to the home page' })}
        </ButtonLink>
      </div>
      {details && (
        <details>
          <summary className="rr-muted">{intl.formatMessage({ id: 'ui.error.details', defaultMessage: 'Details' })}</summary>
          <pre className="rr-status-screen__details">{details}</pre>
        </details>
      )}
    </section>
  );
}
