import { CA_PROVINCES, COUNTRIES, US_STATES } from '@rr/contracts';
import { regionName } from '@rr/contracts/regions';
import { Field, Input } from '@rr/ui';
import { CountryFilter, FilterActions, FilterSelect, useUrlDraft } from '@rr/ui/search-filters';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './list-filters.css';

/** A list's search: free text, country and (in the US and Canada) state or province. */
export interface ListFilters {
  text: string;
  country: string;
  state: string;
}

export const NO_FILTERS: ListFilters = { text: '', country: '', state: '' };

/** The states or provinces a country's search offers (none outside the US and Canada). */
export function regionsOf(country: string): readonly string[] {
  return country === 'US' ? US_STATES : country === 'CA' ? CA_PROVINCES : [];
}

/**
 * The search form of the rider's events and series lists (spec §2 "Events finder", "Series finder"): `textLabel` names
 * the free-text box (event name or place; series name). Applied on submit; Clear empties it.
 */
export function ListFiltersForm({ filters, textLabel, label, onApply }: { filters: ListFilters; textLabel: string; label: string; onApply: (filters: ListFilters) => void }) {
  const intl = useIntl();
  const { text, country, state } = filters;
  // Back and forward change the URL: the form shows what it says.
  const [draft, setDraft] = useUrlDraft<ListFilters>({ text, country, state });
  const regions = regionsOf(draft.country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, text: draft.text.trim() });
  };
  const searching = Boolean(text || country || state);
  return (
    <form role="search" aria-label={label} className="rdr-filters" onSubmit={submit}>
      <Field className="rdr-filters__text" label={textLabel}>
        <Input type="search" value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
      </Field>
      <CountryFilter
        label={<FormattedMessage id="rider.lists.country" />}
        anyLabel={intl.formatMessage({ id: 'rider.lists.anyCountry' })}
        codes={COUNTRIES}
        value={draft.country}
        onChange={(value) => setDraft({ ...draft, country: value, state: '' })}
      />
      {regions.length > 0 ? (
        <FilterSelect
          label={<FormattedMessage id="rider.lists.state" />}
          anyLabel={intl.formatMessage({ id: 'rider.lists.anyState' })}
          value={draft.state}
          onChange={(value) => setDraft({ ...draft, state: value })}
        >
          {regions.map((code) => (
            <option key={code} value={code}>
              {regionName(draft.country, code, intl.locale)}
            </option>
          ))}
        </FilterSelect>
      ) : null}
      <FilterActions
        className="rdr-filters__actions"
        search={<FormattedMessage id="rider.lists.search" />}
        clear={<FormattedMessage id="rider.lists.clear" />}
        onClear={searching ? () => onApply(NO_FILTERS) : undefined}
      />
    </form>
  );
}
