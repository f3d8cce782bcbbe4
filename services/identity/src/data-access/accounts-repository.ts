import type { CreationAttributes } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Admin, Dealer, Promoter, User } from './models.js';

type NewUser = Omit<CreationAttributes<User>, 'type'>;

/** Creates a dealer login and its dealer record in one transaction. */
export async function createDealerAccount(db: IdentityDb, user: NewUser, dealer: Omit<CreationAttributes<Dealer>, 'userId'>): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    await db.models.User.create({ ...user, type: 'dealer' }, { transaction });
    await db.models.Dealer.create({ ...dealer, userId: user.id }, { transaction });
  });
}

/** Creates a promoter login and its promoter record in one transaction. */
export async function createPromoterAccount(db: IdentityDb, user: NewUser, promoter: Omit<CreationAttributes<Promoter>, 'userId'>): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    await db.models.User.create({ ...user, type: 'promoter' }, { transaction });
    await db.models.Promoter.create({ ...promoter, userId: user.id }, { transaction });
  });
}

/** Creates an administrator login and its admin record in one transaction. */
export async function createAdminAccount(db: IdentityDb, user: NewUser, admin: Omit<CreationAttributes<Admin>, 'userId'>): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    await db.models.User.create({ ...user, type: 'admin' }, { transaction });
    await db.models.Admin.create({ ...admin, userId: user.id }, { transaction });
  });
}
