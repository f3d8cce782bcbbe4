import { Spinner } from '@rr/ui';
import { useIntl } from 'react-intl';

/** What a page shows while its chunk loads: the same centred spinner as a page's own loading state. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="rr-query-loading">
      <Spinner size="lg" label={intl.formatMessage({ id: 'ui.spinner.loading' })} />
    </div>
  );
}
