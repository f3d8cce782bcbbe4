// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeCard } from './home-card';

afterEach(cleanup);

const messages = { 'home.title': 'My series', 'home.none': 'No series yet' };
const card = (data: string[] | undefined) =>
  render(
    <IntlProvider locale="en" messages={messages}>
      <HomeCard titleId="home.title" add={<button type="button">New series</button>} query={{ data, error: null, isFetching: false, isPlaceholderData: false, refetch: () => {} }} isEmpty={(list) => list.length === 0} emptyId="home.none">
        {(list) => <ul>{list.map((name) => <li key={name}>{name}</li>)}</ul>}
      </HomeCard>
    </IntlProvider>,
  );

describe('HomeCard', () => {
  it('shows its title, its add button and the list once loaded', () => {
    card(['Desert Series']);
    expect(screen.getByText('My series')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New series' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Desert Series');
  });

  it('says so when there is nothing to list', () => {
    card([]);
    expect(screen.getByText('No series yet').className).toBe('rr-muted');
  });
});
