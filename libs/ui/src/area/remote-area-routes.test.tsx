// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from '@rr/router';
import { describe, expect, it } from 'vitest';
import { RemoteAreaRoutes } from './remote-area-routes';

function TestIntl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" onError={() => {}}>
      <div data-testid="remote-intl">{children}</div>
    </IntlProvider>
  );
}

const definition = { area: 'dealer', home: '/auth/dealer/home', indexRedirect: 'home', pages: [{ page: 'home', path: 'home' }] };

describe('RemoteAreaRoutes', () => {
  it('shows a built page inside the remote’s translations, in a wrapper naming the remote’s build', () => {
    window.history.pushState(null, '', '/home');
    render(
      <BrowserRouter>
        <RemoteAreaRoutes intl={TestIntl} build="mf-dealer 1.2.3" definition={definition} overrides={{ home: <p>Dealer home</p> }} />
      </BrowserRouter>,
    );
    const page = screen.getByText('Dealer home');
    expect(page.closest('[data-remote-build]')?.getAttribute('data-remote-build')).toBe('mf-dealer 1.2.3');
    expect(page.closest('[data-testid="remote-intl"]')).not.toBeNull();
  });
});
