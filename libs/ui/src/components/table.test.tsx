import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { DataColumn } from '../table/columns';
import { Table, type TableProps } from './table';

interface Row {
  id: string;
  name: string;
  code: string | null;
}

const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Dealer', value: (row) => row.name, phoneNote: (row) => (row.code ? `Code ${row.code}` : null) },
  { id: 'code', header: 'Code', value: (row) => row.code, secondary: true },
];

const render = (rows: Row[]) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" onError={() => undefined}>
      <Table columns={columns} rows={rows} rowKey={(row) => row.id} />
    </IntlProvider>,
  );

describe('Table: what a phone leaves out', () => {
  it('marks secondary columns and says their content under the noted cell, for phones', () => {
    const html = render([{ id: '1', name: 'Demo Powersports', code: 'DEM1' }]);
    expect(html).toContain('<td><span class="rr-table__noted">Demo Powersports<span class="rr-table__phone-note">Code DEM1</span></span></td>');
    expect(html).toContain('<td class="rr-table__secondary">DEM1</td>');
  });

  it('leaves the cell as it is when the note has nothing to say', () => {
    expect(render([{ id: '1', name: 'Demo Powersports', code: null }])).toContain('<td>Demo Powersports</td>');
  });
});

describe('Table: what the data table draws through it', () => {
  const sorted = (props: Partial<TableProps<Row>>) =>
    renderToStaticMarkup(
      <IntlProvider locale="en" onError={() => undefined}>
        <Table columns={[...columns, { id: 'actions', header: 'Actions', headerHidden: true, cell: () => 'Open' }]} rows={[{ id: '1', name: 'Demo Powersports', code: 'DEM1' }]} rowKey={(row) => row.id} caption="Dealers" {...props} />
      </IntlProvider>,
    );

  it('says the order on the sorted column only, with the head content it is given, and keeps a hidden header for screen readers', () => {
    const html = sorted({ sortOf: (id) => (id === 'name' ? 'descending' : undefined), headerContent: (column) => <button type="button">{column.header}</button> });
    expect(html).toContain('<th scope="col" aria-sort="descending"><button type="button">Dealer</button></th>');
    expect(html).toContain('<th scope="col" class="rr-table__secondary"><button type="button">Code</button></th>');
    expect(html).toContain('<th scope="col"><span class="rr-visually-hidden">Actions</span></th>');
  });

  it('keeps stale rows, dimmed and busy, where loading replaces them with a spinner', () => {
    const stale = sorted({ stale: true, wrapClassName: 'rr-data-table__scroll' });
    expect(stale).toContain('<div class="rr-table-wrap rr-data-table__scroll" role="region"');
    expect(stale).toContain('<table class="rr-table rr-table--stale" aria-busy="true">');
    expect(stale).toContain('Demo Powersports');
    const loading = sorted({ loading: true });
    expect(loading).toContain('<table class="rr-table" aria-busy="true">');
    expect(loading).not.toContain('Demo Powersports');
  });
});
