import { Alert, Button, apiErrorText } from '@rr/ui';
import { useIntl } from 'react-intl';

/** A read that failed: the translated error (`describeApiError`) and "Try again". */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const intl = useIntl();
  return (
    <Alert tone="error" title={title}>
      <p className="dlr-alert-text">{apiErrorText(intl, error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'ui.query.retry' })}
        </Button>
      ) : null}
    </Alert>
  );
}
