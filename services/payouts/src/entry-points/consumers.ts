import { z } from 'zod';
import { resultsPublishedSchema } from '@rr/contracts';
import { EVENT_CHANGED, MONEY_POSTED, RIDER_CHANGED, SERIES_FINISHED, eventChangedSchema, moneyPostedSchema, riderChangedSchema, seriesFinishedSchema } from '@rr/contracts/server';
import { parsePayload, subscribeAll, type Logger, type Message, type MessageQueue, type Outbox, type Subscriptions } from '@rr/server-kit';
import { applyResults, redecideEvents } from '../domain/apply-results.js';
import type { RiderFactsSource } from '../domain/rider-facts.js';
import type { PayoutsDb } from '../data-access/database.js';
import { mergeRiders } from '../domain/money.js';
import { RESULTS_PUBLISHED, RIDER_REGISTERED, RIDERS_MERGED, RiderRegistered, RidersMerged } from '../domain/messages.js';
import { openWallet } from '../domain/open-wallet.js';
import { applyWaitingSeriesEnd, receiveSeriesFinished } from '../domain/series-end.js';
import { RULES_REAPPLY, RULES_SIMULATE, runReapply, runSimulation } from '../domain/simulate-rules.js';
import { EVENT_CHANGED_CONSUMER, MONEY_POSTED_CONSUMER, RIDER_CHANGED_CONSUMER, applyEventChanged, applyMoneyPosted, applyRiderChanged } from '../reporting/apply.js';
import { feedRelay } from '../reporting/feed.js';

export const CONSUMER_GROUP = 'payouts';
/** The reporting read model's consumer group (its own queue per topic, so a slow report write never delays money). */
export const REPORTING_GROUP = 'reporting';

export interface ConsumerDeps {
  db: PayoutsDb;
  outbox: Outbox;
  logger: Logger;
  /** The riders' facts for the payout rules (identity over HTTP; in memory in tests). */
  riderFacts: RiderFactsSource;
}

/**
 * When results (or a series' end) were published: what they pay is earned then, not when this consumer got to them
 * (after a backlog, or the demo seed's past results, published on their day). Never later than now.
 */
export function publishedAt(message: Pick<Message, 'occurredAt'>, now = new Date()): Date {
  const at = new Date(message.occurredAt);
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}

/**
 * `results.published` → the payout rules decide the event's lines and post (or reverse) the money. Versioned, so not
 * through `outbox.consumer`: a message whose version is not above the applied one changes nothing, and the riders'
 * facts are fetched before the database transaction.
 */
export function resultsPublishedConsumer({ db, logger, riderFacts }: ConsumerDeps) {
  return async (message: Message) => {
    const results = parsePayload(resultsPublishedSchema, message, logger);
    if (!results) return;
    const at = publishedAt(message);
    const outcome = await applyResults(db, results, riderFacts, at);
    logger.info({ eventId: results.eventId, version: results.version, ...outcome }, 'results applied');
    // The same race published twice: the other events whose riders this one now pays (or no longer pays) decide again.
    if (outcome.status === 'applied' && outcome.redecide.length > 0) {
      const decided = await redecideEvents(db, outcome.redecide, riderFacts, at);
      logger.info({ eventId: results.eventId, decided }, 'same race decided again');
    }
    // The end of the event's series may have been waiting for these results (also after a redelivery: a crash may
    // have come between the two transactions).
    if (results.seriesId) {
      const seriesEnd = await applyWaitingSeriesEnd(db, results.seriesId, at);
      if (seriesEnd) logger.info({ seriesId: results.seriesId, ...seriesEnd }, 'series end applied after results');
    }
  };
}

/**
 * `series.finished` → the series' pending dealer credit is paid, its class champions computed and paid the series
 * bonus (domain/series-end.ts). Versioned like `results.published`, so not through `outbox.consumer`.
 */
export function seriesFinishedConsumer({ db, logger }: ConsumerDeps) {
  return async (message: Message) => {
    const finished = parsePayload(seriesFinishedSchema, message, logger);
    if (!finished) return;
    const outcome = await receiveSeriesFinished(db, finished, publishedAt(message));
    logger.info({ seriesId: finished.seriesId, ...outcome }, 'series finished');
  };
}

