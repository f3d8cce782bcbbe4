// @vitest-environment happy-dom
import type { EventClass } from '@rr/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { PayoutTable } from './payout-table';

afterEach(cleanup);

const cls = (id: string, name: string, payoutType: EventClass['payoutType'], places: number[]): EventClass => ({ _id: id, name, payoutType, places, total: 0 });
const classes = [cls('a', 'Open Pro', 'cash', [32_500, 20_000, 10_000, 5_000, 2_500]), cls('b', 'Vet', 'dealerCredit', [9_000]), cls('c', 'Mini', 'noPayout', [])];

function renderIn(locale: 'en' | 'fr') {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr} onError={() => undefined}>
      <PayoutTable classes={classes} currency="USD" />
    </IntlProvider>,
  );
}

const facts = (card: HTMLElement) => [...card.querySelectorAll('dl > div')].map((pair) => `${pair.querySelector('dt')?.textContent}: ${pair.querySelector('dd')?.textContent}`);

describe('PayoutTable on a phone', () => {
  it('gives each class a card with every place it pays and its total, beside the wide table', () => {
    renderIn('en');
    const cards = within(screen.getByRole('list', { name: 'Contingency payouts' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('strong')?.textContent)).toEqual(['Open Pro', 'Vet', 'Mini']);
    expect(facts(cards[0]!)).toEqual(['1st: $325', '2nd: $200', '3rd: $100', '4th: $50', '5th: $25', 'Total: $700']);
    // A class paying one place lists that place only, not the empty ones of the widest class.
    expect(facts(cards[1]!)).toEqual(['1st: $90', 'Total: $90']);
    expect(facts(cards[2]!)).toEqual(['Total: —']);
    expect(screen.getByRole('table', { name: 'Contingency payouts' }).closest('.pub-payout-wide')).not.toBeNull();
  });

  it('names the places as the locale does', () => {
    renderIn('fr');
    const [first] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(facts(first!).map((fact) => fact.split(':')[0])).toEqual(['1er', '2e', '3e', '4e', '5e', 'Total']);
  });
});
