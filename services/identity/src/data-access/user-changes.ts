import { AsyncLocalStorage } from 'node:async_hooks';
import { USER_CHANGED, type UserChanged } from '@rr/contracts/server';
import type { Outbox } from '@rr/server-kit';
import type { Model, ModelStatic, Transaction, WhereOptions } from 'sequelize';
import type { IdentityDb } from './database.js';

/**
 * Publishes `user.changed` for every write that changes what a signed-in session is judged or shown by, in the write's
 * own transaction: the BFF keeps each session's user and drops it on this message (docs/accounts.md "Session
 * validity"). Model hooks rather than calls in each use-case, so a write added later cannot forget it; a write that
 * touches none of the columns below (a login's counters, a wrong PIN's count, a bike's sale date, an address) publishes
 * nothing, which keeps the till and the login free of it.
 *
 * The columns are those `toSessionUser` (domain/session-user.ts) builds the session user from, and the time before
 * which the user's sessions are over. A bike counts whole: the session user lists the rider's bikes.
 */
const SOURCES: ReadonlyArray<{ model: keyof IdentityDb['models']; key: string; columns: readonly string[] }> = [
  { model: 'User', key: 'id', columns: ['type', 'email', 'emailVerified', 'deactivated', 'phone', 'profileImage', 'locale', 'sessionsValidAfter'] },
  { model: 'Rider', key: 'userId', columns: ['firstName', 'lastName', 'phone1', 'pinHash', 'pinLockedAt', 'pro'] },
  { model: 'Bike', key: 'riderId', columns: ['riderId', 'year', 'make', 'model', 'vin', 'valid'] },
  { model: 'Dealer', key: 'userId', columns: ['name', 'phone', 'active', 'timeZone'] },
  { model: 'Promoter', key: 'userId', columns: ['name', 'phone'] },
  { model: 'Admin', key: 'userId', columns: ['firstName', 'lastName'] },
];

/** Rows whose creation changes a user who may already be kept (a rider's new bike); other rows are made with their user. */
const CREATION_MATTERS = new Set(['Bike']);

const HOOK = 'announce-user-changes';
const announced = new WeakSet<IdentityDb>();
const announcedIn = new WeakMap<Transaction, Set<string>>();
/** The users this transaction has announced (or made) so far. */
const seenIn = (transaction: Transaction): Set<string> => {
  const seen = announcedIn.get(transaction) ?? new Set<string>();
  announcedIn.set(transaction, seen);
  return seen;
};

type Options = { transaction?: Transaction | null; fields?: ReadonlyArray<string | number | symbol>; where?: WhereOptions; attributes?: Record<string, unknown> };
/** The users a bulk destroy removes, found before it runs. */
const doomed = new WeakMap<object, unknown[]>();

/** The users the writes of the current API call announced (see `collectUserChanges`). */
const callChanges = new AsyncLocalStorage<Set<string>>();

/** Runs `work` (an API call) and gives the users its writes announced as changed, for the answer's header. */
export async function collectUserChanges(work: () => Promise<void>): Promise<ReadonlySet<string>> {
  const changed = new Set<string>();
  await callChanges.run(changed, work);
  return changed;
}

/** Registers the hooks once per database (the app and the consumers of one process share it). */
export function announceUserChanges(db: IdentityDb, outbox: Outbox): void {
  if (announced.has(db)) return;
  announced.add(db);

  const publish = async (ids: Iterable<unknown>, transaction: Transaction | null | undefined): Promise<void> => {
    // Once per user and transaction: a change that writes the account and its profile is one change.
    const seen = transaction ? seenIn(transaction) : new Set<string>();
    const userIds = [...new Set([...ids].filter((id): id is string => typeof id === 'string' && id !== '' && !seen.has(id)))];
    if (userIds.length === 0) return;
    for (const id of userIds) seen.add(id);
    for (const id of userIds) callChanges.getStore()?.add(id);
    const payload: UserChanged = { userIds };
    if (transaction) await outbox.add(transaction, USER_CHANGED, payload);
    // A write outside a transaction has committed already: the message follows at once in one of its own.
    else await db.sequelize.transaction((own) => outbox.add(own, USER_CHANGED, payload));
  };

  for (const source of SOURCES) {
    const model = db.models[source.model] as unknown as ModelStatic<Model>;
    const column = model.getAttributes()[source.key]?.field ?? source.key;
    const matters = (changed: ReadonlyArray<string | number | symbol> | undefined) => (changed ?? []).some((name) => typeof name === 'string' && source.columns.includes(name));
    /** The user ids a bulk statement's `where` names (before or after Sequelize maps it to column names), if it does. */
    const named = (where: WhereOptions | undefined): unknown[] | null => {
      const clause = (where ?? {}) as Record<string, unknown>;
      const value = clause[source.key] ?? clause[column];
      if (typeof value === 'string') return [value];
      if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return value;
      return null;
    };
    const lookUp = async (where: WhereOptions | undefined, transaction: Transaction | null | undefined): Promise<unknown[]> => {
      const rows = await model.findAll({ where: where ?? {}, attributes: [source.key], transaction: transaction ?? null, raw: true });
      return rows.map((row) => (row as unknown as Record<string, unknown>)[source.key]);
    };

    const created = (ids: unknown[], transaction: Transaction | null | undefined) => {
      if (CREATION_MATTERS.has(source.model)) return publish(ids, transaction);
      // A user made in this transaction cannot be kept by any BFF yet: what else this transaction writes of them (the
      // first bike, the profile) announces nothing.
      if (!transaction) return;
      const seen = seenIn(transaction);
      for (const id of ids) if (typeof id === 'string') seen.add(id);
    };
    model.addHook('afterCreate', HOOK, (instance: Model, options: Options) => created([instance.get(source.key)], options.transaction));
    model.addHook('afterBulkCreate', HOOK, (instances: readonly Model[], options: Options) => created(instances.map((instance) => instance.get(source.key)), options.transaction));
    model.addHook('afterUpdate', HOOK, (instance: Model, options: Options) => {
      if (!matters(options.fields)) return;
      // A row that moved to another user (a bike in a merge) changes both.
      return publish([instance.get(source.key), instance.previous(source.key)], options.transaction);
    });
    model.addHook('afterBulkUpdate', HOOK, async (options: Options) => {
      const values = options.attributes ?? {};
      if (!matters(Object.keys(values))) return;
      const ids = named(options.where) ?? (await lookUp(options.where, options.transaction));
      return publish([...ids, values[source.key]], options.transaction);
    });
    model.addHook('afterDestroy', HOOK, (instance: Model, options: Options) => publish([instance.get(source.key)], options.transaction));
    model.addHook('beforeBulkDestroy', HOOK, async (options: Options) => {
      doomed.set(options, named(options.where) ?? (await lookUp(options.where, options.transaction)));
    });
    model.addHook('afterBulkDestroy', HOOK, (options: Options) => publish(doomed.get(options) ?? [], options.transaction));
  }
}
