import type { DealerFinderItem, SessionUser } from '@rr/contracts';
import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import { sessionAtom } from '@rr/session';
import { Provider, createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { DealerCard } from './dealer-card';

const dealer: DealerFinderItem = {
  _id: 'dealer-demo',
  name: 'Demo Powersports',
  dealerId: 'D10001',
  addressLine1: '41200 Motor Car Pkwy',
  addressLine2: null,
  city: 'Temecula',
  state: 'CA',
  zipcode: '92591',
  country: 'US',
  phone: '9515550101',
  websiteUrl: 'https://demo-powersports.example.com',
  active: true,
  latitude: 33.5206,
  longitude: -117.1256,
};

function render(item: DealerFinderItem, as: 'rider' | 'dealer' | null = null): string {
  const store = createStore();
  if (as) store.set(sessionAtom, { authenticated: true, type: as, user: { _id: `${as}-demo`, type: as } as unknown as SessionUser, proxyHost: false });
  return renderToStaticMarkup(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <IntlProvider locale="en" messages={en} onError={() => undefined}>
          <DealerCard dealer={item} />
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

describe('a dealer on the finder', () => {
  it('shows the address, a phone to call, the website in a new tab, and no distance or mark when nobody searched nearby', () => {
    const html = render(dealer);
    expect(html).toContain('id="dealer-dealer-demo"');
    expect(html).toContain('>Demo Powersports</h3>');
    expect(html).toContain('<span>41200 Motor Car Pkwy</span><span>Temecula, CA 92591</span><span>United States</span>');
    expect(html).toMatch(/<a class="rr-link" href="tel:\+19515550101">\(951\) 555-0101<\/a>/);
    expect(html).toMatch(/href="https:\/\/demo-powersports.example.com\/" target="_blank" rel="noopener noreferrer">demo-powersports.example.com/);
    expect(html).not.toContain('away');
    expect(html).not.toContain('aria-pressed');
  });

  it('shows the distance from the searched code', () => {
    expect(render({ ...dealer, distanceMiles: 5.6 })).toContain('5.6 miles away');
    expect(render({ ...dealer, distanceMiles: 1 })).toContain('1 mile away');
    expect(render({ ...dealer, distanceMiles: null })).not.toContain('away');
  });

  it('gives a signed-in rider the favourite toggle, naming the dealer it belongs to', () => {
    const off = render({ ...dealer, favourite: false }, 'rider');
    expect(off).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-describedby="dealer-dealer-demo-name"[^>]*>.*Add to favourites<\/button>/);
    expect(render({ ...dealer, favourite: true }, 'rider')).toMatch(/aria-pressed="true"[^>]*>.*My favourite<\/button>/);
    // Anyone else never sees it, even with a mark in the data.
    expect(render({ ...dealer, favourite: true }, 'dealer')).not.toContain('aria-pressed');
    expect(render({ ...dealer, favourite: true })).not.toContain('aria-pressed');
  });
});
