import { useCallback } from 'react';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';

/**
 * A function that downloads `rows` as `<fileBase>-<date>.csv` with `columns` (labels already translated):
 * RFC 4180, UTF-8 with BOM, formula cells neutralised.
 */
export function useCsvExport<T>(fileBase: string, columns: readonly CsvColumn<T>[]): (rows: readonly T[]) => void {
  return useCallback((rows: readonly T[]) => downloadCsv(csvFileName(fileBase), toCsv(rows, columns)), [fileBase, columns]);
}
