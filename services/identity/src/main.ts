import { runService, type RunningService, type ServiceContext, type StartOptions } from '@rr/server-kit';
import { createIdentityApp } from './app.js';
import { loadIdentityConfig, type IdentityConfig } from './config.js';
import { openIdentityDatabase, type IdentityDb } from './data-access/database.js';
import { createMailer, type Mailer } from './data-access/mailer.js';
import { migrations } from './data-access/migrations/index.js';
import { openFileStorage } from './data-access/storage/index.js';
import { seedIdentity } from './seed/seeder.js';
import { deriveAccountSecrets } from './domain/account-secrets.js';
import { configureHashing } from './domain/secrets.js';
import { MailDeliveryJob } from './domain/mail/mail-delivery-job.js';
import { subscribeConsumers } from './entry-points/consumers.js';
import { announceUserChanges } from './data-access/user-changes.js';

export type { RunningService, StartOptions };

export interface IdentityStartOptions extends StartOptions {
  /** Sends the mail instead of the configured SMTP or file transport (tests). */
  mailer?: Mailer;
}

/** Configures, migrates, optionally seeds, starts the outbox relay and the mail delivery job, subscribes the mail consumer and listens. */
export function startIdentity(options: IdentityStartOptions = {}): Promise<RunningService> {
  let config: IdentityConfig | undefined;
  const settings = () => {
    if (!config) throw new Error('identity configuration not loaded yet');
    return config;
  };
  const secrets = () => deriveAccountSecrets(settings().identitySecret, settings().oneTimeCodeSecret, settings().pinHashSecret);
  // One mail delivery job per start: run by the runner, poked by the mail consumer after each commit.
  let mailDelivery: MailDeliveryJob | undefined;
  const mailDeliveryOf = ({ db, logger }: ServiceContext<IdentityDb>) =>
    (mailDelivery ??= new MailDeliveryJob({
      db,
      logger,
      secrets: secrets(),
      mailer: options.mailer ?? createMailer(settings().mail),
      brandName: settings().mail.brandName,
      logCodes: settings().mail.logCodes,
      now: () => new Date(),
    }));
  return runService(
    {
      name: 'identity',
      loadConfig: (env) => (config = loadIdentityConfig(env, { sendsMail: true, storesFiles: true })),
      openDatabase: openIdentityDatabase,
      migrations,
      seed: async ({ db, outbox, logger, demoActivity }) => void (await seedIdentity(db, outbox, logger, demoActivity ? { documents: openFileStorage(settings().files) } : {})),
      jobs: (context) => [mailDeliveryOf(context)],
      subscribe: (context) => {
        // A worker writes users too (consumers, jobs): its writes are announced like the API's.
        announceUserChanges(context.db, context.outbox);
        return subscribeConsumers(context.queue, { db: context.db, outbox: context.outbox, logger: context.logger, mailDelivery: mailDeliveryOf(context), secrets: secrets(), now: () => new Date(), publicUrl: settings().mail.publicUrl });
      },
      createApp: ({ db, logger, outbox, config: service }) => {
        configureHashing(settings().hashing);
        return createIdentityApp({
          db,
          logger,
          outbox,
          identitySecret: service.identitySecret,
          secrets: secrets(),
          contactTo: settings().mail.contactTo,
          publicUrl: settings().mail.publicUrl,
          storage: openFileStorage(settings().files),
        });
      },
    },
    options,
  );
}
