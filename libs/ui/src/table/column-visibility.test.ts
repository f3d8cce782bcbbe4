import { describe, expect, it } from 'vitest';
import { columnStorageKey, parseHiddenColumns, storedHiddenColumns, visibilityOf, withColumnShown } from './column-visibility';
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

  it('keep columns hidden by default hidden until the user shows them, also in a list stored before they existed', () => {
    const all = [...hideable, 'phone', 'created'];
    const defaults = ['phone', 'created'];
    expect(parseHiddenColumns(null, all, defaults)).toEqual(['phone', 'created']);
    expect(parseHiddenColumns('not json', all, defaults)).toEqual(['phone', 'created']);
    expect(parseHiddenColumns('["bikes"]', all, defaults)).toEqual(['bikes', 'phone', 'created']);
    expect(parseHiddenColumns('["bikes","+phone"]', all, defaults)).toEqual(['bikes', 'created']);
    // A mark for a column that is no longer offered, or not hidden by default, changes nothing.
    expect(parseHiddenColumns('["+gone","+country"]', all, defaults)).toEqual(['phone', 'created']);
  });

  it('store only a choice that differs from the defaults', () => {
    expect(storedHiddenColumns([], [])).toBeNull();
    expect(storedHiddenColumns(['created', 'phone'], ['phone', 'created'])).toBeNull();
    expect(storedHiddenColumns(['bikes'], [])).toBe('["bikes"]');
    expect(storedHiddenColumns(['created'], ['phone', 'created'])).toBe('["created","+phone"]');
    expect(storedHiddenColumns(['bikes', 'phone', 'created'], ['phone', 'created'])).toBe('["bikes","phone","created"]');
    // What is stored reads back as the same choice.
    const all = [...hideable, 'phone', 'created'];
    for (const hidden of [['created'], ['bikes', 'phone', 'created'], ['bikes', 'country']]) {
      expect(parseHiddenColumns(storedHiddenColumns(hidden, ['phone', 'created']), all, ['phone', 'created']).sort()).toEqual([...hidden].sort());
    }
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
