import { describe, expect, it } from 'vitest';
import { columnStorageKey, parseHiddenColumns, visibilityOf, withColumnShown } from './column-visibility';
import { actionsColumn, csvColumnsOf, sortableIds, type DataColumn } from './columns';

describe('remembered hidden columns', () => {
  const hideable = ['country', 'bikes', 'lastLogin'];

  it('are stored per table', () => {
    expect(columnStorageKey('admin.riders')).toBe('rr.table.admin.riders.hidden');
  });

  it('keep only columns that can still be hidden', () => {
    expect(parseHiddenColumns('["bikes","actions","gone","bikes"]', hideable)).toEqual(['bikes']);
  });

  it('ignore what is not a JSON list of ids', () => {
    expect(parseHiddenColumns(null, hideable)).toEqual([]);
    expect(parseHiddenColumns('{"bikes":false}', hideable)).toEqual([]);
    expect(parseHiddenColumns('not json', hideable)).toEqual([]);
    expect(parseHiddenColumns('[1,null,"country"]', hideable)).toEqual(['country']);
  });

  it('change one column at a time, and say so to TanStack Table', () => {
    const hidden = withColumnShown([], 'bikes', false);
    expect(hidden).toEqual(['bikes']);
    expect(withColumnShown(hidden, 'bikes', false)).toEqual(['bikes']);
    expect(withColumnShown(hidden, 'bikes', true)).toEqual([]);
    expect(visibilityOf(['bikes', 'country'])).toEqual({ bikes: false, country: false });
  });
});

describe('columns', () => {
  interface Row {
    name: string;
    bikes: number;
  }
  const columns: DataColumn<Row>[] = [
    { id: 'name', header: 'Name', value: (row) => row.name, sortable: true },
    { id: 'bikes', header: 'Bikes', value: (row) => row.bikes },
    { id: 'badge', header: 'Badge', cell: () => null },
    actionsColumn<Row>('Actions', () => null),
  ];

  it('export the columns shown that have a value, labelled as their headers', () => {
    const row = { name: 'Kim', bikes: 2 };
    expect(csvColumnsOf(columns).map((c) => [c.label, c.value(row)])).toEqual([
      ['Name', 'Kim'],
      ['Bikes', 2],
    ]);
    expect(csvColumnsOf(columns, ['bikes']).map((c) => c.label)).toEqual(['Name']);
  });

  it('know which may sort, and never hide or export the actions', () => {
    expect(sortableIds(columns)).toEqual(['name']);
    expect(columns[3]).toMatchObject({ id: 'actions', hideable: false, exportable: false, card: 'actions', headerHidden: true });
  });
});
