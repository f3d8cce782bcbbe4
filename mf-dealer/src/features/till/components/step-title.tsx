import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A step of the till's flow as a card title: its number in a disc (read as "Step 2:") and what to do. */
export function StepTitle({ number, children }: { number: 1 | 2 | 3 | 4; children: ReactNode }) {
  return (
    <span className="dlr-step">
      <span className="dlr-step__number" aria-hidden="true">
        {number}
      </span>
      <span>
        <span className="rr-visually-hidden">
          <FormattedMessage id="dealer.till.stepLabel" values={{ number }} />{' '}
        </span>
        {children}
      </span>
    </span>
  );
}
