import type { SeriesListItem } from '@rr/contracts';
import { Link, useSearchParams } from '@rr/router';
import { Button, EmptyState, Field, Input, Pagination, QueryState, describeApiError, formatDescriptor, useFormat } from '@rr/ui';
import { CountryFilter, FilterActions, FilterSelect, useUrlDraft } from '@rr/ui/search-filters';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Distance } from '../../../components/distance';
import { RegionFilter } from '../../../components/region-filter';
import { EmptyBlock } from '../../../components/status';
import { ZipRadiusFields, useZipCheck } from '../../../components/zip-radius-fields';
import { COUNTRIES } from '../../../config/locations';
import { placeLine } from '../../../lib/places';
import { RADIUS_OPTIONS, distanceUnitOf, isUnknownZipcode, type DistanceUnit, type Radius } from '../../../lib/postal-codes';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useDisciplines, useSeriesList, type SeriesSearch } from '../api/get-series';
import { withFeatureIntl } from '../i18n';

/** The finder's URL parameters: its own names, so they never clash with the events finder's on /events. */
const PARAMS = { name: 'sname', state: 'sstate', country: 'scountry', categoryId: 'sdiscipline', zipcode: 'szip', zipDistance: 'sdistance', page: 'spage' } as const;
type Draft = { name: string; country: string; state: string; categoryId: string; zipcode: string; zipDistance: Radius };

/** The search the URL holds: what the API is asked, and what the form shows. */
export function seriesSearchOf(params: URLSearchParams): { search: SeriesSearch; draft: Draft } {
  const text = (key: keyof typeof PARAMS) => (params.get(PARAMS[key]) ?? '').trim();
  const zipcode = text('zipcode');
  const distance = text('zipDistance');
  const zipDistance: Radius = zipcode && (RADIUS_OPTIONS as readonly string[]).includes(distance) ? (distance as Radius) : '';
  const draft: Draft = { name: text('name'), country: text('country').toUpperCase(), state: text('state').toUpperCase(), categoryId: text('categoryId'), zipcode, zipDistance };
  const search: SeriesSearch = {
    ...(draft.name ? { name: draft.name } : {}),
    ...(draft.state ? { state: draft.state } : {}),
    ...(draft.country ? { country: draft.country } : {}),
    ...(draft.categoryId ? { categoryId: draft.categoryId } : {}),
    ...(zipcode ? { zipcode } : {}),
    ...(zipcode && zipDistance ? { zipDistance: Number(zipDistance) } : {}),
    page: Math.max(1, Number(params.get(PARAMS.page)) || 1),
  };
  return { search, draft };
}

