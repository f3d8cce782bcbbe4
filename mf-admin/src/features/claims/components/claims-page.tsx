import type { PayoutClaim } from '@rr/contracts';
import { Button, Card, Field, Input, PageHeader } from '@rr/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ListResults } from '../../../components/list-results';
import { useListSearch } from '../../../lib/use-list-search';
import { useClaims } from '../api/claims';
import { useClaimColumns } from './claim-columns';
import { ClaimFilters } from './claim-filters';
import { DecideDialog } from './decide-dialog';
import { NewClaimDialog } from './new-claim-dialog';
import { useClaimText } from './use-claim-text';
import '../claims.css';

/** The filters besides the search box (spec §3 payout claim search fields, the status, and one rider's from their page). */
const FILTERS = ['name', 'email', 'country', 'bikeModel', 'bikeYear', 'status', 'riderId'] as const;

/**
 * /auth/admin/payout-claims (spec §3 search fields query, name, email, country, bike model, bike
 * year): the riders' claims of missing payments, newest first, open ones to decide. Approving posts the earning
 * (amount and cash or dealer credit) to the rider's wallet, beside what the event's payout table pays for the claimed
 * place; rejecting needs a note the rider reads. A claim that came by mail or phone is filed here for the rider, its
 * class and place chosen from the event's payout table.
 */
export function ClaimsPage() {
  const { search, query, page, text, setText, set } = useListSearch('query');
  const filters = Object.fromEntries(FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
  const list = useClaims({ ...(query ? { query } : {}), ...filters, page, limit: 25 });
  const [deciding, setDeciding] = useState<PayoutClaim | null>(null);
  const [creating, setCreating] = useState(false);
  const t = useClaimText();
  const columns = useClaimColumns(setDeciding);

  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id="admin.payoutClaims.title" />}
        description={<FormattedMessage id="admin.payoutClaims.lead" />}
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus className="rr-icon" aria-hidden="true" />
            {t('new')}
          </Button>
        }
      />
      <Card padded={false}>
        <div className="adm-toolbar">
          <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
            <Field label={t('search')}>
              <Input type="search" value={text} placeholder={t('searchHint')} onChange={(event) => setText(event.target.value)} />
            </Field>
          </form>
          <ClaimFilters search={search} set={set} />
          <p className="adm-toolbar__count rr-muted" aria-live="polite">
            {list.data ? t('count', { count: list.data.pagination.total }) : null}
            {search.get('riderId') ? (
              <>
                {' · '}
                {t('oneRider')}{' '}
                <Button size="sm" variant="ghost" onClick={() => set('riderId', '')}>
                  {t('allRiders')}
                </Button>
              </>
            ) : null}
          </p>
        </div>
        <ListResults
          query={list}
          columns={columns}
          rows={list.data?.payoutClaims ?? []}
          rowKey={(c) => c._id}
          caption={t('title')}
          // Unfiltered, nothing was filed yet: no filter to blame.
          empty={t(query || Object.keys(filters).length > 0 ? 'empty' : 'none')}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
      {deciding ? <DecideDialog claim={deciding} onClose={() => setDeciding(null)} /> : null}
      {creating ? <NewClaimDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
