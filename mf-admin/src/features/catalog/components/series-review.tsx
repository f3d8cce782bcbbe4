import type { Series } from '@rr/contracts';
import { Alert, Button, apiErrorText, toast } from '@rr/ui';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { approveSeries, useRefreshCatalog } from '../api/catalog';

/** A series its promoter created waits for staff: approving shows it to riders. */
export function SeriesReview({ serie }: { serie: Series }) {
  const intl = useIntl();
  const refresh = useRefreshCatalog();
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await approveSeries(serie._id);
      toast.success(intl.formatMessage({ id: 'admin.series.approved' }, { name: serie.name }));
      await refresh();
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert tone="warning" title={<FormattedMessage id="admin.series.pending" />}>
      <p>
        <FormattedMessage id="admin.series.pendingLead" />
      </p>
      <Button size="sm" loading={busy} onClick={() => void approve()}>
        <Check className="rr-icon" aria-hidden="true" />
        <FormattedMessage id="admin.series.approve" />
      </Button>
    </Alert>
  );
}
