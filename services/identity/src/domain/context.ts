import type { AttemptCounters, CounterWindow, Logger, Outbox } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import type { FileStorage } from '../data-access/storage/index.js';
import type { AccountSecrets } from './account-secrets.js';

/** What the account use-cases work with. `now` is injectable so tests can move the clock. */
export interface AccountsContext {
  db: IdentityDb;
  outbox: Outbox;
  logger: Logger;
  secrets: AccountSecrets;
  /** Failure counters of the shared lockout (rider PIN), in identity's database; `peek` reads one without counting. */
  attempts: AttemptCounters & { peek(key: string): Promise<CounterWindow | null> };
  now: () => Date;
  /** Where riders' documents, photos and timecards are kept (FILE_STORAGE; data-access/storage). */
  storage: FileStorage;
  /** Where contact-form messages are mailed (CONTACT_MAIL_TO). */
  contactTo?: string;
  /** The site's origin for links in mail (PUBLIC_URL; default http://localhost:8080). */
  publicUrl?: string;
}
