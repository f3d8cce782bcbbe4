import type { Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { User } from './models.js';

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
