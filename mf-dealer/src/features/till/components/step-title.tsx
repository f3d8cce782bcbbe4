import { FormattedMessage } from 'react-intl';

/** What each step of the till's flow asks: find the rider, their awards, the redemption's details, the rider's PIN. */
const STEP_TITLES = { 1: 'dealer.till.step.rider', 2: 'dealer.till.step.awards', 3: 'dealer.till.step.details', 4: 'dealer.till.step.pin' } as const;

/** A step of the till's flow as a card title: its number in a disc (read as "Step 2:") and what to do. */
export function StepTitle({ number }: { number: keyof typeof STEP_TITLES }) {
  return (
    <span className="dlr-step">
      <span className="dlr-step__number" aria-hidden="true">
        {number}
      </span>
      <span>
        <span className="rr-visually-hidden">
          <FormattedMessage id="dealer.till.stepLabel" values={{ number }} />{' '}
        </span>
        <FormattedMessage id={STEP_TITLES[number]} />
      </span>
    </span>
  );
}
