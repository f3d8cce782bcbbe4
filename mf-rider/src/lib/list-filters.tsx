import { CA_PROVINCES, COUNTRIES, US_STATES } from '@rr/contracts';
import { regionName } from '@rr/contracts/regions';
import { Button, Field, Input, Select } from '@rr/ui';
import { useEffect, useState, type FormEvent } from 'react';
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
  const [draft, setDraft] = useState(filters);
  const { text, country, state } = filters;
  // Back and forward change the URL: the form shows what it says.
  useEffect(() => setDraft({ text, country, state }), [text, country, state]);
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
      <Field label={<FormattedMessage id="rider.lists.country" />}>
        <Select value={draft.country} onChange={(e) => setDraft({ ...draft, country: e.target.value, state: '' })}>
          <option value="">{intl.formatMessage({ id: 'rider.lists.anyCountry' })}</option>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {intl.formatDisplayName(code, { type: 'region' }) ?? code}
            </option>
          ))}
        </Select>
      </Field>
      {regions.length > 0 ? (
        <Field label={<FormattedMessage id="rider.lists.state" />}>
          <Select value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value })}>
            <option value="">{intl.formatMessage({ id: 'rider.lists.anyState' })}</option>
            {regions.map((code) => (
              <option key={code} value={code}>
                {regionName(draft.country, code, intl.locale)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <div className="rdr-filters__actions">
        <Button type="submit">
          <FormattedMessage id="rider.lists.search" />
        </Button>
        {searching ? (
          <Button variant="ghost" onClick={() => onApply(NO_FILTERS)}>
            <FormattedMessage id="rider.lists.clear" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
