import { paths } from '@rr/contracts';
import { Button, DropdownMenu, EmptyState, IconChevronDown, TextLink, buttonClass, useFormat } from '@rr/ui';
import { DataTable, actionsColumn, type CsvColumn, type DataColumn, type SortingState } from '@rr/ui/table';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { proxyHref, type RiderRow } from '../lib/rider-list';

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
      <TextLink className="adm-rider-name__text" to={paths.admin.rider(rider.id)}>
        {rider.name || <FormattedMessage id="admin.riders.noName" />}
      </TextLink>
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

export interface RidersTableProps {
  rows: readonly RiderRow[];
  loading: boolean;
  query: string;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The search box and the count, at the start of the table's toolbar. */
  toolbar: ReactNode;
  onActivation: (rider: RiderRow) => void;
  onMerge: (rider: RiderRow) => void;
}

/**
 * The rider list on the table kit: sortable by name, country, status and last login (on the server), a column
 * choice, CSV export of the page shown; a table on wide screens, one card per rider below 1100 px.
 */
export function RidersTable({ rows, loading, query, sorting, onSortingChange, page, pages, onPageChange, toolbar, onActivation, onMerge }: RidersTableProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const statusText = (rider: RiderRow) => t(rider.deActivated ? 'admin.riders.status.deactivated' : 'admin.riders.status.active');
  const lastLogin = (rider: RiderRow) =>
    rider.lastLoginAt ? format.shortDate(rider.lastLoginAt) : <span className="rr-muted"><FormattedMessage id="admin.riders.neverLoggedIn" /></span>;
  const empty = (
    <EmptyState
      title={<FormattedMessage id={query ? 'admin.riders.empty.search' : 'admin.riders.empty'} values={{ query }} />}
      description={query ? <FormattedMessage id="admin.riders.empty.searchHint" /> : undefined}
    />
  );

  const columns: DataColumn<RiderRow>[] = [
    {
      id: 'name',
      header: t('admin.riders.column.rider'),
      sortable: true,
      hideable: false,
      className: 'adm-rider-col',
      card: 'title',
      value: (rider) => rider.name,
      cell: (rider) => (
        <>
          <RiderName rider={rider} />
          <span className="adm-email adm-rider-email">{rider.email}</span>
        </>
      ),
    },
    { id: 'country', header: t('admin.riders.column.country'), sortable: true, value: (rider) => rider.country, cell: (rider) => rider.country || '—' },
    { id: 'bikes', header: t('admin.riders.column.bikes'), align: 'right', value: (rider) => rider.bikes },
    { id: 'status', header: t('admin.riders.column.status'), sortable: true, className: 'adm-nowrap', card: 'aside', value: statusText, cell: (rider) => <StatusBadge rider={rider} /> },
    { id: 'lastLogin', header: t('admin.riders.column.lastLogin'), sortable: true, className: 'adm-nowrap', value: (rider) => rider.lastLoginAt, cell: lastLogin },
    actionsColumn<RiderRow>(
      t('admin.riders.column.actions'),
      (rider) => <RiderActions rider={rider} compact onActivation={onActivation} onMerge={onMerge} />,
      (rider) => <RiderActions rider={rider} compact={false} onActivation={onActivation} onMerge={onMerge} />,
    ),
  ];

  // The file has the name and the e-mail apart, and plain values a spreadsheet can sort.
  const csvColumns: CsvColumn<RiderRow>[] = [
    { label: t('admin.riders.column.name'), value: (rider) => rider.name },
    { label: t('admin.riders.column.email'), value: (rider) => rider.email },
    { label: t('admin.riders.column.country'), value: (rider) => rider.country },
    { label: t('admin.riders.column.bikes'), value: (rider) => rider.bikes },
    { label: t('admin.riders.column.status'), value: statusText },
    { label: t('admin.riders.column.lastLogin'), value: (rider) => rider.lastLoginAt },
  ];

  return (
    <DataTable
      id="admin.riders"
      caption={t('admin.riders.title')}
      columns={columns}
      rows={rows}
      rowKey={(rider) => rider.id}
      loading={loading}
      loadingLabel={t('admin.riders.loading')}
      empty={empty}
      sorting={sorting}
      onSortingChange={onSortingChange}
      page={page}
      pages={pages}
      onPageChange={onPageChange}
      columnChooser
      csvExport
      csvColumns={csvColumns}
      exportFileName={t('admin.riders.export.file')}
      toolbar={toolbar}
      cardsBelow="lg"
    />
  );
}
