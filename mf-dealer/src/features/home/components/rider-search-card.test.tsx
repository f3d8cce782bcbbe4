// @vitest-environment happy-dom
import { sessionAtom, type Session } from '@rr/session';
import { cleanup, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDealer } from '../../../testing/render';
import { RiderSearchCard } from './rider-search-card';

const dealerSession = (participating: boolean): Session => ({
  authenticated: true,
  type: 'dealer',
  proxyHost: false,
  user: { _id: 'dealer-1', type: 'dealer', email: 'd@example.com', emailVerified: true, deActivated: false, name: 'Demo Powersports', participating },
});

function renderWith(session: Session) {
  const store = createStore();
  store.set(sessionAtom, session);
  return renderDealer(
    <Provider store={store}>
      <RiderSearchCard />
    </Provider>,
  );
}

afterEach(cleanup);

describe('RiderSearchCard', () => {
  it('starts a redemption with the rider search while the dealership takes part', () => {
    renderWith(dealerSession(true));
    expect(screen.getByRole('search', { name: 'Start a redemption' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the till is closed, and offers no search, once staff set the dealership inactive', () => {
    renderWith(dealerSession(false));
    expect(screen.getByRole('alert').textContent).toContain('Your till is closed');
    expect(screen.getByRole('alert').textContent).toContain('no longer takes part in the programme');
    expect(screen.queryByRole('search')).toBeNull();
  });
});
