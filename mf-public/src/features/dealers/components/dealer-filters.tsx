import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Input } from '@rr/ui';
import { CountryFilter, FilterActions, FilterSelect, useCountryName, useUrlDraft } from '@rr/ui/search-filters';
import { ZipRadiusFields, useZipCheck } from '../../../components/zip-radius-fields';
import { anyRegionName } from '@rr/contracts/regions';
import { updateDealerFilters, type DealerFilters } from '../lib/dealers-query';

/** The choices of a select: the finder's (places with dealers), plus the one the address names if it is not among them. */
function withCurrent(choices: readonly string[], current: string): string[] {
  return current && !choices.includes(current) ? [...choices, current] : [...choices];
}

/**
 * Search by name, country, state or province, and postal code with a radius (the dealer finder). The
 * country and state choices are where participating dealers are (`distinctCountry`, `distinctStates` of the last
 * answer); choosing one searches at once, so the state choices always follow the country. Name and postal code search
 * with the button (or Enter).
 */
export function DealerFiltersForm({ filters, countries, states, onSearch, onClear }: {
  filters: DealerFilters;
  countries: readonly string[];
  states: readonly string[];
  onSearch: (filters: DealerFilters) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const zip = useZipCheck();
  // Back/forward navigation changes the URL: the form shows what it says.
  const { name, country, state, zipcode, zipDistance } = filters;
  const [draft, setDraft] = useUrlDraft<DealerFilters>({ name, country, state, zipcode, zipDistance }, zip.reset);

  const set = (change: Partial<DealerFilters>) => setDraft((current) => ({ ...current, ...change }));

  /** Searches with the draft and `change`; a postal code the finder cannot read is refused at its field first. */
  function search(change: Partial<DealerFilters> = {}) {
    const next = updateDealerFilters(draft, change);
    setDraft(next);
    if (zip.accepts(next.zipcode)) onSearch({ ...next, name: next.name.trim(), zipcode: next.zipcode.trim() });
  }

  const countryLabel = useCountryName();
  const countryChoices = withCurrent(countries, draft.country).sort((a, b) => countryLabel(a).localeCompare(countryLabel(b), intl.locale));
  const stateLabel = (code: string) => anyRegionName(code, intl.locale);
  const stateChoices = withCurrent(states, draft.state).sort((a, b) => stateLabel(a).localeCompare(stateLabel(b), intl.locale));

  return (
    <form
      className="pub-filters"
      role="search"
      aria-label={intl.formatMessage({ id: 'public.dealers.search.label' })}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        search();
      }}
    >
      <Field className="pub-filters__query" label={<FormattedMessage id="public.dealers.search.name" />}>
        <Input
          type="search"
          value={draft.name}
          placeholder={intl.formatMessage({ id: 'public.dealers.search.namePlaceholder' })}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field>
      <CountryFilter
        label={<FormattedMessage id="public.dealers.search.country" />}
        anyLabel={intl.formatMessage({ id: 'public.dealers.search.anyCountry' })}
        codes={countryChoices}
        value={draft.country}
        onChange={(value) => search({ country: value })}
      />
      <FilterSelect
        label={<FormattedMessage id="public.dealers.search.state" />}
        anyLabel={intl.formatMessage({ id: 'public.dealers.search.anyState' })}
        disabled={stateChoices.length === 0}
        value={draft.state}
        onChange={(value) => search({ state: value })}
      >
        {stateChoices.map((code) => (
          <option key={code} value={code}>
            {stateLabel(code)}
          </option>
        ))}
      </FilterSelect>
      <ZipRadiusFields
        zipcode={draft.zipcode}
        radius={draft.zipDistance}
        check={zip}
        onZipcode={(value) => set({ zipcode: value })}
        onRadius={(value) => search({ zipDistance: value })}
      />
      <FilterActions
        className="pub-filters__actions"
        search={<FormattedMessage id="public.dealers.search.submit" />}
        clear={<FormattedMessage id="public.dealers.search.clear" />}
        onClear={onClear}
      />
    </form>
  );
}
