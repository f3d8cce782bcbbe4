import type { Earning } from '@rr/contracts';
import { useIntl } from 'react-intl';
// The kit itself comes through its shared entry: this module is its own, bundled only by the apps that show histories.
import { useFormat } from '@rr/ui';

/** An earning's money history: each award and each reversal, oldest first, in the earning's currency. */
export type EarningHistorySource = Pick<Earning, 'history' | 'currency'>;

/** Whether the history says more than the line itself: it was corrected or removed (a single award needs no history). */
function hasEarningHistory(earning: EarningHistorySource): boolean {
  return earning.history.some((entry) => entry.change !== 'paid') || earning.history.length > 1;
}

/**
 * What a result line's money did, shared by the rider's earnings and staff's view of them: "Paid $250 on Jul 12th →
 * corrected on Jul 20th: −$250 ($250 of it owed) → +$150 on Jul 20th". A correction takes the whole award back (what
 * had already left the wallet became owed) before the corrected result pays again, so each step is shown with its
 * sign. Nothing for a line that was paid once and never changed.
 */
export function EarningHistory({ earning, className }: { earning: EarningHistorySource; className?: string }) {
  const intl = useIntl();
  const format = useFormat();
  if (!hasEarningHistory(earning)) return null;
  const money = (cents: number) => format.money(Math.abs(cents), earning.currency);
  let paidBefore = false;
  return (
    <ol className={['rr-earning-history', className].filter(Boolean).join(' ')} aria-label={intl.formatMessage({ id: 'ui.earning.history.label' })}>
      {earning.history.map((entry, index) => {
        const values = { amount: money(entry.cents), date: format.date(entry.at) };
        let text: string;
        if (entry.change === 'paid') {
          text = intl.formatMessage({ id: paidBefore ? 'ui.earning.history.paidAgain' : 'ui.earning.history.paid' }, values);
          paidBefore = true;
        } else {
          text = intl.formatMessage({ id: `ui.earning.history.${entry.change}` }, values);
          if (entry.owedCents > 0) text += ` ${intl.formatMessage({ id: 'ui.earning.history.owed' }, { amount: money(entry.owedCents) })}`;
        }
        return (
          <li key={`${entry.at}-${index}`} className={`rr-earning-history__${entry.change}`}>
            {index > 0 ? <span aria-hidden="true">→ </span> : null}
            {text}
          </li>
        );
      })}
    </ol>
  );
}
