// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { EventPayoutDecision } from '@rr/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTool } from '../testing/render';
import { PayoutDecisionCell } from './payout-decision';

afterEach(cleanup);

const decision = (over: Partial<EventPayoutDecision>): EventPayoutDecision => ({
  resultId: 'res-1',
  riderId: 'r1',
  className: 'Open Pro',
  place: 2,
  outcome: 'paid',
  reason: 'paid',
  facts: {},
  amountCents: 20_000,
  currency: 'USD',
  lotType: 'cash',
  withholdPercent: 0,
  ...over,
});

describe('PayoutDecisionCell: the same race published twice', () => {
  it('a line paid at the other event names it, linked to its public page, and shows no amount', () => {
    renderTool(<PayoutDecisionCell decision={decision({ outcome: 'notPaid', reason: 'otherSanctionPaid', amountCents: 0, facts: { sameRaceEventId: 'ev-b', sameRaceEventTitle: 'Desert Cup R3', wouldPayCents: 20_000 } })} />);
    const link = screen.getByRole('link', { name: 'Desert Cup R3' });
    expect(link.getAttribute('href')).toBe('/events/event/ev-b');
    expect(link.closest('span')!.textContent).toContain('Paid at the same race published as Desert Cup R3.');
    expect(document.body.textContent).not.toContain('$200');
  });

  it('the line that pays names the other event too', () => {
    renderTool(<PayoutDecisionCell decision={decision({ facts: { sameRaceEventId: 'ev-a', sameRaceEventTitle: 'Desert Cup R3 (AMA)' } })} />);
    expect(screen.getByRole('link', { name: 'Desert Cup R3 (AMA)' }).closest('span')!.textContent).toContain('The same race was also published as Desert Cup R3 (AMA): paid here only.');
    expect(document.body.textContent).toContain('$200');
  });

  it('says nothing of another event when the race was published once', () => {
    renderTool(<PayoutDecisionCell decision={decision({})} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
