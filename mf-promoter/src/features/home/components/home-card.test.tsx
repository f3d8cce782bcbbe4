// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter } from '@rr/router';
import { Plus } from 'lucide-react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeCard } from './home-card';

afterEach(cleanup);

const messages = { 'home.title': 'My series', 'home.none': 'No series yet', 'home.add': 'New series' };
const card = (data: string[] | undefined) =>
  render(
    <IntlProvider locale="en" messages={messages}>
      <BrowserRouter>
        <HomeCard titleId="home.title" add={{ to: '/new', labelId: 'home.add', icon: Plus }} query={{ data, error: null, isFetching: false, isPlaceholderData: false, refetch: () => {} }} isEmpty={(list) => list.length === 0} emptyId="home.none">
          {(list) => <ul>{list.map((name) => <li key={name}>{name}</li>)}</ul>}
        </HomeCard>
      </BrowserRouter>
    </IntlProvider>,
  );

describe('HomeCard', () => {
  it('shows its title, its add button and the list once loaded', () => {
    card(['Desert Series']);
    expect(screen.getByText('My series')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New series' }).getAttribute('href')).toBe('/new');
    expect(screen.getByRole('listitem').textContent).toBe('Desert Series');
  });

  it('says so when there is nothing to list', () => {
    card([]);
    expect(screen.getByText('No series yet').className).toBe('rr-muted');
  });
});
