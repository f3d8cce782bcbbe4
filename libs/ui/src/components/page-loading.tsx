import { useIntl } from 'react-intl';
import { Spinner } from './spinner';

/** What a page shows while its chunk or its data loads: the centred spinner, holding the page's place. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="rr-query-loading">
      <Spinner size="lg" label={intl.formatMessage({ id: 'ui.spinner.loading' })} />
    </div>
  );
}
