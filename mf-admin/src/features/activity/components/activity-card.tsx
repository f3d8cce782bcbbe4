import { Alert, Button, Card, EmptyState, Pagination, Spinner, useFormat } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorText } from '@rr/ui';
import { pageCount } from '../../../lib/pagination';
import { useAuditLog } from '../api/get-audit-log';
import { ACTIVITY_PAGE_SIZE, toActivityRow, type ActivityRow } from '../lib/audit-entry';
import { withFeatureIntl } from '../i18n';

function Entry({ row }: { row: ActivityRow }) {
  const format = useFormat();
  return (
    <li className="adm-activity__entry">
      <div className="adm-activity__what">
        <span className="adm-activity__action">{row.labelKey ? <FormattedMessage id={row.labelKey} /> : row.action}</span>
        <time className="adm-activity__when rr-muted" dateTime={row.at}>
          {format.date(row.at)} · {format.time(row.at)}
        </time>
      </div>
      <p className="adm-activity__who">
        {row.subject ? (
          <FormattedMessage id="admin.activity.byOn" values={{ actor: row.actor, subject: row.subject }} />
        ) : (
          <FormattedMessage id="admin.activity.by" values={{ actor: row.actor }} />
        )}
      </p>
      {row.request && (
        <p className="adm-activity__request">
          <code className={row.failed ? 'adm-activity__failed' : undefined}>{row.request}</code>
        </p>
      )}
    </li>
  );
}

/** "Activity": the audit log entries of one user (docs/accounts.md: proxying, account changes, merges), newest first. */
function ActivityCardContent({ userId }: { userId: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const log = useAuditLog(userId, page);
  const rows = (log.data?.entries ?? []).map(toActivityRow);
  const pages = log.data ? pageCount(log.data.pagination, ACTIVITY_PAGE_SIZE) : 1;

  return (
    <Card title={<FormattedMessage id="admin.activity.title" />} className="adm-activity">
      <div className="rr-stack">
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.activity.lead" />
        </p>
        {log.isError && !log.data ? (
          <Alert tone="error" title={<FormattedMessage id="admin.activity.loadFailed" />}>
            <p className="adm-alert-text">{apiErrorText(intl, log.error)}</p>
            <Button size="sm" variant="secondary" onClick={() => void log.refetch()}>
              <FormattedMessage id="admin.retry" />
            </Button>
          </Alert>
        ) : log.isPending ? (
          <div className="adm-activity__loading">
            <Spinner label={intl.formatMessage({ id: 'admin.activity.loading' })} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState title={<FormattedMessage id="admin.activity.empty" />} />
        ) : (
          <ol className="adm-activity__list">
            {rows.map((row) => (
              <Entry key={row.id} row={row} />
            ))}
          </ol>
        )}
        <Pagination page={page} pages={pages} onChange={setPage} />
      </div>
    </Card>
  );
}

/** The card, inside its catalog (its strings travel with the pages that show it). */
export const ActivityCard = withFeatureIntl(ActivityCardContent);
