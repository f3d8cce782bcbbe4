import { PROMOTER_STATUSES, applicationSeason, paths, type PromoterListItem, type PromoterListParams, type PromoterRejectInput } from '@rr/contracts';
import { Button, Card, ConfirmPrompt, TextLink, apiErrorText, buttonClass, toast, useFormat, type DataColumn } from '@rr/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect, ListPage, ListSearch, ListToolbar, NewButton } from '../../../components/list-page';
import { ListResults } from '../../../components/list-results';
import { BulkBar, selectColumn, useSelection } from '../../../components/list-selection';
import { useListSearch } from '../../../lib/use-list-search';
import { decide, decideMany, deleteMany, usePromoterSummary, usePromoterWrite, usePromoters, type Decision } from '../api/promoters';
import { RejectDialog } from './reject-dialog';
import { ActiveBadge, StatusBadge } from './status-badges';

export type PromoterListKind = 'promoters' | 'applications';
type Bulk = 'approve' | 'reject' | 'delete';

/** The list summary of spec §3: how many promoters, active, by status, and this season's applications. */
function Summary() {
  const intl = useIntl();
  const summary = usePromoterSummary();
  if (!summary.data) return null;
  const s = summary.data;
  const items: Array<[string, number]> = [
    ['total', s.total],
    ['active', s.active],
    ['approved', s.approved],
    ['pending', s.pending],
    ['rejected', s.rejected],
  ];
  return (
    <dl className="adm-summary" aria-label={intl.formatMessage({ id: 'admin.promoters.summary' })}>
      {items.map(([key, value]) => (
        <div key={key} className="adm-summary__item">
          <dt>
            <FormattedMessage id={`admin.promoters.summary.${key}`} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="adm-summary__item">
        <dt>
          <FormattedMessage id="admin.promoters.summary.applied" values={{ year: s.year }} />
        </dt>
        <dd>{s.appliedThisYear}</dd>
      </div>
    </dl>
  );
}

/**
 * /auth/admin/promoters and /auth/admin/promoter-applications (spec §2, §3, §4): promoters with
 * their latest application, by name, status, active flag and season, 15 a page, the list summary; approve each
 * application, reject it (with an optional reason, mailed to the applicant) or undo the last decision after a
 * confirmation, or approve, reject and delete the selected ones together after a confirmation.
 */
export function PromotersPage({ kind }: { kind: PromoterListKind }) {
  const intl = useIntl();
  const format = useFormat();
  const { search, query, page, text, setText, set } = useListSearch();
  const applications = kind === 'applications';
  const status = search.get('status') ?? (applications ? 'pending' : 'approved');
  const active = search.get('active') ?? 'all';
  const year = search.get('year') ?? (applications ? String(applicationSeason()) : '');
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const decision = usePromoterWrite(({ id, action }: { id: string; action: Exclude<Decision, 'reject'> }) => decide(id, action));
  const bulkAction = usePromoterWrite(({ action, ids }: { action: 'approve' | 'delete'; ids: string[] }): Promise<{ deleted: number } | { updated: number }> => (action === 'delete' ? deleteMany(ids) : decideMany(action, ids)));
  const bulkRejection = usePromoterWrite(({ ids, body }: { ids: string[]; body: PromoterRejectInput }) => decideMany('reject', ids, body));
  const rejection = usePromoterWrite(({ id, body }: { id: string; body: PromoterRejectInput }) => decide(id, 'reject', body));
  // What is under way: a row's action (`<id>:<action>`) or the bulk one.
  const busy = decision.isPending ? `${decision.variables.id}:${decision.variables.action}` : bulkAction.isPending ? 'bulk' : null;
  // A row's reject or undo waits for its confirmation; approve acts at once.
  const [asked, setAsked] = useState<{ promoter: PromoterListItem; action: 'reject' | 'undo' } | null>(null);

  const params: PromoterListParams = {
    ...(query ? { query } : {}),
    ...(status !== 'any' ? { status } : {}),
    ...(active !== 'all' ? { active } : {}),
    ...(year ? { year: Number(year) } : {}),
    page,
    limit: 15,
  };
  const list = usePromoters(params);
  const rows = list.data?.promoters ?? [];
  const selection = useSelection(rows);
  const { selected } = selection;
  const detailOf = (p: PromoterListItem) => (applications ? paths.admin.promoterApplication(p._id) : paths.admin.promoter(p._id));

  const act = async (p: PromoterListItem, action: Exclude<Decision, 'reject'>) => {
    try {
      await decision.mutateAsync({ id: p._id, action });
      toast.success(intl.formatMessage({ id: `admin.promoters.done.${action}` }, { name: p.name }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };
  const undoAsked = async () => {
    if (asked?.action !== 'undo') return;
    await act(asked.promoter, 'undo');
    setAsked(null);
  };
  const rejected = (p: PromoterListItem) => {
    toast.success(intl.formatMessage({ id: 'admin.promoters.done.reject' }, { name: p.name }));
    setAsked(null);
  };
  const bulkDone = (action: Bulk, count: number) => {
    toast.success(intl.formatMessage({ id: `admin.promoters.bulkDone.${action}` }, { count }));
    selection.clear();
    setBulk(null);
  };
  const runBulk = async () => {
    if (bulk !== 'approve' && bulk !== 'delete') return;
    const ids = [...selected];
    try {
      const answer = await bulkAction.mutateAsync({ action: bulk, ids });
      bulkDone(bulk, 'deleted' in answer ? answer.deleted : answer.updated);
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setBulk(null);
    }
  };
  const rejectSelected = (body: PromoterRejectInput) => bulkRejection.mutateAsync({ ids: [...selected], body });

  const columns: DataColumn<PromoterListItem, ReactNode>[] = [
    selectColumn<PromoterListItem>(selection, 'admin.promoters', (p) => ({ name: p.name })),
    {
      id: 'name',
      header: <FormattedMessage id="admin.promoters.col.promoter" />,
      cell: (p) => (
        <span className="adm-deadline-event">
          <TextLink to={detailOf(p)}>{p.name}</TextLink>
          <span className="rr-muted">{p.email}</span>
          <span className="rr-muted">{[p.city, p.state, p.country].filter(Boolean).join(', ')}</span>
        </span>
      ),
    },
    {
      id: 'series',
      header: <FormattedMessage id="admin.promoters.col.series" />,
      // On a phone the series gives way, so the row's actions stay in reach.
      secondary: true,
      cell: (p) =>
        p.seriesName ? (
          <span className="adm-deadline-event">
            <span>{p.seriesName}</span>
            <span className="rr-muted">
              <FormattedMessage id="admin.promoters.season" values={{ year: p.seasonYear }} />
            </span>
          </span>
        ) : (
          <span className="rr-muted">—</span>
        ),
    },
    {
      id: 'status',
      header: <FormattedMessage id="admin.promoters.col.status" />,
      cell: (p) => (
        <span className="adm-actions">
          <StatusBadge status={p.status} />
          <ActiveBadge active={p.active} deActivated={p.deActivated} />
        </span>
      ),
    },
    { id: 'applied', header: <FormattedMessage id="admin.promoters.col.applied" />, secondary: true, cell: (p) => (p.appliedAt ? <span className="adm-nowrap">{format.date(p.appliedAt)}</span> : '—') },
    {
      id: 'actions',
      header: <FormattedMessage id="admin.promoters.col.actions" />,
      cell: (p) =>
        applications ? (
          <span className="adm-actions">
            {p.status !== 'approved' ? (
              <Button size="sm" loading={busy === `${p._id}:approve`} onClick={() => void act(p, 'approve')} aria-label={`${intl.formatMessage({ id: 'admin.promoters.approve' })} – ${p.name}`}>
                <FormattedMessage id="admin.promoters.approve" />
              </Button>
            ) : null}
            {p.status !== 'rejected' ? (
              <Button size="sm" variant="secondary" onClick={() => setAsked({ promoter: p, action: 'reject' })} aria-label={`${intl.formatMessage({ id: 'admin.promoters.reject' })} – ${p.name}`}>
                <FormattedMessage id="admin.promoters.reject" />
              </Button>
            ) : null}
            {p.status !== 'pending' ? (
              <Button size="sm" variant="ghost" loading={busy === `${p._id}:undo`} onClick={() => setAsked({ promoter: p, action: 'undo' })} aria-label={`${intl.formatMessage({ id: 'admin.promoters.undo' })} – ${p.name}`}>
                <FormattedMessage id="admin.promoters.undo" />
              </Button>
            ) : null}
          </span>
        ) : (
          <span className="adm-actions">
            {/* A full navigation: the shell's proxy page starts the impersonation. */}
            <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={paths.proxy('promoter', p._id)} aria-label={`${intl.formatMessage({ id: 'admin.promoters.proxy' })} – ${p.name}`}>
              <FormattedMessage id="admin.promoters.proxy" />
            </a>
          </span>
        ),
    },
  ];

  const bulkCount = selected.size;
  return (
    <ListPage
      title={<FormattedMessage id={applications ? 'admin.promoterApplications.title' : 'admin.promoters.title'} />}
      lead={<FormattedMessage id={applications ? 'admin.promoters.applicationsLead' : 'admin.promoters.lead'} />}
      actions={
        <NewButton to={applications ? paths.admin.promoterApplication('new') : paths.admin.promoter()}>
          <FormattedMessage id={applications ? 'admin.promoters.newApplication' : 'admin.promoters.new'} />
        </NewButton>
      }
    >
      <Summary />
      <Card padded={false}>
        <ListToolbar
          search={<ListSearch label={<FormattedMessage id="admin.promoters.search" />} text={text} onText={setText} />}
          filters={
            <>
              <FilterSelect
                label={<FormattedMessage id="admin.promoters.col.status" />}
                any={intl.formatMessage({ id: 'admin.promoters.anyStatus' })}
                anyValue="any"
                value={status}
                onChange={(value) => set('status', value)}
                options={PROMOTER_STATUSES}
                optionLabel={(value) => intl.formatMessage({ id: `admin.promoters.status.${value}` })}
              />
              <FilterSelect
                label={<FormattedMessage id="admin.promoters.activeFilter" />}
                value={active}
                onChange={(value) => set('active', value)}
                options={['all', 'true', 'false']}
                optionLabel={(value) => intl.formatMessage({ id: `admin.promoters.activeFilter.${value}` })}
              />
              <FilterSelect
                label={<FormattedMessage id="admin.promoters.seasonFilter" />}
                any={intl.formatMessage({ id: 'admin.promoters.anySeason' })}
                value={year}
                onChange={(value) => set('year', value)}
                options={[applicationSeason() + 1, applicationSeason(), applicationSeason() - 1, applicationSeason() - 2]}
              />
            </>
          }
          count={list.data ? <FormattedMessage id="admin.promoters.count" values={{ count: list.data.pagination.total }} /> : null}
        />
        <BulkBar selection={selection} messages="admin.promoters">
          <Button size="sm" onClick={() => setBulk('approve')}>
            <FormattedMessage id="admin.promoters.approve" />
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setBulk('reject')}>
            <FormattedMessage id="admin.promoters.reject" />
          </Button>
          <Button size="sm" variant="danger" onClick={() => setBulk('delete')}>
            <FormattedMessage id="admin.promoters.delete" />
          </Button>
        </BulkBar>
        <ListResults
          query={list}
          columns={columns}
          rows={rows}
          rowKey={(p) => p._id}
          caption={<FormattedMessage id={applications ? 'admin.promoterApplications.title' : 'admin.promoters.title'} />}
          empty={<FormattedMessage id="admin.promoters.none" />}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
      <ConfirmPrompt
        open={bulk === 'approve' || bulk === 'delete'}
        title={bulk ? <FormattedMessage id={`admin.promoters.confirm.${bulk}`} values={{ count: bulkCount }} /> : null}
        message={bulk ? <FormattedMessage id={`admin.promoters.confirm.${bulk}Lead`} /> : null}
        confirmLabel={bulk ? <FormattedMessage id={`admin.promoters.${bulk}`} /> : undefined}
        tone={bulk === 'approve' ? 'primary' : 'danger'}
        busy={busy === 'bulk'}
        onConfirm={() => void runBulk()}
        onCancel={() => setBulk(null)}
      />
      {bulk === 'reject' ? (
        <RejectDialog
          title={<FormattedMessage id="admin.promoters.confirm.reject" values={{ count: bulkCount }} />}
          lead={<FormattedMessage id="admin.promoters.confirm.rejectLead" />}
          onReject={rejectSelected}
          onDone={(answer) => bulkDone('reject', answer.updated)}
          onCancel={() => setBulk(null)}
        />
      ) : null}
      {asked?.action === 'reject' ? (
        <RejectDialog
          title={<FormattedMessage id="admin.promoters.confirmOne.reject" values={{ name: asked.promoter.name }} />}
          lead={<FormattedMessage id="admin.promoters.confirmOne.rejectLead" />}
          onReject={(body) => rejection.mutateAsync({ id: asked.promoter._id, body })}
          onDone={() => rejected(asked.promoter)}
          onCancel={() => setAsked(null)}
        />
      ) : null}
      <ConfirmPrompt
        open={asked?.action === 'undo'}
        title={asked ? <FormattedMessage id="admin.promoters.confirmOne.undo" values={{ name: asked.promoter.name }} /> : null}
        message={<FormattedMessage id="admin.promoters.confirmOne.undoLead" />}
        confirmLabel={<FormattedMessage id="admin.promoters.undo" />}
        busy={asked ? busy === `${asked.promoter._id}:undo` : false}
        onConfirm={() => void undoAsked()}
        onCancel={() => setAsked(null)}
      />
    </ListPage>
  );
}