/** `rider.registered` → open the wallet. Exactly once per message id (outbox.consumer). */
export function riderRegisteredConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer('payouts.rider-registered', async (message, transaction) => {
    const registered = parsePayload(RiderRegistered, message, logger);
    if (!registered) return;
    const { wallet, opened } = await openWallet(db, registered, transaction);
    logger.info({ riderId: registered.riderId, walletId: wallet.id }, opened ? 'wallet opened' : 'wallet already open');
  });
}

/** `riders.merged` → move the removed rider's money to the kept rider with transfer postings. */
export function ridersMergedConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer('payouts.riders-merged', async (message, transaction) => {
    const merge = parsePayload(RidersMerged, message, logger);
    if (!merge) return;
    const outcome = await mergeRiders(db, merge, transaction);
    logger.info({ ...merge, ...outcome }, 'riders merged');
  });
}

const simulateSchema = z.object({ simulationId: z.string().min(1).max(36) });

/** `rules.simulate` (payouts' own, from `requestSimulation`) → a rule set judged on a period's results, posting nothing. */
export function rulesSimulateConsumer({ db, logger, riderFacts }: ConsumerDeps) {
  return async (message: Message) => {
    const request = parsePayload(simulateSchema, message, logger);
    if (!request) return;
    const status = await runSimulation(db, request.simulationId, riderFacts);
    logger.info({ simulationId: request.simulationId, status }, 'rules simulated');
  };
}

const reapplySchema = z.object({ simulationId: z.string().min(1).max(36), actorId: z.string().min(1).max(36) });

/** `rules.reapply` (payouts' own, from `requestReapply`) → a simulated period's events decided again by the version. */
export function rulesReapplyConsumer({ db, logger, riderFacts }: ConsumerDeps) {
  return async (message: Message) => {
    const request = parsePayload(reapplySchema, message, logger);
    if (!request) return;
    const events = await runReapply(db, request.simulationId, request.actorId, riderFacts);
    logger.info({ simulationId: request.simulationId, events }, 'rule set re-applied');
  };
}

/** What payouts consumes (its own declaration; the queue routes these topics to group `payouts` from it). */
export function subscriptions(deps: ConsumerDeps): Subscriptions {
  return {
    group: CONSUMER_GROUP,
    handlers: { [RIDER_REGISTERED]: riderRegisteredConsumer(deps), [RIDERS_MERGED]: ridersMergedConsumer(deps), [RESULTS_PUBLISHED]: resultsPublishedConsumer(deps), [SERIES_FINISHED]: seriesFinishedConsumer(deps), [RULES_SIMULATE]: rulesSimulateConsumer(deps), [RULES_REAPPLY]: rulesReapplyConsumer(deps) },
  };
}

/** `money.posted` → the day's rows of report_money_daily and report_rider_daily (reporting/apply.ts). Once per message id. */
export function moneyPostedConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer(MONEY_POSTED_CONSUMER, async (message, transaction) => {
    const posted = parsePayload(moneyPostedSchema, message, logger);
    if (!posted) return;
    const outcome = await applyMoneyPosted(db, message.id, posted, transaction);
    logger.debug({ transactionId: posted.transactionId, kind: posted.kind, outcome }, 'money posted to the read model');
  });
}

/** `event.changed` (events) → report_events, the newest `at` winning. Once per message id. */
export function eventChangedConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer(EVENT_CHANGED_CONSUMER, async (message, transaction) => {
    const event = parsePayload(eventChangedSchema, message, logger);
    if (event) await applyEventChanged(db, event, transaction);
  });
}

/** `rider.changed` (identity) → report_riders, the newest `at` winning. Once per message id. */
export function riderChangedConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer(RIDER_CHANGED_CONSUMER, async (message, transaction) => {
    const rider = parsePayload(riderChangedSchema, message, logger);
    if (rider) await applyRiderChanged(db, rider, transaction);
  });
}

/** What the reporting read model consumes (group `reporting`): payouts' own `money.posted`, events' and identity's facts. */
export function reportingSubscriptions(deps: ConsumerDeps): Subscriptions {
  return {
    group: REPORTING_GROUP,
    handlers: { [MONEY_POSTED]: moneyPostedConsumer(deps), [EVENT_CHANGED]: eventChangedConsumer(deps), [RIDER_CHANGED]: riderChangedConsumer(deps) },
  };
}

/** Subscribes both groups; the ledger's feed pokes this outbox's relay after a commit that wrote `money.posted`. */
export async function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): Promise<void> {
  feedRelay(deps.db, deps.outbox);
  await subscribeAll(queue, subscriptions(deps));
  await subscribeAll(queue, reportingSubscriptions(deps));
}
