import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Locale, User } from './models/index.js';

/** The user with this id, or null. */
export async function findUser(db: IdentityDb, id: string, transaction?: Transaction): Promise<User | null> {
  return db.models.User.findByPk(id, { transaction });
}

/** The user with this id, locked for the rest of the transaction, or null. */
export async function findUserForUpdate(db: IdentityDb, id: string, transaction: Transaction): Promise<User | null> {
  return db.models.User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
}

/** The user with this e-mail (compared as stored: trimmed, lower-cased), or null. */
export async function findUserByEmail(db: IdentityDb, email: string, transaction?: Transaction): Promise<User | null> {
  return db.models.User.findOne({ where: { email: email.trim().toLowerCase() }, transaction });
}

/** A new e-mail for the account: unproven until verified again. */
export async function changeEmail(user: User, email: string, transaction: Transaction): Promise<void> {
  await user.update({ email, emailVerified: false }, { transaction });
}

/** The picture of the account (`onlyWhenNone`: only when it has none yet). */
export async function storeProfileImage(db: IdentityDb, userId: string, url: string, transaction: Transaction, onlyWhenNone = false): Promise<void> {
  await db.models.User.update({ profileImage: url }, { where: { id: userId, ...(onlyWhenNone ? { profileImage: null } : {}) }, transaction });
}

/** Loads a user with the profile of its type (a rider also with its bikes, oldest first). */
export async function findUserWithProfile(db: IdentityDb, where: { id: string } | { email: string }, transaction?: Transaction): Promise<User | null> {
  const { User: Users, Rider, Bike, Dealer, Promoter, Admin } = db.models;
  const lookup = 'email' in where ? { email: where.email.trim().toLowerCase() } : { id: where.id };
  const user = await Users.findOne({ where: lookup, transaction });
  if (!user) return null;
  switch (user.type) {
    case 'rider': {
      const rider = await Rider.findByPk(user.id, {
        include: [{ model: Bike, as: 'bikes' }],
        order: [[{ model: Bike, as: 'bikes' }, 'createdAt', 'ASC'], [{ model: Bike, as: 'bikes' }, 'id', 'ASC']],
        transaction,
      });
      if (rider) user.rider = rider;
      break;
    }
    case 'dealer': {
      const dealer = await Dealer.findByPk(user.id, { transaction });
      if (dealer) user.dealer = dealer;
      break;
    }
    case 'promoter': {
      const promoter = await Promoter.findByPk(user.id, { transaction });
      if (promoter) user.promoter = promoter;
      break;
    }
    case 'admin': {
      const admin = await Admin.findByPk(user.id, { transaction });
      if (admin) user.admin = admin;
      break;
    }
  }
  return user;
}

/** Records a successful login: the time, one more login (atomically), and optionally a re-hashed password. */
export async function recordLogin(db: IdentityDb, userId: string, at: Date, newPasswordHash?: string): Promise<void> {
  const { User: Users } = db.models;
  await db.sequelize.transaction(async (transaction) => {
    await Users.increment({ loginCount: 1 }, { where: { id: userId }, transaction });
    await Users.update({ lastLoginAt: at, ...(newPasswordHash ? { passwordHash: newPasswordHash } : {}) }, { where: { id: userId }, transaction });
  });
}

export async function emailTaken(db: IdentityDb, email: string, transaction?: Transaction): Promise<boolean> {
  return (await db.models.User.count({ where: { email: email.trim().toLowerCase() }, transaction })) > 0;
}

export async function userExists(db: IdentityDb, id: string, transaction?: Transaction): Promise<boolean> {
  return (await db.models.User.count({ where: { id }, transaction })) > 0;
}

/** Users by id with the profile that carries their display name (deleted ids are simply absent). */
export async function findUsersWithNames(db: IdentityDb, ids: string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const { User: Users, Rider, Dealer, Promoter, Admin } = db.models;
  return Users.findAll({
    where: { id: ids },
    include: [
      { model: Rider, as: 'rider', required: false },
      { model: Dealer, as: 'dealer', required: false },
      { model: Promoter, as: 'promoter', required: false },
      { model: Admin, as: 'admin', required: false },
    ],
  });
}

/**
 * Stores a new password hash, voids every session that proved identity before `now`
 * (`sessions_valid_after`) and removes the user's open reset tokens, in the caller's transaction.
 */
export async function storePassword(db: IdentityDb, userId: string, passwordHash: string, now: Date, transaction: Transaction): Promise<void> {
  await db.models.User.update({ passwordHash, sessionsValidAfter: now }, { where: { id: userId }, transaction });
  await db.models.PasswordResetToken.destroy({ where: { userId }, transaction });
}

/** The account's language (interface locale): what its signed-in areas show and its mail is written in. */
export async function storeLocale(db: IdentityDb, userId: string, locale: Locale): Promise<void> {
  await db.models.User.update({ locale }, { where: { id: userId } });
}

