import { randomUUID } from 'node:crypto';
import type { PromoterApplication as ApplicationView, PromoterApplicationInput } from '@rr/contracts';
import type { Transaction } from 'sequelize';
import { addPromoterAccount } from '../data-access/accounts-repository.js';
import type { Locale, PromoterApplication, User } from '../data-access/models/index.js';
import { addApplication, findSeasonApplication, storeApplication } from '../data-access/promoter-applications-repository.js';
import { findUser, findUserByEmail } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { queueMail } from './mail/mail-message.js';
import { addStep, applicationFields, checkSeason, recordFields, syncPromoterStatus } from './promoter-applications.js';
import { applicationView } from './promoter-views.js';

async function queueReceipt(ctx: AccountsContext, user: User, application: PromoterApplication, transaction: Transaction): Promise<void> {
  await queueMail(ctx, transaction, {
    template: 'promoter-application',
    to: user.email,
    locale: application.locale as Locale,
    userId: user.id,
    values: { name: application.contactName || application.name, year: String(application.seasonYear), series: application.seriesName },
  });
}

/**
 * The yearly application (`POST /api/promoter-applications` through the BFF, which checks the bot check). A
 * signed-in promoter (`promoterId`) applies for themselves; anyone else with a new e-mail becomes a promoter
 * without a password until approved. An e-mail of an existing promoter must sign in first (nobody else may apply
 * in their name); one of another kind of account is taken. A second application for the same season replaces the
 * answers while it is still pending, and is refused once decided. The receipt is mailed in the same transaction.
 */
export async function submitApplication(
  ctx: AccountsContext,
  input: PromoterApplicationInput & { locale: Locale },
  applicant: { promoterId?: string | undefined },
): Promise<{ application: ApplicationView }> {
  checkSeason(ctx, input.seasonYear);
  const email = input.email.trim().toLowerCase();
  const id = await ctx.db.sequelize.transaction(async (transaction) => {
    let user: User | null;
    if (applicant.promoterId) {
      user = await findUser(ctx.db, applicant.promoterId, transaction);
      if (!user || user.type !== 'promoter') throw accountError('FORBIDDEN');
    } else {
      user = await findUserByEmail(ctx.db, email, transaction);
      if (user && user.type !== 'promoter') throw accountError('EMAIL_TAKEN');
      if (user) throw accountError('PROMOTER_SIGN_IN_TO_APPLY', { year: input.seasonYear });
      user = await addPromoterAccount(ctx.db, { id: randomUUID(), email, passwordHash: null, emailVerified: false, locale: input.locale }, { ...recordFields(input), status: 'pending', active: false }, transaction);
    }
    const existing = await findSeasonApplication(ctx.db, user.id, input.seasonYear, transaction, true);
    if (existing && existing.status !== 'pending') throw accountError('APPLICATION_DECIDED', { year: input.seasonYear });
    let application: PromoterApplication;
    if (existing) {
      await storeApplication(existing, { ...applicationFields(input), locale: input.locale }, transaction);
      application = existing;
      await addStep(ctx, { applicationId: existing.id, action: 'updated', fromStatus: 'pending', toStatus: 'pending', actorId: user.id }, transaction);
    } else {
      application = await addApplication(ctx.db, { id: randomUUID(), promoterId: user.id, status: 'pending', locale: input.locale, ...applicationFields(input) }, transaction);
      await addStep(ctx, { applicationId: application.id, action: 'submitted', fromStatus: null, toStatus: 'pending', actorId: applicant.promoterId ?? null }, transaction);
    }
    await syncPromoterStatus(ctx, user.id, transaction);
    await queueReceipt(ctx, user, application, transaction);
    return application.id;
  });
  return { application: await applicationView(ctx, id) };
}
