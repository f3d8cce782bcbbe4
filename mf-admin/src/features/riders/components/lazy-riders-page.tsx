import { Spinner } from '@rr/ui';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';

// The Rider Manager comes in a chunk of its own, so the table kit (TanStack Table) loads only with the pages
// that list, not with every admin page.
const RidersPage = lazy(() => import('./riders-page').then((module) => ({ default: module.RidersPage })));

/** The Rider Manager, loaded when first shown. */
export function LazyRidersPage() {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <div className="adm-page-loading">
          <Spinner label={intl.formatMessage({ id: 'admin.riders.loading' })} />
        </div>
      }
    >
      <RidersPage />
    </Suspense>
  );
}
