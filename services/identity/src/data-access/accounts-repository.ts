import type { CreationAttributes, Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Admin, Dealer, Promoter, Rider, User } from './models/index.js';

type NewUser = Omit<CreationAttributes<User>, 'type'>;

/** Creates a dealer login and its dealer record in one transaction. */
export async function createDealerAccount(db: IdentityDb, user: NewUser, dealer: Omit<CreationAttributes<Dealer>, 'userId'>): Promise<void> {
  await db.sequelize.transaction((transaction) => addDealerAccount(db, user, dealer, transaction));
}

/** Creates a dealer login and its dealer record, in the caller's transaction. */
export async function addDealerAccount(db: IdentityDb, user: NewUser, dealer: Omit<CreationAttributes<Dealer>, 'userId'>, transaction: Transaction): Promise<User> {
  const created = await db.models.User.create({ ...user, type: 'dealer' }, { transaction });
  await db.models.Dealer.create({ ...dealer, userId: user.id }, { transaction });
  return created;
}

/** Creates a promoter login and its promoter record in one transaction. */
export async function createPromoterAccount(db: IdentityDb, user: NewUser, promoter: Omit<CreationAttributes<Promoter>, 'userId'>): Promise<void> {
  await db.sequelize.transaction((transaction) => addPromoterAccount(db, user, promoter, transaction));
}

/** Creates a promoter login and its promoter record, in the caller's transaction. */
export async function addPromoterAccount(db: IdentityDb, user: NewUser, promoter: Omit<CreationAttributes<Promoter>, 'userId'>, transaction: Transaction): Promise<User> {
  const created = await db.models.User.create({ ...user, type: 'promoter' }, { transaction });
  await db.models.Promoter.create({ ...promoter, userId: user.id }, { transaction });
  return created;
}

/** Creates an administrator login and its admin record in one transaction. */
export async function createAdminAccount(db: IdentityDb, user: NewUser, admin: Omit<CreationAttributes<Admin>, 'userId'>): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    await db.models.User.create({ ...user, type: 'admin' }, { transaction });
    await db.models.Admin.create({ ...admin, userId: user.id }, { transaction });
  });
}

/** Creates a rider login and its rider record, in the caller's transaction. */
export async function createRiderAccount(db: IdentityDb, user: NewUser, rider: Omit<CreationAttributes<Rider>, 'userId'>, transaction: Transaction): Promise<void> {
  await db.models.User.create({ ...user, type: 'rider' }, { transaction });
  await db.models.Rider.create({ ...rider, userId: user.id }, { transaction });
}
