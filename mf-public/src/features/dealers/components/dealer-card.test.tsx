import type { DealerFinderItem, SessionUser } from '@rr/contracts';
import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import { demoDealer } from '@rr/contracts/testing';
import { sessionAtom } from '@rr/session';
import { Provider, createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import dealersEn from '../i18n/en.json';
import dealersFr from '../i18n/fr.json';
import type { DistanceUnit } from '../../../lib/postal-codes';
import { DealerCard } from './dealer-card';

const dealer: DealerFinderItem = {
  ...demoDealer,
  latitude: 33.5206,
  longitude: -117.1256,
};

function render(item: DealerFinderItem, as: 'rider' | 'dealer' | null = null, { locale = 'en', unit = 'mile' }: { locale?: 'en' | 'fr'; unit?: DistanceUnit } = {}): string {
  const store = createStore();
  if (as) store.set(sessionAtom, { authenticated: true, type: as, user: { _id: `${as}-demo`, type: as } as unknown as SessionUser, proxyHost: false });
  return renderToStaticMarkup(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <IntlProvider locale={locale} messages={locale === 'fr' ? { ...fr, ...dealersFr } : { ...en, ...dealersEn }} onError={() => undefined}>
          <DealerCard dealer={item} distanceUnit={unit} />
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

  it('shows the distance from the searched code: miles around a US code, kilometres around a Canadian one', () => {
    expect(render({ ...dealer, distanceMiles: 5.6 })).toContain('5.6 mi away');
    expect(render({ ...dealer, distanceMiles: 1 })).toContain('1 mi away');
    expect(render({ ...dealer, distanceMiles: 12.3 })).toContain('12 mi away');
    expect(render({ ...dealer, distanceMiles: 12 }, null, { unit: 'kilometer' })).toContain('19 km away');
    expect(render({ ...dealer, distanceMiles: 2 }, null, { unit: 'kilometer' })).toContain('3.2 km away');
    // French writes the number and its unit apart with a no-break space.
    expect(render({ ...dealer, distanceMiles: 12 }, null, { locale: 'fr', unit: 'kilometer' })).toMatch(/>à 19\skm</u);
    expect(render({ ...dealer, distanceMiles: 5.6 }, null, { locale: 'fr' })).toMatch(/>à 5,6\smi</u);
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