function SeriesCard({ series, distanceUnit }: { series: SeriesListItem; distanceUnit: DistanceUnit }) {
  const localized = useLocalizedPath();
  const format = useFormat();
  const intl = useIntl();
  const place = placeLine(series, intl.locale);
  return (
    <article className="pub-event-card">
      <div className="pub-event-card__body">
        {series.category && <p className="pub-event-card__style">{series.category.name}</p>}
        <h3 className="pub-event-card__title">
          <Link className="pub-event-card__link" to={localized(`/events/serie/${series._id}`)}>
            {series.name}
          </Link>
        </h3>
        {place || series.distanceMiles !== undefined ? (
          <p className="pub-event-card__meta">
            {place}
            {series.distanceMiles !== undefined ? (
              <>
                {place ? ' · ' : null}
                <Distance className="pub-event-card__distance" miles={series.distanceMiles} unit={distanceUnit} />
              </>
            ) : null}
          </p>
        ) : null}
        <p className="pub-event-card__meta">
          <FormattedMessage id="public.seriesFinder.events" values={{ count: series.eventCount }} />
          {series.races ? (
            <>
              {' · '}
              <FormattedMessage id="public.seriesFinder.races" values={{ count: series.races }} />
            </>
          ) : null}
          {series.bonus > 0 ? (
            <>
              {' · '}
              <FormattedMessage id="public.seriesFinder.bonus" values={{ amount: format.money(series.bonus, series.currency) }} />
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/**
 * The series finder (spec §2 "Series finder"), like the events finder: active series by name, country, state or
 * province (named in the page's language), discipline (the series' category), and around a postal code with a radius
 * (nearest first, each with its distance); 12 a page; the search is in the URL.
 */
function SeriesFinderContent() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { search, draft: fromUrl } = seriesSearchOf(params);
  // Back/forward navigation changes the URL: the form shows what it says.
  const { name, country, state, categoryId, zipcode, zipDistance } = fromUrl;
  const [draft, setDraft] = useUrlDraft<Draft>({ name, country, state, categoryId, zipcode, zipDistance });
  const zip = useZipCheck();
  const result = useSeriesList(search);
  const disciplines = useDisciplines();

  const apply = (next: Partial<Record<keyof typeof PARAMS, string>>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        const param = PARAMS[key as keyof typeof PARAMS];
        if (value) out.set(param, value);
        else out.delete(param);
      }
      if (!('page' in next)) out.delete(PARAMS.page);
      return out;
    });
  const clear = () => apply({ name: '', country: '', state: '', categoryId: '', zipcode: '', zipDistance: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!zip.accepts(draft.zipcode)) return;
    const code = draft.zipcode.trim();
    apply({ name: draft.name.trim(), country: draft.country, state: draft.state, categoryId: draft.categoryId, zipcode: code, zipDistance: code ? draft.zipDistance : '' });
  };
  const anyChoice = intl.formatMessage({ id: 'public.seriesFinder.any' });
  const searching = Boolean(search.name || search.state || search.country || search.categoryId || search.zipcode);
  const clearButton = (
    <Button variant="secondary" onClick={clear}>
      <FormattedMessage id="public.seriesFinder.clear" />
    </Button>
  );

  return (
    <div className="rr-stack">
      <form role="search" className="pub-filters" onSubmit={submit} aria-label={intl.formatMessage({ id: 'public.seriesFinder.label' })}>
        <Field className="pub-filters__query" label={<FormattedMessage id="public.seriesFinder.name" />}>
          <Input type="search" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Field>
        <FilterSelect
          label={<FormattedMessage id="public.seriesFinder.discipline" />}
          anyLabel={anyChoice}
          value={draft.categoryId}
          onChange={(categoryId) => setDraft({ ...draft, categoryId })}
        >
          {(disciplines.data?.allCategories ?? []).map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
        <CountryFilter
          label={<FormattedMessage id="public.seriesFinder.country" />}
          anyLabel={anyChoice}
          codes={COUNTRIES}
          value={draft.country}
          onChange={(country) => setDraft({ ...draft, country, state: '' })}
        />
        <RegionFilter
          country={draft.country}
          label={<FormattedMessage id="public.seriesFinder.state" />}
          anyLabel={anyChoice}
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state })}
        />
        <ZipRadiusFields
          zipcode={draft.zipcode}
          radius={draft.zipDistance}
          check={zip}
          onZipcode={(value) => setDraft((current) => ({ ...current, zipcode: value }))}
          onRadius={(value) => setDraft((current) => ({ ...current, zipDistance: value }))}
        />
        <FilterActions
          className="pub-filters__actions"
          search={<FormattedMessage id="public.seriesFinder.search" />}
          clear={<FormattedMessage id="public.seriesFinder.clear" />}
          onClear={searching ? clear : undefined}
        />
      </form>
      <QueryState
        query={result}
        isEmpty={(data) => data.series.length === 0}
        // A radius around a postal code the finder cannot place: say so (translated), and offer to clear the search.
        error={result.error && isUnknownZipcode(result.error) ? <EmptyState title={formatDescriptor(intl, describeApiError(result.error))} action={clearButton} /> : undefined}
        empty={
          <EmptyBlock
            titleId="public.seriesFinder.empty"
            textId={search.zipDistance ? 'public.seriesFinder.emptyNear' : 'public.seriesFinder.emptyText'}
            action={searching ? clearButton : null}
          />
        }
      >
        {(data) => (
          <div className="rr-stack">
            <p className="pub-summary" aria-live="polite">
              <FormattedMessage id="public.seriesFinder.summary" values={{ count: data.pagination.total }} />
            </p>
            <ul className="pub-event-list">
              {data.series.map((series) => (
                <li key={series._id}>
                  <SeriesCard series={series} distanceUnit={distanceUnitOf(search.zipcode ?? '')} />
                </li>
              ))}
            </ul>
            <Pagination page={data.pagination.page} pages={data.pagination.pages} onChange={(page) => apply({ page: String(page) })} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

export const SeriesFinder = withFeatureIntl(SeriesFinderContent);
