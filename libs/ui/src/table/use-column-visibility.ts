import { useCallback, useMemo, useState } from 'react';
import { loadHiddenColumns, saveHiddenColumns, withColumnShown } from './column-visibility';

/** A table's hidden columns, remembered per `tableId` in this browser. */
export function useColumnVisibility(tableId: string, hideable: readonly string[]): { hidden: string[]; setShown: (id: string, shown: boolean) => void } {
  const key = hideable.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's content
  const allowed = useMemo(() => hideable, [key]);
  const [hidden, setHidden] = useState<string[]>(() => loadHiddenColumns(tableId, allowed));
  const setShown = useCallback(
    (id: string, shown: boolean) => {
      if (!allowed.includes(id)) return;
      setHidden((current) => {
        const next = withColumnShown(current, id, shown);
        saveHiddenColumns(tableId, next);
        return next;
      });
    },
    [tableId, allowed],
  );
  return { hidden, setShown };
}
