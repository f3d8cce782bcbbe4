import { paths, type DealerListItem, type DealerListParams } from '@rr/contracts';
import { Button, Card, ConfirmPrompt, TextLink, apiErrorText, buttonClass, toast, useFormat, type DataColumn } from '@rr/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountryName } from '@rr/ui/country-options';
import { FilterSelect, ListToolbar, withChosen } from '../../../components/list-page';
import { ListResults } from '../../../components/list-results';
import { useListSearch } from '../../../lib/use-list-search';
import { setDealerActive, useDealerWrite, useDealers } from '../api/dealers';
import { placeOf } from '../lib/dealer-form';
import { LoginBadge, ParticipationBadge } from './badges';
import { DealerListHeader, DealerSearch } from './dealer-nav';

/**
 * /auth/admin/dealers (spec §2, §3 "Dealer"): every dealer by name, searched by name, dealer number,
 * city or e-mail, filtered by participation and country, 15 a page, each with its login's state; a new dealer;
 * taking a dealer out of the programme (or back in) after a confirmation; acting as the dealer.
 */
export function DealersPage() {
  const intl = useIntl();
  const format = useFormat();
  const activation = useDealerWrite(({ id, active }: { id: string; active: boolean }) => setDealerActive(id, active));
  const { search, query, page, text, setText, set } = useListSearch();
  const active = search.get('active') ?? 'all';
  const country = search.get('country') ?? '';
  const [asked, setAsked] = useState<DealerListItem | null>(null);
  const busy = activation.isPending;

  const params: DealerListParams = { ...(query ? { query } : {}), ...(active !== 'all' ? { active } : {}), ...(country ? { country } : {}), page, limit: 15 };
  const list = useDealers(params);
  const rows = list.data?.dealers ?? [];
  const countryName = useCountryName();

  const toggle = async () => {
    if (!asked) return;
    try {
      await activation.mutateAsync({ id: asked._id, active: !asked.active });
      toast.success(intl.formatMessage({ id: asked.active ? 'admin.dealers.deactivated' : 'admin.dealers.activated' }, { name: asked.name }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAsked(null);
    }
  };

  const columns: DataColumn<DealerListItem, ReactNode>[] = [
    {
      id: 'dealer',
      header: <FormattedMessage id="admin.dealers.col.dealer" />,
      cell: (d) => (
        <span className="adm-deadline-event">
          <TextLink to={paths.admin.dealer(d._id)}>{d.name}</TextLink>
          {d.dealerId ? (
            <span className="rr-muted">
              <FormattedMessage id="admin.dealers.number" values={{ number: d.dealerId }} />
            </span>
          ) : null}
          <span className="rr-muted adm-email">{d.email}</span>
        </span>
      ),
    },
    {
      id: 'place',
      header: <FormattedMessage id="admin.dealers.col.place" />,
      secondary: true,
      cell: (d) => (
        <span className="adm-deadline-event">
          <span>{placeOf(d) || '—'}</span>
          {d.phone ? <span className="rr-muted adm-nowrap">{format.phone(d.phone)}</span> : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: <FormattedMessage id="admin.dealers.col.status" />,
      cell: (d) => (
        <span className="adm-badges">
          <ParticipationBadge active={d.active} />
          <LoginBadge status={d.loginStatus} />
        </span>
      ),
    },
    {
      id: 'lastLogin',
      header: <FormattedMessage id="admin.dealers.col.lastLogin" />,
      secondary: true,
      cell: (d) => (d.lastLoginAt ? <span className="adm-nowrap">{format.date(d.lastLoginAt)}</span> : <span className="rr-muted">—</span>),
    },
    {
      id: 'actions',
      header: <FormattedMessage id="admin.dealers.col.actions" />,
      stickyEnd: true,
      cell: (d) => (
        <span className="adm-actions adm-row-actions">
          {/* A full navigation: the shell's proxy page starts the impersonation. */}
          <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={paths.proxy('dealer', d._id)} aria-label={`${intl.formatMessage({ id: 'admin.dealers.proxy' })} – ${d.name}`}>
            <FormattedMessage id="admin.dealers.proxy" />
          </a>
          <Button size="sm" variant="ghost" onClick={() => setAsked(d)} aria-label={`${intl.formatMessage({ id: d.active ? 'admin.dealers.deactivate' : 'admin.dealers.activate' })} – ${d.name}`}>
            <FormattedMessage id={d.active ? 'admin.dealers.deactivate' : 'admin.dealers.activate'} />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="adm-page">
      <DealerListHeader page="dealers" />
      <Card padded={false}>
        <ListToolbar
          search={<DealerSearch text={text} onText={setText} />}
          filters={
            <>
              <FilterSelect
                label={<FormattedMessage id="admin.dealers.activeFilter" />}
                value={active}
                onChange={(value) => set('active', value === 'all' ? '' : value)}
                options={['all', 'true', 'false']}
                optionLabel={(value) => intl.formatMessage({ id: `admin.dealers.activeFilter.${value}` })}
              />
              <FilterSelect
                label={<FormattedMessage id="admin.dealers.countryFilter" />}
                any={intl.formatMessage({ id: 'admin.dealers.anyCountry' })}
                value={country}
                onChange={(value) => set('country', value)}
                options={withChosen(list.data?.distinctCountry, country || undefined)}
                optionLabel={countryName}
              />
            </>
          }
          count={list.data ? <FormattedMessage id="admin.dealers.count" values={{ count: list.data.pagination.total }} /> : null}
        />
        <ListResults
          query={list}
          columns={columns}
          rows={rows}
          rowKey={(d) => d._id}
          caption={<FormattedMessage id="admin.dealers.title" />}
          empty={<FormattedMessage id={query || active !== 'all' || country ? 'admin.dealers.noneFound' : 'admin.dealers.none'} />}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
      <ConfirmPrompt
        open={asked !== null}
        title={asked ? <FormattedMessage id={asked.active ? 'admin.dealers.confirmDeactivate' : 'admin.dealers.confirmActivate'} values={{ name: asked.name }} /> : null}
        message={asked ? <FormattedMessage id={asked.active ? 'admin.dealers.confirmDeactivateLead' : 'admin.dealers.confirmActivateLead'} /> : null}
        confirmLabel={asked ? <FormattedMessage id={asked.active ? 'admin.dealers.deactivate' : 'admin.dealers.activate'} /> : undefined}
        tone={asked?.active ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void toggle()}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
