import { buildUrl } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { EXPORT_FORMATS, paths } from '@rr/contracts';
import { localeAtom } from '@rr/session';
import { Button, EmptyState, IconDownload, TextLink, buttonClass, useFormat } from '@rr/ui';
import { DataTable, actionsColumn, type DataColumn, type SortingState } from '@rr/ui/table';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { exportQuery, type RiderRow } from '../lib/rider-list';
import { RiderMoreMenu, RiderProxyLink } from './rider-account-actions';

function StatusBadge({ rider }: { rider: RiderRow }) {
  const off = rider.deActivated;
  return (
    <span className={`rr-badge ${off ? 'rr-badge--danger' : 'rr-badge--success'}`}>
      <FormattedMessage id={off ? 'admin.riders.status.deactivated' : 'admin.riders.status.active'} />
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
 * Each names the rider for screen readers, and each name starts with (or holds) the text shown, in every language,
 * so speech input ("click More") finds it (WCAG 2.5.3 Label in Name).
 */
function RiderActions({ rider, compact, onActivation, onMerge }: { rider: RiderRow; compact: boolean; onActivation: (rider: RiderRow) => void; onMerge: (rider: RiderRow) => void }) {
  const intl = useIntl();
  const name = rider.name || rider.email;
  const activation = <FormattedMessage id={rider.deActivated ? 'admin.riders.activate' : 'admin.riders.deactivate'} />;
  const merge = <FormattedMessage id="admin.riders.merge.action" />;
  return (
    <div className="adm-actions">
      <RiderProxyLink riderId={rider.id} name={name} />
      {compact ? (
        <RiderMoreMenu
          name={name}
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
 * CSV and XLSX of every rider the search matches, in the list's order, with every column (the server writes them,
 * whatever page is shown); headers in the current language. The visible text is the links' name; the title says more.
 */
function ExportLinks({ query, sorting }: { query: string; sorting: SortingState }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  return (
    <>
      {EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          href={buildUrl(apiPath('/api/admin/riders/export'), exportQuery({ query, sorting }, format, locale))}
          download
          title={intl.formatMessage({ id: `admin.riders.export.${format}.title` })}
        >
          <IconDownload />
          {intl.formatMessage({ id: `admin.riders.export.${format}` })}
        </a>
      ))}
    </>
  );
}

/**
 * The rider list on the table kit: sortable by name, e-mail, country, status and last login (on the server); a column
 * choice of every column the list knows (contact, address, pro or amateur, logins and dates hidden until chosen,
 * remembered in this browser); exports of every matching rider; a table on wide screens, one card per rider below 1100 px.
 */
export function RidersTable({ rows, loading, query, sorting, onSortingChange, page, pages, onPageChange, toolbar, onActivation, onMerge }: RidersTableProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const statusText = (rider: RiderRow) => t(rider.deActivated ? 'admin.riders.status.deactivated' : 'admin.riders.status.active');
  const lastLogin = (rider: RiderRow) =>
    rider.lastLoginAt ? format.shortDate(rider.lastLoginAt) : <span className="rr-muted"><FormattedMessage id="admin.riders.neverLoggedIn" /></span>;
  const orDash = (text: string) => text || '—';
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
    { id: 'email', header: t('admin.riders.column.email'), sortable: true, hiddenByDefault: true, className: 'adm-email', value: (rider) => rider.email },
    { id: 'phone', header: t('admin.riders.column.phone'), hiddenByDefault: true, className: 'adm-nowrap', value: (rider) => rider.phone, cell: (rider) => orDash(rider.phone) },
    { id: 'city', header: t('admin.riders.column.city'), hiddenByDefault: true, value: (rider) => rider.city, cell: (rider) => orDash(rider.city) },
    { id: 'state', header: t('admin.riders.column.state'), hiddenByDefault: true, value: (rider) => rider.state, cell: (rider) => orDash(rider.state) },
    { id: 'country', header: t('admin.riders.column.country'), sortable: true, value: (rider) => rider.country, cell: (rider) => orDash(rider.country) },
    { id: 'type', header: t('admin.riders.column.type'), hiddenByDefault: true, value: (rider) => t(rider.pro ? 'admin.riders.pro' : 'admin.riders.amateur') },
    { id: 'bikes', header: t('admin.riders.column.bikes'), align: 'right', value: (rider) => rider.bikes },
    { id: 'emailVerified', header: t('admin.riders.column.emailVerified'), hiddenByDefault: true, value: (rider) => t(rider.emailVerified ? 'admin.riders.yes' : 'admin.riders.no') },
    { id: 'status', header: t('admin.riders.column.status'), sortable: true, className: 'adm-nowrap', card: 'aside', value: statusText, cell: (rider) => <StatusBadge rider={rider} /> },
    {
      id: 'created',
      header: t('admin.riders.column.created'),
      hiddenByDefault: true,
      className: 'adm-nowrap',
      value: (rider) => rider.createdAt,
      cell: (rider) => (rider.createdAt ? format.shortDate(rider.createdAt) : '—'),
    },
    { id: 'lastLogin', header: t('admin.riders.column.lastLogin'), sortable: true, className: 'adm-nowrap', value: (rider) => rider.lastLoginAt, cell: lastLogin },
    { id: 'logins', header: t('admin.riders.column.logins'), hiddenByDefault: true, align: 'right', value: (rider) => rider.loginCount },
    actionsColumn<RiderRow>(
      t('admin.riders.column.actions'),
      (rider) => <RiderActions rider={rider} compact onActivation={onActivation} onMerge={onMerge} />,
      (rider) => <RiderActions rider={rider} compact={false} onActivation={onActivation} onMerge={onMerge} />,
    ),
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
      exportLinks={<ExportLinks query={query} sorting={sorting} />}
      toolbar={toolbar}
      cardsBelow="lg"
    />
  );
}
