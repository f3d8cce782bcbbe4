import { randomUUID } from 'node:crypto';
import type { DealerAdminRecordInput, DealerAnswer, DealerOwnRecordInput } from '@rr/contracts';
import type { Identity } from '@rr/server-kit';
import { addDealerAccount } from '../data-access/accounts-repository.js';
import { storeDealerRecord } from '../data-access/dealer-records-repository.js';
import { clearResetTokens } from '../data-access/reset-tokens-repository.js';
import { changeEmail, emailTaken, emailTakenByOther, storePhone } from '../data-access/users-repository.js';
import type { AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import {
  auditDealer,
  blankToNull,
  checkDealerNumber,
  coordinatesOf,
  DEALER_AUDIT,
  getDealer,
  loadDealer,
  ownFields,
  queueLoginLink,
  uniqueClash,
} from './dealer-records.js';
import { accountError } from './errors.js';

/**
 * `POST /api/admin/dealers`: a new dealer and its login (the e-mail, no password yet, not verified: the mailed link
 * proves it), and the invitation. 409 EMAIL_TAKEN (any account), 409 DEALER_NUMBER_TAKEN.
 */
export async function createDealer(ctx: AccountsContext, caller: Identity, input: DealerAdminRecordInput, request: AuditRequest): Promise<DealerAnswer> {
  const email = input.email.trim().toLowerCase();
  const code = blankToNull(input.dealerId);
  const id = randomUUID();
  const coordinates = await coordinatesOf(ctx, input);
  try {
    await ctx.db.sequelize.transaction(async (transaction) => {
      if (await emailTaken(ctx.db, email, transaction)) throw accountError('EMAIL_TAKEN');
      await checkDealerNumber(ctx, code, null, transaction);
      const fields = ownFields(input);
      const user = await addDealerAccount(ctx.db, { id, email, passwordHash: null, emailVerified: false, phone: fields.phone }, { ...fields, ...coordinates, dealerCode: code, active: input.active ?? true }, transaction);
      const sent = await queueLoginLink(ctx, user, fields.name, transaction);
      await auditDealer(ctx, caller, DEALER_AUDIT.created, id, request, { email, dealerId: code, active: input.active ?? true, sent }, transaction, 201);
    });
  } catch (error) {
    uniqueClash(error, code);
  }
  return getDealer(ctx, id);
}

/**
 * `PUT /api/{role}/dealer/{id}`: staff change every field (`staff`), the dealer its own record. A new login e-mail must
 * be free (409 EMAIL_TAKEN); it is unproven until verified again, the links mailed to the old address stop working,
 * and a login still waiting for its first password is invited again at the new address.
 */
export async function updateDealer(
  ctx: AccountsContext,
  caller: Identity,
  dealerId: string,
  change: { by: 'staff'; input: DealerAdminRecordInput } | { by: 'own'; input: DealerOwnRecordInput },
  request: AuditRequest,
): Promise<DealerAnswer> {
  const code = change.by === 'staff' ? blankToNull(change.input.dealerId) : null;
  const coordinates = await coordinatesOf(ctx, change.input);
  try {
    await ctx.db.sequelize.transaction(async (transaction) => {
      const { dealer, user } = await loadDealer(ctx, dealerId, transaction);
      const fields: Record<string, unknown> = ownFields(change.input);
      const details: Record<string, unknown> = {};
      if (change.by === 'staff') {
        const { input } = change;
        await checkDealerNumber(ctx, code, dealerId, transaction);
        fields.dealerCode = code;
        if (input.active !== undefined) fields.active = input.active;
        const email = input.email.trim().toLowerCase();
        if (email !== user.email) {
          if (await emailTakenByOther(ctx.db, email, dealerId, transaction)) throw accountError('EMAIL_TAKEN');
          details.email = { from: user.email, to: email };
          await changeEmail(user, email, transaction);
          await clearResetTokens(ctx.db, dealerId, transaction);
          if (!user.passwordHash && !user.deactivated) details.sent = await queueLoginLink(ctx, user, String(fields.name), transaction);
        }
      }
      const changed = Object.keys(fields).filter((key) => String((dealer as unknown as Record<string, unknown>)[key] ?? '') !== String(fields[key] ?? ''));
      await storeDealerRecord(dealer, { ...fields, ...coordinates }, transaction);
      if (user.phone !== fields.phone) await storePhone(user, String(fields.phone), transaction);
      await auditDealer(ctx, caller, DEALER_AUDIT.updated, dealerId, request, { by: change.by, fields: changed, ...details }, transaction);
    });
  } catch (error) {
    uniqueClash(error, code);
  }
  return getDealer(ctx, dealerId);
}

/** `PUT /api/admin/dealer/{id}/active`: whether the dealer takes part (listed, redeems), apart from its login. */
export async function setDealerActive(ctx: AccountsContext, caller: Identity, dealerId: string, active: boolean, request: AuditRequest): Promise<DealerAnswer> {
  await ctx.db.sequelize.transaction(async (transaction) => {
    const { dealer } = await loadDealer(ctx, dealerId, transaction);
    if (Boolean(dealer.active) === active) return;
    await storeDealerRecord(dealer, { active }, transaction);
    await auditDealer(ctx, caller, DEALER_AUDIT.updated, dealerId, request, { by: 'staff', fields: ['active'], active }, transaction);
  });
  return getDealer(ctx, dealerId);
}
