import { DEALER_LOGIN_STATUSES, paths, type DealerLogin, type DealerLoginListParams } from '@rr/contracts';
import { Card, Field, Select, TextLink, useFormat, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListResults } from '../../../components/list-results';
import { useListSearch } from '../../../lib/use-list-search';
import { useDealerLogins } from '../api/dealers';
import { LoginBadge } from './badges';
import { DealerListHeader, DealerSearch } from './dealer-nav';
import { LoginActions } from './login-card';

/**
 * /auth/admin/dealer-logins (spec §2): each dealer's one login, its e-mail, state (invited: no
 * password yet; active; deactivated), last sign-in and count, and the link waiting in its inbox; send the invitation
 * again or a password reset, turn the login off or on. A new login is a new dealer (its page's form mails the
 * invitation).
 */
export function DealerLoginsPage() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query, page, text, setText, set } = useListSearch();
  const status = search.get('status') ?? '';
  const params: DealerLoginListParams = { ...(query ? { query } : {}), ...(status ? { status } : {}), page, limit: 15 };
  const list = useDealerLogins(params);
  const when = (value: string) => `${format.date(value)} ${format.time(value)}`;

  const columns: DataColumn<DealerLogin, ReactNode>[] = [
    {
      id: 'dealer',
      header: <FormattedMessage id="admin.dealerLogins.col.dealer" />,
      cell: (l) => (
        <span className="adm-deadline-event">
          <TextLink to={paths.admin.dealer(l._id)}>{l.name}</TextLink>
          <span className="rr-muted adm-email">{l.email}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: <FormattedMessage id="admin.dealerLogins.col.status" />,
      cell: (l) => (
        <span className="adm-cell-stack">
          <LoginBadge status={l.status} />
          {l.status === 'invited' ? (
            <span className="rr-muted">
              {l.linkSentAt ? <FormattedMessage id="admin.dealerLogins.invitedOn" values={{ date: format.date(l.linkSentAt) }} /> : <FormattedMessage id="admin.dealerLogins.linkExpired" />}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'lastLogin',
      header: <FormattedMessage id="admin.dealerLogins.col.lastLogin" />,
      secondary: true,
      cell: (l) => (l.lastLoginAt ? <span className="adm-nowrap">{when(l.lastLoginAt)}</span> : <span className="rr-muted"><FormattedMessage id="admin.dealerLogins.never" /></span>),
    },
    { id: 'count', header: <FormattedMessage id="admin.dealerLogins.col.count" />, secondary: true, align: 'right', cell: (l) => intl.formatNumber(l.loginCount) },
    { id: 'actions', header: <FormattedMessage id="admin.dealerLogins.col.actions" />, stickyEnd: true, cell: (l) => <LoginActions login={l} /> },
  ];

  return (
    <div className="adm-page">
      <DealerListHeader page="dealerLogins" />
      <Card padded={false}>
        <div className="adm-toolbar">
          <DealerSearch text={text} onText={setText} />
          <div className="adm-deadline-filters">
            <Field label={<FormattedMessage id="admin.dealerLogins.col.status" />}>
              <Select value={status} onChange={(event) => set('status', event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'admin.dealerLogins.anyStatus' })}</option>
                {DEALER_LOGIN_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage({ id: `admin.dealerLogins.status.${value}` })}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <p className="adm-toolbar__count rr-muted" aria-live="polite">
            {list.data ? <FormattedMessage id="admin.dealerLogins.count" values={{ count: list.data.pagination.total }} /> : null}
          </p>
        </div>
        <ListResults
          query={list}
          columns={columns}
          rows={list.data?.logins ?? []}
          rowKey={(l) => l._id}
          caption={<FormattedMessage id="admin.dealerLogins.title" />}
          empty={<FormattedMessage id="admin.dealerLogins.none" />}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
    </div>
  );
}
