import { paths } from '@rr/contracts';
import { Alert, Button, ButtonLink, Card } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@rr/router';
import { apiErrorText } from '@rr/ui';
import { useInvalidateRiders, useRidersList } from '../api/riders-queries';
import { ListPage, ListSearch, ListToolbar } from '../../../components/list-page';
import { useSearchBox } from '../../../lib/use-list-search';
import { listQueryFrom, searchWith, type ListQuery, type RiderRow } from '../lib/rider-list';
import { ActivationPrompt } from './activation-prompt';
import { MergeRidersDialog } from './merge-riders-dialog';
import { RidersTable } from './riders-table';

/**
 * /auth/admin/riders, the Rider Manager (spec §2, §4 Account; W13 riders row): search, order and page kept in
 * the URL, 15 riders a page, a remembered choice of columns, CSV and XLSX exports of every rider the search matches
 * (every column), and per rider: proxy, activate/deactivate, merge.
 */
export function RidersPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = listQueryFrom(searchParams);
  const riders = useRidersList(list);
  const invalidateRiders = useInvalidateRiders();

  // The search box: typed text reaches the URL (and the API) once typing pauses; back and forward show theirs.
  const [text, setText] = useSearchBox(list.query, (settled) => setSearchParams((current) => searchWith(current, { query: settled }), { replace: true }));

  const [activating, setActivating] = useState<RiderRow | null>(null);
  const [merging, setMerging] = useState<{ open: boolean; rider: RiderRow | null }>({ open: false, rider: null });

  const change = (next: Partial<ListQuery>) => setSearchParams((current) => searchWith(current, next));
  const goToPage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0 });
  };
  const total = riders.data?.total ?? null;

  const toolbar = (
    <ListToolbar
      bare
      search={
        <ListSearch
          label={<FormattedMessage id="admin.riders.search.label" />}
          name="query"
          text={text}
          onText={setText}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'admin.riders.search.placeholder' })}
        />
      }
      count={
        total !== null && !riders.isFetching ? (
          list.query ? (
            <FormattedMessage id="admin.riders.count.search" values={{ count: total, query: list.query }} />
          ) : (
            <FormattedMessage id="admin.riders.count" values={{ count: total }} />
          )
        ) : null
      }
    />
  );

  return (
    <ListPage
      title={<FormattedMessage id="admin.riders.title" />}
      lead={<FormattedMessage id="admin.riders.lead" />}
      actions={
        <>
          <ButtonLink variant="secondary" to={paths.admin.payoutClaims()}>
            <FormattedMessage id="admin.payoutClaims.link" />
          </ButtonLink>
          <Button variant="secondary" onClick={() => setMerging({ open: true, rider: null })}>
            <FormattedMessage id="admin.riders.merge.open" />
          </Button>
          <ButtonLink to={paths.admin.rider()}>
            <FormattedMessage id="admin.riders.new" />
          </ButtonLink>
        </>
      }
    >
      <Card padded={false}>
        {riders.isError && !riders.data ? (
          <div className="adm-toolbar">
            <Alert tone="error" title={<FormattedMessage id="admin.riders.loadFailed" />}>
              <p className="adm-alert-text">{apiErrorText(intl, riders.error)}</p>
              <Button size="sm" variant="secondary" onClick={() => void riders.refetch()}>
                <FormattedMessage id="admin.retry" />
              </Button>
            </Alert>
          </div>
        ) : (
          <RidersTable
            rows={riders.data?.rows ?? []}
            loading={riders.isFetching}
            query={list.query}
            sorting={list.sorting}
            onSortingChange={(sorting) => change({ sorting })}
            page={list.page}
            pages={riders.data?.pages ?? 1}
            onPageChange={goToPage}
            toolbar={toolbar}
            onActivation={setActivating}
            onMerge={(rider) => setMerging({ open: true, rider })}
          />
        )}
      </Card>

      <ActivationPrompt
        rider={activating}
        onClose={() => setActivating(null)}
      />
      <MergeRidersDialog
        open={merging.open}
        initialRider={merging.rider}
        onClose={() => setMerging({ open: false, rider: null })}
        onMerged={() => void invalidateRiders()}
      />
    </ListPage>
  );
}
