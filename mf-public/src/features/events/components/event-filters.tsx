import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Input } from '@rr/ui';
import { CountryFilter, FilterActions, useUrlDraft } from '@rr/ui/search-filters';
import { RegionFilter } from '../../../components/region-filter';
import { COUNTRIES } from '../../../config/locations';
import { ZipRadiusFields, useZipCheck } from '../../../components/zip-radius-fields';
import type { EventFilters } from '../lib/events-query';

type Draft = Pick<EventFilters, 'query' | 'state' | 'zipcode' | 'zipDistance' | 'country'>;

function draftOf(filters: EventFilters): Draft {
  const { query, state, zipcode, zipDistance, country } = filters;
  return { query, state, zipcode, zipDistance, country };
}

/** Search by name, country, state/province, and zip code with a radius (spec §2 Events finder). */
export function EventFiltersForm({ filters, onSearch, onClear }: {
  filters: EventFilters;
  onSearch: (draft: Draft) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  // Back/forward navigation changes the URL: the form shows what it says.
  const [draft, setDraft] = useUrlDraft<Draft>(draftOf(filters));
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const zip = useZipCheck();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (zip.accepts(draft.zipcode)) onSearch({ ...draft, query: draft.query.trim(), zipcode: draft.zipcode.trim() });
  }

  return (
    <form className="pub-filters" role="search" onSubmit={submit} aria-label={intl.formatMessage({ id: 'public.events.search.label' })}>
      <Field className="pub-filters__query" label={<FormattedMessage id="public.events.search.name" />}>
        <Input
          type="search"
          value={draft.query}
          placeholder={intl.formatMessage({ id: 'public.events.search.namePlaceholder' })}
          onChange={(e) => set({ query: e.target.value })}
        />
      </Field>
      <CountryFilter
        label={<FormattedMessage id="public.events.search.country" />}
        anyLabel={intl.formatMessage({ id: 'public.events.search.anyCountry' })}
        codes={COUNTRIES}
        value={draft.country}
        onChange={(country) => set({ country, state: '' })}
      />
      <RegionFilter
        country={draft.country}
        label={<FormattedMessage id="public.events.search.state" />}
        anyLabel={intl.formatMessage({ id: 'public.events.search.anyState' })}
        value={draft.state}
        onChange={(state) => set({ state })}
      />
      <ZipRadiusFields
        zipcode={draft.zipcode}
        radius={draft.zipDistance}
        check={zip}
        onZipcode={(zipcode) => set({ zipcode })}
        onRadius={(zipDistance) => set({ zipDistance })}
      />
      <FilterActions
        className="pub-filters__actions"
        search={<FormattedMessage id="public.events.search.submit" />}
        clear={<FormattedMessage id="public.events.search.clear" />}
        onClear={onClear}
      />
    </form>
  );
}
