import { CA_PROVINCES, US_STATES } from '@rr/contracts';
import { anyRegionName } from '@rr/contracts/regions';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FilterSelect } from './list-page';

const REGIONS = [...US_STATES, ...CA_PROVINCES];

/** A list's filter by US state or Canadian province, each named in the reader's language. */
export function RegionFilter({ label, any, value, onChange }: { label: ReactNode; any: string; value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return <FilterSelect label={label} any={any} value={value} onChange={onChange} options={REGIONS} optionLabel={(code) => anyRegionName(code, intl.locale)} />;
}
