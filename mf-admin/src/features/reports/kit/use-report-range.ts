import { useSearchParams } from '@rr/router';
import { useMemo } from 'react';
import { rangeFromSearch, searchWithRange, type ReportRange } from './range';

/** The report's range, read from and written to the address (`startDate`, `endDate`), `defaultReportRange()` by default. */
export function useReportRange() {
  const [search, setSearch] = useSearchParams();
  const startDate = search.get('startDate');
  const endDate = search.get('endDate');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the range changes only when its two parameters do
  const range = useMemo(() => rangeFromSearch(search), [startDate, endDate]);
  const setRange = (change: Partial<ReportRange>) => setSearch((current) => searchWithRange(current, change));
  return { range, setRange };
}
