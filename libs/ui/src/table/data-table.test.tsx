import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const render = (node: React.ReactNode) => renderToStaticMarkup(<IntlProvider locale="en">{node}</IntlProvider>);

describe('DataTable with no rows', () => {
  it('shows a sentence given as its empty state as an empty state in the phone cards too, not as bare text', () => {
    const html = render(<DataTable<{ id: string }> id="claims" caption="Claims" columns={[{ id: 'id', header: 'Id', value: (row) => row.id }]} rows={[]} rowKey={(row) => row.id} empty="No payout claims yet." />);
    const cards = html.slice(html.indexOf('rr-data-table__cards'));
    expect(cards).toMatch(/<div class="rr-empty">.*<p class="rr-empty__title">No payout claims yet\.<\/p>/);
  });
});
