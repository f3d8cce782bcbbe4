// @vitest-environment happy-dom
import type { PromoterEvent } from '@rr/contracts';
import { BrowserRouter } from '@rr/router';
import { Table } from '@rr/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { eventColumns } from './event-columns';

const event: PromoterEvent = {
  _id: 'evt-1',
  title: 'Front Range Hare Scramble',
  type: 'motocross',
  startDate: '2026-12-12',
  endDate: '2026-12-13',
  city: 'Golden',
  state: 'CO',
  country: 'US',
  currency: 'USD',
  seriesId: null,
  active: true,
  canceled: false,
  contingencyAmount: 135000,
  deadline: { dueDate: '2026-12-20', daysLeft: 20, resultsSet: false, late: false },
  results: 0,
  exceptions: 0,
};

const format = { dateRange: (start: string, end: string) => `${start} – ${end}`, money: (cents: number, currency: string) => `${cents / 100} ${currency}` };

const render = () =>
  renderToStaticMarkup(
    <IntlProvider locale="en" onError={() => undefined}>
      <BrowserRouter>
        <Table columns={eventColumns(format)} rows={[event]} rowKey={(e) => e._id} />
      </BrowserRouter>
    </IntlProvider>,
  );

describe('eventColumns on a phone', () => {
  it('says when and where under the event, as the columns that would say it are left out beside the results', () => {
    const html = render();
    expect(html).toContain('<span class="rr-table__phone-note">2026-12-12 – 2026-12-13 · Golden, CO</span>');
    expect(html).toContain('<td class="rr-table__secondary"><span class="pro-nowrap">2026-12-12 – 2026-12-13</span></td>');
    expect(html).toContain('<td class="rr-table__secondary">Golden, CO</td>');
  });
});
