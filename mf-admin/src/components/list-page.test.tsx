// @vitest-environment happy-dom
import { Table } from '@rr/ui';
import { useLocation, useNavigate } from '@rr/router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListSearch } from '../lib/use-list-search';
import { renderAdmin } from '../testing/render';
import { FilterSelect, ListPage, ListSearch, ListToolbar, NewButton, withChosen } from './list-page';
import { BulkBar, selectColumn, useSelection } from './list-selection';

afterEach(cleanup);

const ROWS = [
  { _id: 'a', name: 'Alpha' },
  { _id: 'b', name: 'Bravo' },
];

/** A list page as the admin pages build one: its filters in the address, a search box, a filter, picked rows. */
function Harness() {
  const { search, query, page, text, setText, set } = useListSearch();
  const location = useLocation();
  const navigate = useNavigate();
  const selection = useSelection(ROWS);
  const color = search.get('color') ?? '';
  return (
    <ListPage title="Things" lead="Every thing" actions={<NewButton to="/new">New thing</NewButton>}>
      <ListToolbar
        search={<ListSearch label="Search things" text={text} onText={setText} />}
        filters={<FilterSelect label="Color" any="Any color" value={color} onChange={(value) => set('color', value)} options={['red', 'blue']} optionLabel={(value) => value.toUpperCase()} />}
        count={`${query || 'all'} on page ${page}`}
      />
      <BulkBar selection={selection} messages="test.things">
        <button type="button">Paint</button>
      </BulkBar>
      <Table columns={[selectColumn<(typeof ROWS)[number]>(selection, 'test.things', (row) => ({ name: row.name })), { id: 'name', header: 'Name', cell: (row) => row.name }]} rows={ROWS} rowKey={(row) => row._id} caption="Things" />
      <p data-testid="address">{location.search}</p>
      <button type="button" onClick={() => void navigate('/things?query=earlier')}>
        Back
      </button>
    </ListPage>
  );
}

// The selection's strings under the list's message prefix.
const messages = { 'test.things.selectAll': 'Pick all', 'test.things.select': 'Pick {name}', 'test.things.bulkLabel': 'Picked things', 'test.things.selected': '{count} picked', 'test.things.clearSelection': 'Clear' };

const address = () => screen.getByTestId('address').textContent;

describe('the list-page scaffold', () => {
  it('draws the area header, the search landmark, the filters and the count', () => {
    renderAdmin(<Harness />, { path: '/things' });
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(screen.getByText('Every thing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New thing' }).getAttribute('href')).toBe('/new');
    expect(within(screen.getByRole('search')).getByLabelText('Search things')).toBeTruthy();
    const color = screen.getByLabelText('Color');
    expect(within(color).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any color', 'RED', 'BLUE']);
    expect(screen.getByText('all on page 1')).toBeTruthy();
  });

  it('keeps a filter in the address, back on page 1, and drops it when emptied', async () => {
    const { user } = renderAdmin(<Harness />, { path: '/things?page=3' });
    expect(screen.getByText('all on page 3')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Color'), 'blue');
    expect(address()).toBe('?color=blue');
    await user.selectOptions(screen.getByLabelText('Color'), '');
    expect(address()).toBe('');
  });

  it('puts what is typed into the address once typing pauses, trimmed, and shows the address again after back', async () => {
    const { user } = renderAdmin(<Harness />, { path: '/things?page=2' });
    await user.type(screen.getByLabelText('Search things'), ' dune ');
    await waitFor(() => expect(address()).toBe('?query=dune'));
    expect(screen.getByText('dune on page 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect((screen.getByLabelText('Search things') as HTMLInputElement).value).toBe('earlier'));
  });

  it('picks rows one by one or the whole page, and clears them from the bulk bar', async () => {
    const { user } = renderAdmin(<Harness />, { path: '/things', messages });
    expect(screen.queryByRole('region', { name: 'Picked things' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Pick Bravo' }));
    expect(within(screen.getByRole('region', { name: 'Picked things' })).getByText('1 picked')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Pick all' }));
    expect(screen.getByText('2 picked')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Pick all' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Pick all' }));
    expect(screen.queryByRole('region', { name: 'Picked things' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Pick Alpha' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Picked things' })).toBeNull();
  });
});

describe('withChosen', () => {
  it('keeps the chosen option when the answer no longer lists it, once', () => {
    expect(withChosen(['CA', 'US'], 'MX')).toEqual(['CA', 'US', 'MX']);
    expect(withChosen(['CA', 'US'], 'US')).toEqual(['CA', 'US']);
    expect(withChosen(undefined, undefined)).toEqual([]);
  });
});
