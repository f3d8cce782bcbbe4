import { DataTypes, Model, Op, QueryTypes, literal, type Sequelize, type Transaction } from 'sequelize';
import { CLAIM_ATTRIBUTES, claimRows, releaseClaims, sqlDate } from '@rr/server-kit';
import type { IdentityDb } from './database.js';

/** Where a mail stands: waiting (to be sent or retried), or finished one way or another. */
export type MailDeliveryStatus = 'pending' | 'sent' | 'stale' | 'unreadable';

/** One mail to send (table `mail_deliveries`); `payload` is the `mail.send` message's, secrets sealed. */
export class MailDelivery extends Model {
  declare id: string;
  declare payload: string;
  declare status: MailDeliveryStatus;
  declare attempts: number;
  declare nextAttemptAt: Date;
  declare lastError: string | null;
  declare createdAt: Date;
  declare finishedAt: Date | null;
  declare claimedBy: string | null;
  declare claimedUntil: Date | null;
}

// One model class per Sequelize instance (several services, or test databases, share a process).
const models = new WeakMap<Sequelize, typeof MailDelivery>();

function deliveries(db: IdentityDb): typeof MailDelivery {
  let model = models.get(db.sequelize);
  if (!model) {
    model = class extends MailDelivery {};
    model.init(
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        payload: DataTypes.TEXT,
        status: DataTypes.STRING(12),
        attempts: DataTypes.INTEGER,
        nextAttemptAt: DataTypes.DATE(3),
        lastError: DataTypes.STRING(500),
        createdAt: DataTypes.DATE(3),
        finishedAt: DataTypes.DATE(3),
        ...CLAIM_ATTRIBUTES,
      },
      { sequelize: db.sequelize, tableName: 'mail_deliveries', timestamps: false, underscored: true, modelName: 'MailDelivery' },
    );
    models.set(db.sequelize, model);
  }
  return model;
}

/** Records a mail to send, in the caller's transaction (the consumer's): it is sent after that transaction commits. */
export async function recordMailDelivery(db: IdentityDb, mail: { id: string; payload: unknown }, now: Date, transaction: Transaction): Promise<void> {
  // One bound insert (every till receipt is one): the model's create built and checked it each time.
  const at = sqlDate(db, now);
  await db.sequelize.query("INSERT INTO mail_deliveries (id, payload, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, 'pending', 0, $3, $3)", {
    bind: [mail.id, JSON.stringify(mail.payload), at],
    type: QueryTypes.INSERT,
    transaction,
  });
}

/** Claims up to `limit` pending mails that are due, oldest due first, for `leaseMs` (a short transaction of its own). */
export function claimDueMails(db: IdentityDb, claim: { owner: string; now: Date; leaseMs: number; limit: number }): Promise<MailDelivery[]> {
  return claimRows(deliveries(db), {
    pending: "status = 'pending' AND next_attempt_at <= :now",
    orderBy: 'next_attempt_at, id',
    ...claim,
  });
}

/** Marks a claimed mail finished (sent, stale or unreadable). Only a pending mail changes: a second finish is a no-op. */
export async function finishMailDelivery(db: IdentityDb, id: string, status: Exclude<MailDeliveryStatus, 'pending'>, now: Date): Promise<void> {
  // One bound statement (every mail sent ends here): the model's update built and checked it each time.
  await db.sequelize.query("UPDATE mail_deliveries SET status = $1, finished_at = $2, attempts = attempts + 1, claimed_until = NULL WHERE id = $3 AND status = 'pending'", {
    bind: [status, sqlDate(db, now), id],
    type: QueryTypes.UPDATE,
  });
}

/** Counts a failed attempt, sets when to try again and gives the mail back for whoever claims next. */
export async function retryMailDeliveryLater(db: IdentityDb, id: string, retry: { owner: string; nextAttemptAt: Date; error: string }): Promise<void> {
  await deliveries(db).update(
    { attempts: literal('attempts + 1'), nextAttemptAt: retry.nextAttemptAt, lastError: retry.error.slice(0, 500) },
    { where: { id, status: 'pending' } },
  );
  await releaseClaims(deliveries(db), [id], retry.owner);
}

/** A mail's delivery row (tests and support look at it). */
export function findMailDelivery(db: IdentityDb, id: string): Promise<MailDelivery | null> {
  return deliveries(db).findByPk(id);
}

/** How many mails are still waiting to be sent (due or not). */
export function pendingMailCount(db: IdentityDb): Promise<number> {
  return deliveries(db).count({ where: { status: { [Op.eq]: 'pending' } } });
}
