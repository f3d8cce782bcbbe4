import { useCallback, useMemo, useState } from 'react';
import { loadHiddenColumns, saveHiddenColumns, withColumnShown } from './column-visibility';

/** A table's hidden columns, remembered per `tableId` in this browser; `hiddenByDefault` ones until the user shows them. */
export function useColumnVisibility(
  tableId: string,
  hideable: readonly string[],
  hiddenByDefault: readonly string[] = [],
): { hidden: string[]; setShown: (id: string, shown: boolean) => void } {
  const key = hideable.join(',');
  const defaultsKey = hiddenByDefault.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's content
  const allowed = useMemo(() => hideable, [key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `defaultsKey` stands for the list's content
  const defaults = useMemo(() => hiddenByDefault.filter((id) => allowed.includes(id)), [defaultsKey, allowed]);
  const [hidden, setHidden] = useState<string[]>(() => loadHiddenColumns(tableId, allowed, defaults));
  const setShown = useCallback(
    (id: string, shown: boolean) => {
      if (!allowed.includes(id)) return;
      setHidden((current) => {
        const next = withColumnShown(current, id, shown);
        saveHiddenColumns(tableId, next, defaults);
        return next;
      });
    },
    [tableId, allowed, defaults],
  );
  return { hidden, setShown };
}
