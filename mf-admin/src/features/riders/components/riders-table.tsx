import { Button, DropdownMenu, EmptyState, IconChevronDown, Table, buttonClass, useFormat, type Column } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { proxyHref, type RiderRow } from '../lib/rider-list';

interface RidersTableProps {
  rows: readonly RiderRow[];
  loading: boolean;
  query: string;
  onActivation: (rider: RiderRow) => void;
  onMerge: (rider: RiderRow) => void;
}

function StatusBadge({ rider }: { rider: RiderRow }) {
  return rider.deActivated ? (
    <span className="rr-badge rr-badge--danger">
      <FormattedMessage id="admin.riders.status.deactivated" />
    </span>
  ) : (
    <span className="rr-badge rr-badge--success">
      <FormattedMessage id="admin.riders.status.active" />
    </span>
  );
}

function RiderName({ rider }: { rider: RiderRow }) {
  return (
    <span className="adm-rider-name">
      <span className="adm-rider-name__text">{rider.name || <FormattedMessage id="admin.riders.noName" />}</span>
      {rider.pro && (
        <span className="rr-badge rr-badge--brand">
          <FormattedMessage id="admin.riders.pro" />
        </span>
      )}
      {!rider.emailVerified && (
        <span className="rr-badge rr-badge--warning">
          <FormattedMessage id="admin.riders.unverified" />
        </span>
      )}
    </span>
  );
}

/**
 * The actions of a rider (spec §6 admin: proxy; spec §4 Account: activate/deactivate, merge). In the table the
 * two account changes sit in a "More" menu so the row stays one line in every language; cards show all three.
 */
function RiderActions({ rider, compact, onActivation, onMerge }: { rider: RiderRow; compact: boolean; onActivation: (rider: RiderRow) => void; onMerge: (rider: RiderRow) => void }) {
  const intl = useIntl();
  const name = rider.name || rider.email;
  const activation = <FormattedMessage id={rider.deActivated ? 'admin.riders.activate' : 'admin.riders.deactivate'} />;
  const merge = <FormattedMessage id="admin.riders.merge.action" />;
  return (
    <div className="adm-actions">
      {/* A full navigation: the shell's proxy page starts the impersonation and loads the rider's area. */}
      <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={proxyHref(rider.id)} aria-label={intl.formatMessage({ id: 'admin.riders.proxy.label' }, { name })}>
        <FormattedMessage id="admin.riders.proxy" />
      </a>
      {compact ? (
        <DropdownMenu
          button={
            <>
              <FormattedMessage id="admin.riders.more" />
              <IconChevronDown />
            </>
          }
          buttonLabel={intl.formatMessage({ id: 'admin.riders.more.label' }, { name })}
          buttonClassName={buttonClass({ variant: 'ghost', size: 'sm' })}
          items={[
            { key: 'activation', label: activation, onClick: () => onActivation(rider) },
            { key: 'merge', label: merge, onClick: () => onMerge(rider) },
          ]}
        />
      ) : (
        <>
          <Button
            size="sm"
            variant="secondary"
            className={rider.deActivated ? undefined : 'adm-danger-text'}
            aria-label={intl.formatMessage({ id: rider.deActivated ? 'admin.riders.activate.label' : 'admin.riders.deactivate.label' }, { name })}
            onClick={() => onActivation(rider)}
          >
            {activation}
          </Button>
          <Button size="sm" variant="ghost" aria-label={intl.formatMessage({ id: 'admin.riders.merge.label' }, { name })} onClick={() => onMerge(rider)}>
            {merge}
          </Button>
        </>
      )}
    </div>
  );
}

/** The rider list: a table on wide screens, one card per rider on narrow ones. */
export function RidersTable({ rows, loading, query, onActivation, onMerge }: RidersTableProps) {
  const intl = useIntl();
  const format = useFormat();
  const lastLogin = (rider: RiderRow) =>
    rider.lastLoginAt ? format.shortDate(rider.lastLoginAt) : <span className="rr-muted"><FormattedMessage id="admin.riders.neverLoggedIn" /></span>;
  const empty = (
    <EmptyState
      title={<FormattedMessage id={query ? 'admin.riders.empty.search' : 'admin.riders.empty'} values={{ query }} />}
      description={query ? <FormattedMessage id="admin.riders.empty.searchHint" /> : undefined}
    />
  );

  const columns: Column<RiderRow>[] = [
    {
      key: 'rider',
      className: 'adm-rider-col',
      header: <FormattedMessage id="admin.riders.column.rider" />,
      render: (rider) => (
        <>
          <RiderName rider={rider} />
          <span className="adm-email adm-rider-email">{rider.email}</span>
        </>
      ),
    },
    { key: 'country', header: <FormattedMessage id="admin.riders.column.country" />, render: (rider) => rider.country || '—' },
    { key: 'bikes', header: <FormattedMessage id="admin.riders.column.bikes" />, align: 'right', render: (rider) => rider.bikes },
    { key: 'status', header: <FormattedMessage id="admin.riders.column.status" />, render: (rider) => <StatusBadge rider={rider} />, className: 'adm-nowrap' },
    { key: 'lastLogin', header: <FormattedMessage id="admin.riders.column.lastLogin" />, render: lastLogin, className: 'adm-nowrap' },
    {
      key: 'actions',
      header: <span className="rr-visually-hidden"><FormattedMessage id="admin.riders.column.actions" /></span>,
      align: 'right',
      render: (rider) => <RiderActions rider={rider} compact onActivation={onActivation} onMerge={onMerge} />,
    },
  ];

  return (
    <>
      <div className="adm-riders__table">
        <Table
          columns={columns}
          rows={rows}
          rowKey={(rider) => rider.id}
          caption={<FormattedMessage id="admin.riders.title" />}
          loading={loading}
          loadingLabel={intl.formatMessage({ id: 'admin.riders.loading' })}
          empty={empty}
        />
      </div>
      <div className="adm-riders__cards" aria-busy={loading || undefined}>
        {loading ? (
          <p className="adm-riders__loading rr-muted">
            <FormattedMessage id="admin.riders.loading" />
          </p>
        ) : rows.length === 0 ? (
          empty
        ) : (
          <ul className="adm-rider-cards">
            {rows.map((rider) => (
              <li key={rider.id} className="adm-rider-card">
                <div className="adm-rider-card__head">
                  <RiderName rider={rider} />
                  <StatusBadge rider={rider} />
                </div>
                <p className="adm-email adm-rider-card__email">{rider.email}</p>
                <dl className="adm-rider-card__facts">
                  <div>
                    <dt><FormattedMessage id="admin.riders.column.country" /></dt>
                    <dd>{rider.country || '—'}</dd>
                  </div>
                  <div>
                    <dt><FormattedMessage id="admin.riders.column.bikes" /></dt>
                    <dd>{rider.bikes}</dd>
                  </div>
                  <div>
                    <dt><FormattedMessage id="admin.riders.column.lastLogin" /></dt>
                    <dd>{lastLogin(rider)}</dd>
                  </div>
                </dl>
                <RiderActions rider={rider} compact={false} onActivation={onActivation} onMerge={onMerge} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
