import { randomUUID } from 'node:crypto';
import { DataTypes, QueryTypes } from 'sequelize';
import { CURRENCIES } from '@rr/contracts';
import type { Migration } from '@rr/server-kit';

/**
 * The money model: a double-entry journal.
 *
 * - `accounts`: one per holder, purpose and currency: a rider's `cash`, `credit`, `bonus` and `hold` (cash set
 *   aside for a cash-out in flight), and the programme's `contingency` (where every award comes from), `provider`
 *   (cash-outs paid through the payment provider), `dealers` (credit redeemed at dealers, owed to them),
 *   `expired` and `withholding`. `balance_cents` is a projection of the postings, updated in the same database
 *   transaction with a guard (`… WHERE balance_cents + amount >= 0` unless the account may go negative: only the
 *   contingency fund, the source of all money).
 * - `journal_transactions`: append-only; `source_key` (unique when set) makes a posting that a message or a job
 *   repeats happen once; `reverses_id` links a correction to what it corrects.
 * - `postings`: append-only; the amounts of a transaction sum to zero per currency. A posting on a rider's account
 *   names the lot it moves (the spec's earnings view); `lots.current_cents` is the lot's projection, guarded the same way.
 * - `idempotency_keys`: the first answer of every money-moving call, by caller and key, with the request's hash.
 *
 * What the old `ledger_entries` held is replayed into the journal: each lot's award from the contingency fund, then
 * what it lost (to the expired account when it expired, else as redeemed at a dealer).
 */
export const doubleEntryLedgerMigration: Migration = {
  name: '0002-double-entry-ledger',
  async up({ context: { queryInterface } }) {
    const sql = queryInterface.sequelize;
    await queryInterface.createTable('accounts', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      /** A rider's id, or `programme`. */
      holder: { type: DataTypes.STRING(36), allowNull: false },
      purpose: { type: DataTypes.STRING(16), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      balance_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      may_go_negative: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('accounts', ['holder', 'purpose', 'currency'], { name: 'accounts_holder_purpose_unique', unique: true });

    await queryInterface.createTable('journal_transactions', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      kind: { type: DataTypes.STRING(24), allowNull: false },
      rider_id: { type: DataTypes.STRING(36), allowNull: true },
      source_key: { type: DataTypes.STRING(200), allowNull: true },
      reverses_id: { type: DataTypes.STRING(36), allowNull: true },
      memo: { type: DataTypes.STRING(500), allowNull: true },
      /** JSON: what the transaction is about (event, dealer, order, rule, …). */
      details: { type: DataTypes.TEXT, allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('journal_transactions', ['source_key'], { name: 'journal_source_unique', unique: true });
    await queryInterface.addIndex('journal_transactions', ['rider_id', 'created_at'], { name: 'journal_rider_time' });
    await queryInterface.addIndex('journal_transactions', ['reverses_id'], { name: 'journal_reverses' });

    await queryInterface.createTable('postings', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      transaction_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'journal_transactions', key: 'id' } },
      account_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'accounts', key: 'id' } },
      lot_id: { type: DataTypes.STRING(36), allowNull: true, references: { model: 'lots', key: 'id' } },
      amount_cents: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('postings', ['transaction_id'], { name: 'postings_transaction' });
    await queryInterface.addIndex('postings', ['account_id', 'created_at'], { name: 'postings_account_time' });
    await queryInterface.addIndex('postings', ['lot_id'], { name: 'postings_lot' });

    await queryInterface.createTable('idempotency_keys', {
      caller: { type: DataTypes.STRING(60), primaryKey: true },
      key: { type: DataTypes.STRING(200), primaryKey: true },
      operation: { type: DataTypes.STRING(60), allowNull: false },
      request_hash: { type: DataTypes.STRING(64), allowNull: false },
      status_code: { type: DataTypes.INTEGER, allowNull: true },
      response: { type: DataTypes.TEXT, allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      completed_at: { type: DataTypes.DATE(3), allowNull: true },
    });

    // The spec's earnings view on a lot: where its money went when a merge moved it, and the "sent" mark.
    await queryInterface.addColumn('lots', 'moved_to_lot_id', { type: DataTypes.STRING(36), allowNull: true });
    await queryInterface.addColumn('lots', 'sent_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addIndex('lots', ['wallet_id', 'type', 'status', 'expires_at'], { name: 'lots_wallet_spend_order' });
    await queryInterface.addIndex('lots', ['status', 'expires_at'], { name: 'lots_expiry' });

    // Replay what exists into the journal.
    const now = new Date();
    const accountIds = new Map<string, string>();
    const account = async (holder: string, purpose: string, currency: string) => {
      const key = `${holder}|${purpose}|${currency}`;
      let id = accountIds.get(key);
      if (!id) {
        id = randomUUID();
        accountIds.set(key, id);
        await queryInterface.bulkInsert('accounts', [
          { id, holder, purpose, currency, balance_cents: 0, may_go_negative: purpose === 'contingency', created_at: now, updated_at: now },
        ]);
      }
      return id;
    };
    for (const currency of CURRENCIES) {
      for (const purpose of ['contingency', 'provider', 'dealers', 'expired', 'withholding']) await account('programme', purpose, currency);
    }
    const lots = await sql.query<{ id: string; rider_id: string; type: string; currency: string; initial_cents: number; current_cents: number; status: string; awarded_at: Date; notes: string | null }>(
      'SELECT l.id, w.rider_id, l.type, l.currency, l.initial_cents, l.current_cents, l.status, l.awarded_at, l.notes FROM lots l JOIN wallets w ON w.id = l.wallet_id ORDER BY l.awarded_at, l.id',
      { type: QueryTypes.SELECT },
    );
    const balances = new Map<string, number>();
    const post = async (kind: string, riderId: string, lotId: string, memo: string | null, at: Date, legs: Array<[string, number, boolean]>, currency: string) => {
      const transactionId = randomUUID();
      await queryInterface.bulkInsert('journal_transactions', [
        { id: transactionId, kind, rider_id: riderId, source_key: `migrated:${lotId}:${kind}`, reverses_id: null, memo, details: null, created_at: at },
      ]);
      await queryInterface.bulkInsert(
        'postings',
        legs.map(([accountId, cents, withLot]) => {
          balances.set(accountId, (balances.get(accountId) ?? 0) + cents);
          return { id: randomUUID(), transaction_id: transactionId, account_id: accountId, lot_id: withLot ? lotId : null, amount_cents: cents, currency, created_at: at };
        }),
      );
    };
    for (const lot of lots) {
      const initial = Number(lot.initial_cents);
      const current = Number(lot.current_cents);
      const rider = await account(lot.rider_id, lot.type, lot.currency);
      await post('earning', lot.rider_id, lot.id, lot.notes, new Date(lot.awarded_at), [[await account('programme', 'contingency', lot.currency), -initial, false], [rider, initial, true]], lot.currency);
      if (current < initial) {
        const to = await account('programme', lot.status === 'expired' ? 'expired' : 'dealers', lot.currency);
        await post(lot.status === 'expired' ? 'expiry' : 'redemption', lot.rider_id, lot.id, null, new Date(lot.awarded_at), [[rider, current - initial, true], [to, initial - current, false]], lot.currency);
      }
    }
    for (const [id, cents] of balances) await sql.query('UPDATE accounts SET balance_cents = ? WHERE id = ?', { replacements: [cents, id] });
    await queryInterface.dropTable('ledger_entries');
  },
  async down() {
    throw new Error('0002-double-entry-ledger cannot be undone: the journal is append-only (restore a backup instead)');
  },
};
