import { COUNTRIES } from '@rr/contracts';
import { localeAtom } from '@rr/session';
import { Button, Card, Field, Input, buttonClass, useFormat } from '@rr/ui';
import { useCountryName } from '@rr/ui/country-options';
import { useAtomValue } from 'jotai';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect, ListPage } from '../../../components/list-page';
import { useAddressFilters, useSearchBox } from '../../../lib/use-list-search';
import { exportHref, useRedemptions } from '../api/dealers';
import { countOf, hasFilters, moneyOf, redemptionParams } from '../lib/redemption-filters';
import { DealerPagesNav } from './dealer-nav';
import { RedemptionsTable } from './redemptions-table';

/** A name filter typed into the address after a pause (300 ms), like the lists' search boxes. */
function NameFilter({ name, value, onChange }: { name: 'riderName' | 'dealerName'; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useSearchBox(value, onChange);
  return (
    <Field label={<FormattedMessage id={`admin.dealerRefunds.${name}`} />}>
      <Input type="search" value={text} onChange={(event) => setText(event.target.value)} />
    </Field>
  );
}

/**
 * /auth/admin/dealer-refunds (spec §2, §3 "Revoked redemption"): every refunded redemption, newest
 * refund first, filtered by the redemption's days, the rider's country, the rider's and the dealer's name (all in the
 * address), with the totals per currency and the CSV of the whole filtered list.
 */
export function DealerRefundsPage() {
  const intl = useIntl();
  const format = useFormat();
  const { search, setSearch, set } = useAddressFilters();
  const countryName = useCountryName();
  const params = redemptionParams(search);
  const locale = useAtomValue(localeAtom);
  const list = useRedemptions('revoked', params);
  const totals = list.data?.totals ?? [];
  const countries = [...new Set([...(list.data?.distinctCountry ?? []), ...COUNTRIES.slice(0, 2), ...(params.country ? [params.country] : [])])];
  const clear = () => setSearch(new URLSearchParams());

  return (
    <ListPage
      title={<FormattedMessage id="admin.dealerRefunds.title" />}
      lead={
        <>
          <FormattedMessage id="admin.dealerRefunds.lead" />
          <DealerPagesNav current="dealerRefunds" />
        </>
      }
      actions={
        <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={exportHref('revoked', params, locale)} download>
          <Download className="rr-icon" aria-hidden="true" />
          <FormattedMessage id="admin.dealerRefunds.export" />
        </a>
      }
    >
      {list.data ? (
        <dl className="adm-summary" aria-label={intl.formatMessage({ id: 'admin.dealerRefunds.totals' })}>
          <div className="adm-summary__item">
            <dt>
              <FormattedMessage id="admin.dealerRefunds.totalCount" />
            </dt>
            <dd>{intl.formatNumber(countOf(totals))}</dd>
          </div>
          <div className="adm-summary__item">
            <dt>
              <FormattedMessage id="admin.dealerRefunds.totalAmount" />
            </dt>
            <dd>{format.moneyTotals(moneyOf(totals))}</dd>
          </div>
        </dl>
      ) : null}
      <Card padded={false}>
        <div className="adm-toolbar">
          <form className="adm-filter-form" role="search" aria-label={intl.formatMessage({ id: 'admin.dealerRefunds.filters' })} onSubmit={(event) => event.preventDefault()}>
            <Field label={<FormattedMessage id="admin.dealerRefunds.afterDate" />}>
              <Input type="date" value={params.afterDate ?? ''} onChange={(event) => set('afterDate', event.target.value)} />
            </Field>
            <Field label={<FormattedMessage id="admin.dealerRefunds.beforeDate" />}>
              <Input type="date" value={params.beforeDate ?? ''} onChange={(event) => set('beforeDate', event.target.value)} />
            </Field>
            <FilterSelect
              label={<FormattedMessage id="admin.dealerRefunds.country" />}
              any={intl.formatMessage({ id: 'admin.dealers.anyCountry' })}
              value={params.country ?? ''}
              onChange={(value) => set('country', value)}
              options={countries}
              optionLabel={countryName}
            />
            <NameFilter name="riderName" value={params.riderName ?? ''} onChange={(value) => set('riderName', value)} />
            <NameFilter name="dealerName" value={params.dealerName ?? ''} onChange={(value) => set('dealerName', value)} />
            {hasFilters(params) ? (
              <Button size="sm" variant="ghost" onClick={clear}>
                <FormattedMessage id="admin.dealerRefunds.clear" />
              </Button>
            ) : null}
          </form>
          <p className="adm-toolbar__count rr-muted" aria-live="polite">
            {list.data ? <FormattedMessage id="admin.dealerRefunds.count" values={{ count: list.data.pagination.total }} /> : null}
          </p>
        </div>
        <RedemptionsTable
          kind="revoked"
          query={list}
          caption={<FormattedMessage id="admin.dealerRefunds.title" />}
          empty={<FormattedMessage id={hasFilters(params) ? 'admin.dealerRefunds.noneFound' : 'admin.redemptions.noneRefunded'} />}
          page={params.page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
    </ListPage>
  );
}
