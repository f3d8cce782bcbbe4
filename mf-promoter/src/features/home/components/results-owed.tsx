import { paths } from '@rr/contracts/routes';
import { deadlineStatus, resultsOwed, usePromoterEvents } from '@rr/event-tools';
import { Card, Table, TextLink, useFormat } from '@rr/ui';
import { FormattedMessage } from 'react-intl';
import { usePromoterId } from '../../../lib/use-promoter-id';
import { eventColumns } from '../../../components/event-columns';

/**
 * The events whose results are owed now (over, not canceled, no results yet: due within 7 days or late), the most
 * urgent first, each leading to its Results tab. Nothing is shown when none are.
 */
export function ResultsOwed() {
  const format = useFormat();
  const events = usePromoterEvents(usePromoterId());
  const owed = (events.data?.events ?? []).filter((e) => resultsOwed(deadlineStatus(e.deadline, e.canceled))).sort((a, b) => a.deadline.daysLeft - b.deadline.daysLeft);
  if (owed.length === 0) return null;
  const columns = eventColumns(format).map((column) =>
    column.id === 'title' ? { ...column, cell: (e: (typeof owed)[number]) => <TextLink to={`${paths.promoter.event(e._id)}?tab=results`}>{e.title}</TextLink> } : column,
  );
  return (
    <Card title={<FormattedMessage id="promoter.home.dueTitle" values={{ count: owed.length }} />} className="pro-owed">
      <p className="rr-muted pro-lead">
        <FormattedMessage id="promoter.home.dueLead" />
      </p>
      <Table columns={columns} rows={owed} rowKey={(e) => e._id} caption={<FormattedMessage id="promoter.home.dueTitle" values={{ count: owed.length }} />} />
    </Card>
  );
}
