import type { Series } from '@rr/contracts';
import { Alert, Button, apiErrorText, toast } from '@rr/ui';
import { Check } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { approveSeries, useCatalogWrite } from '../api/catalog';

/** A series its promoter created waits for staff: approving shows it to riders. */
export function SeriesReview({ serie }: { serie: Series }) {
  const intl = useIntl();
  const approval = useCatalogWrite((id: string) => approveSeries(id));
  const approve = () =>
    approval.mutate(serie._id, {
      onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.series.approved' }, { name: serie.name })),
      onError: (caught) => toast.error(apiErrorText(intl, caught)),
    });
  return (
    <Alert tone="warning" title={<FormattedMessage id="admin.series.pending" />}>
      <p>
        <FormattedMessage id="admin.series.pendingLead" />
      </p>
      <Button size="sm" loading={approval.isPending} onClick={approve}>
        <Check className="rr-icon" aria-hidden="true" />
        <FormattedMessage id="admin.series.approve" />
      </Button>
    </Alert>
  );
}
