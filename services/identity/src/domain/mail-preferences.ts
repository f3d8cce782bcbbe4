import { OPTIONAL_RIDER_MAILS, type MailPreferences, type MailPreferencesAnswer, type MailPreferencesInput, type OptionalRiderMail } from '@rr/contracts/mail-preferences';
import type { RiderNotice } from '@rr/contracts/server';
import { notFound, type Identity } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { findMailOptOuts, saveMailOptOuts } from '../data-access/mail-opt-outs-repository.js';
import type { IdentityDb } from '../data-access/database.js';
import { findUser } from '../data-access/users-repository.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';

/**
 * Which mails about their money a rider gets (the profile's Mail card, `GET|PUT /api/rider/mail-preferences`). Every
 * optional mail is on until the rider turns it off; the mails the programme must send (debts, failed cash-outs,
 * account and security mail) have no switch, and the consumers never ask about them.
 */

/** The switch that governs a payouts notice's mail; null for the mails that are always sent. */
export function preferenceOf(notice: RiderNotice): OptionalRiderMail | null {
  switch (notice.kind) {
    case 'earning-posted':
    case 'earning-waiting':
      return 'earnings';
    case 'claim-decided':
      return 'claims';
    case 'cashout-paid':
      return 'cashouts';
    case 'credit-redeemed':
      return 'redemptions';
    case 'cashout-failed':
    case 'debt-created':
    case 'debt-repaid':
      return null;
  }
}

/** Whether the user turned this kind of mail off (read in the consumer's transaction). */
export async function mailTurnedOff(db: IdentityDb, userId: string, kind: OptionalRiderMail, transaction?: Transaction): Promise<boolean> {
  return (await findMailOptOuts(db, userId, transaction)).has(kind);
}

function preferencesFrom(off: ReadonlySet<string>): MailPreferences {
  return Object.fromEntries(OPTIONAL_RIDER_MAILS.map((kind) => [kind, !off.has(kind)])) as MailPreferences;
}

async function activeRider(db: IdentityDb, riderId: string, transaction?: Transaction) {
  const user = await findUser(db, riderId, transaction);
  if (!user || user.type !== 'rider') throw notFound('Rider not found');
  return user;
}

/** `GET /api/rider/mail-preferences`: the signed-in rider's switches. */
export async function mailPreferencesOf(db: IdentityDb, riderId: string): Promise<MailPreferencesAnswer> {
  await activeRider(db, riderId);
  return { preferences: preferencesFrom(await findMailOptOuts(db, riderId)) };
}

/**
 * `PUT /api/rider/mail-preferences`: turns the named mails on or off (the others stay as they are) → the switches as
 * saved. A change an administrator makes while acting as the rider is audited.
 */
export async function changeMailPreferences(ctx: AccountsContext, caller: Identity, input: MailPreferencesInput, request: AuditRequest): Promise<MailPreferencesAnswer> {
  const riderId = caller.sub;
  return ctx.db.sequelize.transaction(async (transaction) => {
    await activeRider(ctx.db, riderId, transaction);
    await saveMailOptOuts(ctx.db, riderId, input, ctx.now(), transaction);
    if (caller.imp && Object.keys(input).length > 0) {
      await addAuditEntry(ctx.db, { at: ctx.now(), action: 'rider.mail-preferences.changed', actorId: actorOf(caller), subjectId: riderId, method: request.method, path: request.path, status: 200, details: input }, transaction);
    }
    return { preferences: preferencesFrom(await findMailOptOuts(ctx.db, riderId, transaction)) };
  });
}
