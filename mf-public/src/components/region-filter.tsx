import type { ComponentProps } from 'react';
import { FilterSelect, useCountryName } from '@rr/ui/search-filters';
import { useIntl } from 'react-intl';
import { regionsFor } from '../config/locations';

/**
 * A finder's state or province select for `country`, named in the page's language: the US states and the Canadian
 * provinces each under their country's name (both when no country is chosen); disabled in other countries.
 */
export function RegionFilter({ country, ...select }: Omit<ComponentProps<typeof FilterSelect>, 'children' | 'disabled'> & { country: string }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const regions = regionsFor(country, intl.locale);
  const groups = [
    { code: 'US', list: regions.us },
    { code: 'CA', list: regions.ca },
  ].filter((group) => group.list.length > 0);
  return (
    <FilterSelect {...select} disabled={groups.length === 0}>
      {groups.map((group) => (
        <optgroup key={group.code} label={countryName(group.code)}>
          {group.list.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </optgroup>
      ))}
    </FilterSelect>
  );
}
