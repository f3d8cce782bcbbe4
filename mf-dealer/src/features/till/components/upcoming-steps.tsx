import { FormattedMessage } from 'react-intl';
import { StepTitle } from './step-title';

/** Steps 3 and 4 before the awards are found: what comes next, greyed, so the counter sees the whole way. */
export function UpcomingSteps() {
  return (
    <section className="dlr-upcoming" aria-labelledby="dlr-upcoming-title">
      <h2 id="dlr-upcoming-title" className="rr-visually-hidden">
        <FormattedMessage id="dealer.till.next.title" />
      </h2>
      <ol className="dlr-upcoming__steps">
        <li>
          <StepTitle number={3} />
        </li>
        <li>
          <StepTitle number={4} />
        </li>
      </ol>
      <p className="rr-muted dlr-flush">
        <FormattedMessage id="dealer.till.next.lead" />
      </p>
    </section>
  );
}