export async function markEmailVerified(db: IdentityDb, userId: string, transaction: Transaction): Promise<void> {
  await db.models.User.update({ emailVerified: true }, { where: { id: userId }, transaction });
}

/** Activates or deactivates an account; deactivation also voids its sessions. */
export async function storeActivation(db: IdentityDb, userId: string, deactivated: boolean, now: Date, transaction: Transaction): Promise<void> {
  await db.models.User.update({ deactivated, ...(deactivated ? { sessionsValidAfter: now } : {}) }, { where: { id: userId }, transaction });
}

export async function storeRiderPin(db: IdentityDb, riderId: string, pinHash: string): Promise<void> {
  // A new PIN starts with no wrong tries and unlocks a locked one.
  await db.models.Rider.update({ pinHash, pinFailures: 0, pinLockedAt: null }, { where: { userId: riderId } });
}

/** Updates an administrator's name, e-mail, phone and (when given) picture. */
export async function storeAdminProfile(
  db: IdentityDb,
  adminId: string,
  profile: { firstName: string; lastName: string; email: string; phone: string | null; profileImage?: string | null },
  transaction: Transaction,
): Promise<void> {
  const { User: Users, Admin } = db.models;
  await Users.update(
    { email: profile.email, phone: profile.phone, ...(profile.profileImage !== undefined ? { profileImage: profile.profileImage } : {}) },
    { where: { id: adminId }, transaction },
  );
  await Admin.update({ firstName: profile.firstName, lastName: profile.lastName }, { where: { userId: adminId }, transaction });
}

/** True when another account than `exceptId` uses the e-mail. */
export async function emailTakenByOther(db: IdentityDb, email: string, exceptId: string, transaction?: Transaction): Promise<boolean> {
  return (await db.models.User.count({ where: { email: email.trim().toLowerCase(), id: { [Op.ne]: exceptId } }, transaction })) > 0;
}

/** These users (absent ids are simply missing). */
export async function findUsers(db: IdentityDb, ids: string[]): Promise<User[]> {
  return db.models.User.findAll({ where: { id: ids } });
}

/** The account's phone number. */
export async function storePhone(user: User, phone: string, transaction: Transaction): Promise<void> {
  await user.update({ phone }, { transaction });
}

/**
 * The name on file a mail greets the user by: a rider's or an administrator's first name, a promoter's contact (else
 * its name), a dealer's name; undefined for an unknown user or one without a name.
 */
export async function findGreetingName(db: IdentityDb, userId: string, transaction?: Transaction): Promise<string | undefined> {
  const options = transaction ? { transaction } : {};
  const user = await db.models.User.findByPk(userId, { attributes: ['id', 'type'], ...options });
  if (!user) return undefined;
  if (user.type === 'rider') return (await db.models.Rider.findByPk(userId, { attributes: ['userId', 'firstName'], ...options }))?.firstName;
  if (user.type === 'admin') return (await db.models.Admin.findByPk(userId, { attributes: ['userId', 'firstName'], ...options }))?.firstName;
  if (user.type === 'dealer') return (await db.models.Dealer.findByPk(userId, { attributes: ['userId', 'name'], ...options }))?.name;
  const promoter = await db.models.Promoter.findByPk(userId, { attributes: ['userId', 'name', 'contactName'], ...options });
  return promoter?.contactName || promoter?.name;
}

/** Whom a rider's money notice would mail: the user, the rider's first name, and whether they turned that mail off. */
export interface NoticeRecipient {
  id: string;
  type: string;
  email: string;
  locale: Locale;
  deactivated: boolean;
  firstName: string | null;
  turnedOff: boolean;
}

/**
 * The user a notice names, the rider's first name and whether they turned mail of `kind` off, with one bound read
 * (every till redemption mails its receipt: the user, their opt-outs, their type again and the rider's name were four);
 * null when no user has the id. `kind` null: a mail nobody can turn off.
 */
export async function findNoticeRecipient(db: IdentityDb, userId: string, kind: string | null, transaction?: Transaction): Promise<NoticeRecipient | null> {
  const rows = await db.sequelize.query<{ id: string; type: string; email: string; locale: Locale; deactivated: number | boolean | string; first_name: string | null; turned_off: number | string }>(
    `SELECT u.id, u.type, u.email, u.locale, u.deactivated, r.first_name,
       (SELECT COUNT(*) FROM mail_opt_outs o WHERE o.user_id = u.id AND o.kind = $2) AS turned_off
     FROM users u LEFT JOIN riders r ON r.user_id = u.id WHERE u.id = $1`,
    { bind: [userId, kind ?? ''], type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) },
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, type: row.type, email: row.email, locale: row.locale, deactivated: Boolean(Number(row.deactivated)), firstName: row.first_name, turnedOff: kind !== null && Number(row.turned_off) > 0 };
}
