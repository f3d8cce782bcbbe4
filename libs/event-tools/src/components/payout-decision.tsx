import { DEFAULT_LOCALE, isLocale, publicPaths, type EventPayoutDecision } from '@rr/contracts';
import { useFormat } from '@rr/ui';
import { payoutReasonMessage, payoutRuleMessage } from '@rr/ui/payout-reason';
import { FormattedMessage, useIntl } from 'react-intl';

const TONE = { paid: 'success', pending: 'warning', notPaid: 'neutral' } as const;

/** The reason of a decision in the promoter's and staff's words (the rider's own texts speak to the rider). */
function useReasonText() {
  const intl = useIntl();
  return (decision: EventPayoutDecision) => {
    if (decision.reason === 'documentsMissing') return intl.formatMessage({ id: 'eventTools.payouts.documentsMissing' });
    const message = payoutReasonMessage(decision);
    return intl.formatMessage({ id: message.id }, message.values);
  };
}

/** Under a version of the programme's rules staff published: which one, and the tier or place range that decided. */
function RuleNote({ decision }: { decision: EventPayoutDecision }) {
  const format = useFormat();
  const rule = payoutRuleMessage(decision.rule, (cents) => format.money(cents, decision.currency));
  return rule ? (
    <>
      {' '}
      <FormattedMessage id={rule.id} values={rule.values} />
    </>
  ) : null;
}

/** Until the decisions arrive: a quiet mark, never an amount. */
export function PayoutDecisionLoading() {
  return (
    <span className="et-cell-stack">
      <span className="rr-muted" aria-hidden="true">
        …
      </span>
      <span className="rr-visually-hidden">
        <FormattedMessage id="eventTools.payouts.loading" />
      </span>
    </span>
  );
}

/**
 * One result line's payout decision: a status in words (paid, waiting, not paid, being checked)
 * and one line saying why: what it pays, on which unit, for which place of which class; what it waits for; or why it
 * does not pay. `decision` undefined: the payout rules have not decided this line (or its latest change) yet. Only a
 * paid or waiting decision names an amount: a refused line never shows what its place would have paid.
 */
export function PayoutDecisionCell({ decision }: { decision: EventPayoutDecision | undefined }) {
  const format = useFormat();
  const reasonText = useReasonText();
  if (!decision) {
    return (
      <span className="et-cell-stack">
        <span className="rr-badge">
          <FormattedMessage id="eventTools.payouts.status.checking" />
        </span>
      </span>
    );
  }
  const amount = format.money(decision.amountCents, decision.currency);
  const lotType = decision.lotType ?? 'cash';
  return (
    <span className="et-cell-stack et-payout-decision">
      <span className={`rr-badge rr-badge--${TONE[decision.outcome]}`}>
        <FormattedMessage id={`eventTools.payouts.status.${decision.outcome}`} />
      </span>
      <span className="rr-muted et-small">
        {decision.outcome === 'paid' ? (
          <FormattedMessage
            id="eventTools.payouts.paid"
            values={{ amount, lotType, place: decision.place ?? '–', className: decision.className ?? '' }}
          />
        ) : decision.outcome === 'pending' ? (
          <FormattedMessage id="eventTools.payouts.pending" values={{ amount, reason: reasonText(decision) }} />
        ) : (
          reasonText(decision)
        )}
        <SameRace decision={decision} />
        <RuleNote decision={decision} />
        {decision.outcome !== 'notPaid' && decision.withholdPercent > 0 && (
          <>
            {' '}
            <FormattedMessage id="eventTools.payouts.withheld" values={{ percent: decision.withholdPercent }} />
          </>
        )}
      </span>
    </span>
  );
}

/**
 * The same race published as another event (same day, same country, same class): the rider is paid at one of them.
 * Both lines name the other event, linked to its public page (the other event may be another promoter's).
 */
function SameRace({ decision }: { decision: EventPayoutDecision }) {
  const intl = useIntl();
  const eventId = decision.facts.sameRaceEventId;
  if (typeof eventId !== 'string') return null;
  const title = typeof decision.facts.sameRaceEventTitle === 'string' && decision.facts.sameRaceEventTitle ? decision.facts.sameRaceEventTitle : eventId;
  const language = intl.locale.slice(0, 2);
  const link = (
    <a href={publicPaths(isLocale(language) ? language : DEFAULT_LOCALE).event(eventId)} target="_blank" rel="noreferrer">
      {title}
    </a>
  );
  return (
    <>
      {' '}
      <FormattedMessage id={decision.outcome === 'notPaid' ? 'eventTools.payouts.sameRace.paidThere' : 'eventTools.payouts.sameRace.paidHere'} values={{ event: link }} />
    </>
  );
}
