import { PollingJob, runService, type RunningService, type StartOptions } from '@rr/server-kit';
import { createEventsApp } from './app.js';
import { loadEventsConfig } from './config.js';
import { openEventsDatabase } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { seedEvents } from './seed/seeder.js';
import { httpInvoiceSources } from './domain/invoice-sources.js';
import { httpRiderDirectory } from './domain/rider-directory.js';
import { purgeIntegrationAnswers } from './domain/integrations.js';
import { sendResultsReminders } from './domain/results-reminders.js';
import { subscribeConsumers } from './entry-points/consumers.js';

export type { RunningService, StartOptions };

/** Configures, migrates, optionally seeds, starts the outbox relay, subscribes the consumers and listens. */
export function startEvents(options: StartOptions = {}): Promise<RunningService> {
  const config = loadEventsConfig(options.env ?? process.env);
  return runService(
    {
      name: 'events',
      loadConfig: () => config,
      openDatabase: openEventsDatabase,
      migrations,
      // The demo programme, its events' facts published for payouts' reporting read model.
      seed: async ({ db, logger, outbox, demoActivity }) => void (await seedEvents(db.sequelize, { logger, outbox, programmeMakes: config.programmeMakes, publishResults: demoActivity })),
      // Promoters' results reminders (spec §9): every RESULTS_REMINDER_INTERVAL_MINUTES, each one once (results_reminders).
      jobs: ({ db, outbox, logger }) => {
        const reminders = new PollingJob(
          'results-reminders',
          async () => {
            await sendResultsReminders(db, outbox, { publicUrl: config.publicUrl });
            return false;
          },
          logger,
          config.reminderIntervalMs,
        );
        // Timing systems' kept answers (their Idempotency-Keys) past their days: hourly, in batches until none is left.
        const answers = new PollingJob('integration-answers-purge', () => purgeIntegrationAnswers(db), logger, 60 * 60_000);
        // A first look right after start, then every interval.
        return [
          { start: () => (reminders.start(), reminders.poke()), stop: () => reminders.stop() },
          { start: () => answers.start(), stop: () => answers.stop() },
        ];
      },
      subscribe: ({ queue, db, outbox, logger }) => subscribeConsumers(queue, { db, outbox, logger }),
      createApp: ({ db, logger, outbox }) =>
        createEventsApp({
          sequelize: db.sequelize,
          logger,
          identitySecret: config.identitySecret,
          outbox,
          directory: httpRiderDirectory({ baseUrl: config.identityUrl, secret: config.identitySecret }),
          invoiceSources: httpInvoiceSources({ identityUrl: config.identityUrl, payoutsUrl: config.payoutsUrl, secret: config.identitySecret }),
          brandName: config.brandName,
          programmeMakes: config.programmeMakes,
        }),
    },
    options,
  );
}
