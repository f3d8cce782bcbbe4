import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { DataColumn } from '../table/columns';
import { Table } from './table';

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
