import { useRef, useState, type FormEvent } from 'react';
import { useUrlDraft } from '../../../lib/use-url-draft';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, Input, Select } from '@rr/ui';
import { ZipRadiusFields } from '../../../components/zip-radius-fields';
import { COUNTRIES, regionsFor } from '../../../config/locations';
import { isPostalCode, type EventFilters } from '../lib/events-query';

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

  const regions = regionsFor(draft.country, intl.locale);
  const hasRegions = regions.us.length + regions.ca.length > 0;
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  // A postal code the finder cannot read is refused here, at the field, before any search.
  const [zipInvalid, setZipInvalid] = useState(false);
  const zipInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPostalCode(draft.zipcode)) {
      setZipInvalid(true);
      zipInput.current?.focus();
      return;
    }
    setZipInvalid(false);
    onSearch({ ...draft, query: draft.query.trim(), zipcode: draft.zipcode.trim() });
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
      <Field label={<FormattedMessage id="public.events.search.country" />}>
        <Select value={draft.country} onChange={(e) => set({ country: e.target.value, state: '' })}>
          <option value="">{intl.formatMessage({ id: 'public.events.search.anyCountry' })}</option>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {intl.formatDisplayName(code, { type: 'region' }) ?? code}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={<FormattedMessage id="public.events.search.state" />} disabled={!hasRegions}>
        <Select value={draft.state} onChange={(e) => set({ state: e.target.value })}>
          <option value="">{intl.formatMessage({ id: 'public.events.search.anyState' })}</option>
          {regions.us.length > 0 ? (
            <optgroup label={intl.formatDisplayName('US', { type: 'region' }) ?? 'US'}>
              {regions.us.map((region) => (
                <option key={region.code} value={region.code}>{region.name}</option>
              ))}
            </optgroup>
          ) : null}
          {regions.ca.length > 0 ? (
            <optgroup label={intl.formatDisplayName('CA', { type: 'region' }) ?? 'CA'}>
              {regions.ca.map((region) => (
                <option key={region.code} value={region.code}>{region.name}</option>
              ))}
            </optgroup>
          ) : null}
        </Select>
      </Field>
      <ZipRadiusFields
        zipcode={draft.zipcode}
        radius={draft.zipDistance}
        invalid={zipInvalid}
        inputRef={zipInput}
        onZipcode={(zipcode) => set({ zipcode })}
        onRadius={(zipDistance) => set({ zipDistance })}
        onValid={() => setZipInvalid(false)}
      />
      <div className="pub-filters__actions">
        <Button type="submit">
          <FormattedMessage id="public.events.search.submit" />
        </Button>
        <Button variant="ghost" onClick={onClear}>
          <FormattedMessage id="public.events.search.clear" />
        </Button>
      </div>
    </form>
  );
}
