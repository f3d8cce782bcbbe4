import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useSearchParams } from '@rr/router';
import { brandNameAtom } from '@rr/session';
import type { DealerFinderItem, DealersLeanAnswer } from '@rr/contracts';
import { Button, EmptyState, QueryState, describeApiError, formatDescriptor } from '@rr/ui';
import { Page } from '../../../components/page';
import { EmptyBlock } from '../../../components/status';
import { distanceUnitOf, isUnknownZipcode, type DistanceUnit } from '../../../lib/postal-codes';
import { MapPanel, type MapPoint } from '../../map';
import { useDealers } from '../api/dealers';
import { addressLines, dealerAnchor } from '../lib/dealer-display';
import { dealerFiltersToApiQuery, dealerFiltersToSearchParams, hasDealerSearch, parseDealerFilters, type DealerFilters } from '../lib/dealers-query';
import { DealerCard } from './dealer-card';
import { DealerFiltersForm } from './dealer-filters';
import './dealers.css';
import { withFeatureIntl } from '../i18n';

/** The dealers the map can place, each pin's popup linking to the dealer's card in the list. */
function mapPoints(dealers: readonly DealerFinderItem[]): MapPoint[] {
  return dealers.flatMap((dealer) =>
    dealer.latitude !== null && dealer.longitude !== null
      ? [{ id: dealer._id, title: dealer.name, detail: addressLines(dealer).join(', '), href: `#${dealerAnchor(dealer._id)}`, latitude: dealer.latitude, longitude: dealer.longitude }]
      : [],
  );
}

/** The answer to the current filters: how many, the map (when asked for), the dealers; or the empty or error state. */
function DealerResults({ result, searching, distanceUnit, clear }: { result: ReturnType<typeof useDealers>; searching: boolean; distanceUnit: DistanceUnit; clear: () => void }) {
  const intl = useIntl();
  const [showMap, setShowMap] = useState(false);
  const clearButton = (
    <Button variant="secondary" onClick={clear}>
      <FormattedMessage id="public.dealers.search.clear" />
    </Button>
  );
  return (
    <QueryState
      query={result}
      isEmpty={(data: DealersLeanAnswer) => data.dealers.length === 0}
      // A radius around a postal code the finder cannot place: say so (translated), and offer to clear the search.
      error={result.error && isUnknownZipcode(result.error) ? <EmptyState title={formatDescriptor(intl, describeApiError(result.error))} action={clearButton} /> : undefined}
      empty={
        <EmptyBlock
          titleId="public.dealers.empty.title"
          textId={searching ? 'public.dealers.empty.withSearch' : 'public.dealers.empty.text'}
          action={searching ? clearButton : null}
        />
      }
    >
      {(data, { refreshing }) => {
        const points = mapPoints(data.dealers);
        return (
          <div className={refreshing ? 'pub-results pub-dealer-results is-refreshing' : 'pub-results pub-dealer-results'} aria-busy={refreshing}>
            <div className="pub-results__head">
              <p className="pub-summary" aria-live="polite">
                <FormattedMessage id="public.dealers.summary" values={{ count: data.dealers.length }} />
              </p>
              {points.length > 0 ? (
                <Button variant="secondary" size="sm" aria-pressed={showMap} onClick={() => setShowMap((on) => !on)}>
                  <FormattedMessage id={showMap ? 'public.map.hide' : 'public.map.show'} />
                </Button>
              ) : null}
            </div>
            {showMap ? <MapPanel labelId="public.map.dealersLabel" openLabelId="public.map.openDealer" points={points} /> : null}
            <ul className="pub-dealer-list">
              {data.dealers.map((dealer) => (
                <li key={dealer._id}>
                  <DealerCard dealer={dealer} distanceUnit={distanceUnit} />
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </QueryState>
  );
}

/**
 * /dealers: the participating dealers finder. Name, country, state and postal code with a radius,
 * all in the URL query; the dealers by name, or nearest first around a postal code, with their distance; a map of
 * them loaded when asked for; a signed-in rider marks favourite dealers.
 */
function DealersPageContent() {
  const brand = useAtomValue(brandNameAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseDealerFilters(searchParams);
  const result = useDealers(dealerFiltersToApiQuery(filters));
  const apply = (next: DealerFilters) => setSearchParams(dealerFiltersToSearchParams(next));
  const clear = () => setSearchParams(new URLSearchParams());

  return (
    <Page title={<FormattedMessage id="public.dealers.title" />} lead={<FormattedMessage id="public.dealers.text" values={{ brand }} />}>
      <DealerFiltersForm
        filters={filters}
        countries={result.data?.distinctCountry ?? []}
        states={result.data?.distinctStates ?? []}
        onSearch={apply}
        onClear={clear}
      />
      <div className="pub-finder">
        <DealerResults result={result} searching={hasDealerSearch(filters)} distanceUnit={distanceUnitOf(filters.zipcode)} clear={clear} />
      </div>
    </Page>
  );
}

export const DealersPage = withFeatureIntl(DealersPageContent);
