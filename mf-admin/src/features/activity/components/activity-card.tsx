import { Alert, Button, Card, EmptyState, Pagination, Spinner, useFormat } from '@rr/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorText } from '@rr/ui';
import { pageCount } from '../../../lib/pagination';
import { useSessionRefresh } from '../../../lib/use-session-refresh';
import { getAuditLog } from '../api/get-audit-log';
import { ACTIVITY_PAGE_SIZE, toActivityRow, type ActivityRow } from '../lib/audit-entry';

interface State {
  rows: ActivityRow[];
  pages: number;
  loading: boolean;
  error: unknown;
}

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
export function ActivityCard({ userId }: { userId: string }) {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ rows: [], pages: 1, loading: true, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    getAuditLog({ userId, page, limit: ACTIVITY_PAGE_SIZE }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState({ rows: (answer.entries ?? []).map(toActivityRow), pages: pageCount(answer.pagination, ACTIVITY_PAGE_SIZE), loading: false, error: null });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, loading: false, error: caught }));
        void refreshSession(caught);
      },
    );
    return () => controller.abort();
  }, [userId, page, attempt, refreshSession]);

  return (
    <Card title={<FormattedMessage id="admin.activity.title" />} className="adm-activity">
      <div className="rr-stack">
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.activity.lead" />
        </p>
        {state.error ? (
          <Alert tone="error" title={<FormattedMessage id="admin.activity.loadFailed" />}>
            <p className="adm-alert-text">{apiErrorText(intl, state.error)}</p>
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              <FormattedMessage id="admin.retry" />
            </Button>
          </Alert>
        ) : state.loading ? (
          <div className="adm-activity__loading">
            <Spinner label={intl.formatMessage({ id: 'admin.activity.loading' })} />
          </div>
        ) : state.rows.length === 0 ? (
          <EmptyState title={<FormattedMessage id="admin.activity.empty" />} />
        ) : (
          <ol className="adm-activity__list">
            {state.rows.map((row) => (
              <Entry key={row.id} row={row} />
            ))}
          </ol>
        )}
        <Pagination page={page} pages={state.pages} onChange={setPage} />
      </div>
    </Card>
  );
}
