import { paths } from '@rr/contracts';
import { Alert, Button, ButtonLink, Card, Field, Input, PageHeader } from '@rr/ui';
import { useDebounced } from '@rr/ui/use-debounced';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@rr/router';
import { apiErrorText } from '@rr/ui';
import { useInvalidateRiders, useRidersList } from '../api/riders-queries';
import { SEARCH_DEBOUNCE_MS, listQueryFrom, searchWith, type ListQuery, type RiderRow } from '../lib/rider-list';
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

  // The search box: typed text reaches the URL (and the API) once typing pauses.
  const [text, setText] = useState(list.query);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled.trim() !== list.query) setSearchParams((current) => searchWith(current, { query: settled }), { replace: true });
    // Only typing drives this; the URL side is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- list.query is read, not watched
  }, [settled, setSearchParams]);
  useEffect(() => {
    // Back/forward (or a link) changed the URL: show its query in the box.
    setText((current) => (current.trim() === list.query ? current : list.query));
  }, [list.query]);

  const [activating, setActivating] = useState<RiderRow | null>(null);
  const [merging, setMerging] = useState<{ open: boolean; rider: RiderRow | null }>({ open: false, rider: null });

  const change = (next: Partial<ListQuery>) => setSearchParams((current) => searchWith(current, next));
  const goToPage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0 });
  };
  const total = riders.data?.total ?? null;

  const toolbar = (
    <>
      <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
        <Field label={<FormattedMessage id="admin.riders.search.label" />}>
          <Input
            type="search"
            name="query"
            value={text}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'admin.riders.search.placeholder' })}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
      </form>
      <p className="adm-toolbar__count rr-muted" aria-live="polite">
        {total !== null && !riders.isFetching ? (
          list.query ? (
            <FormattedMessage id="admin.riders.count.search" values={{ count: total, query: list.query }} />
          ) : (
            <FormattedMessage id="admin.riders.count" values={{ count: total }} />
          )
        ) : null}
      </p>
    </>
  );

  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id="admin.riders.title" />}
        description={<FormattedMessage id="admin.riders.lead" />}
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
      />

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
    </div>
  );
}
