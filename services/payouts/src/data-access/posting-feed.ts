import type { Transaction } from 'sequelize';
import type { Currency } from '@rr/contracts';
import type { PayoutsDb } from './database.js';
import type { AccountPurpose, JournalKind, LotType } from './models/index.js';

// What the journal hands to whatever must be written beside its postings, in the same database transaction. The
// reports' feed (reporting/feed.ts) registers itself here: the ledger sits below the reports and never imports them,
// and a posting made while nothing is registered is refused rather than silently missing from the reports.

/** One posting as the feed reads it: its account's purpose and holder, the lot it moves, the signed amount. */
export interface PostedLeg {
  purpose: AccountPurpose;
  holder: string;
  lotId: string | null;
  amountCents: number;
  currency: Currency;
}

/** What the feed needs of a lot: its type, whether it pays a bonus, initial value and its event's series and country. */
export interface LotFacts {
  type: LotType;
  /** `lots.bonus`: an award of a bonus (a series bonus, or an event's bonus in cash or dealer credit). */
  bonus: boolean;
  initialCents: number;
  seriesId: string | null;
  country: string | null;
}

/** A journal transaction as the feed reads it. */
export interface JournalFacts {
  id: string;
  kind: JournalKind;
  riderId: string | null;
  at: Date;
  /** The transaction's details (parsed JSON): a reversal names its lot there. */
  details: Record<string, unknown> | null;
}

/** A journal transaction just written, with its postings. */
export interface FedTransaction {
  journal: JournalFacts;
  postings: PostedLeg[];
}

/** Writes what `fed` means beside it, in `transaction`; `lots` gives the facts of lots the caller already knows. */
export type PostingFeed = (db: PayoutsDb, fed: readonly FedTransaction[], transaction: Transaction, lots: ReadonlyMap<string, LotFacts>) => Promise<unknown>;

let registered: PostingFeed | undefined;

/** Registers the feed every posting goes through (one per process: the reports'). */
export function feedPostingsTo(feed: PostingFeed): void {
  registered = feed;
}

/** Hands just-written transactions to the registered feed; with none registered the posting is refused. */
export async function feedPostings(db: PayoutsDb, fed: readonly FedTransaction[], transaction: Transaction, lots: ReadonlyMap<string, LotFacts> = new Map()): Promise<void> {
  if (!registered) throw new Error('No posting feed is registered: import the reports’ feed (reporting/feed.ts) before posting to the journal');
  await registered(db, fed, transaction, lots);
}
