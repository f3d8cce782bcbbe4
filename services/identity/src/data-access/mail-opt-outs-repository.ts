import { DataTypes, Model, Op, type Sequelize, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';

/** One kind of mail a user turned off (table `mail_opt_outs`, migration 0019). */
export class MailOptOut extends Model {
  declare userId: string;
  declare kind: string;
  declare createdAt: Date;
}

// One model class per Sequelize instance (several services, or test databases, share a process).
const models = new WeakMap<Sequelize, typeof MailOptOut>();

function optOuts(db: IdentityDb): typeof MailOptOut {
  let model = models.get(db.sequelize);
  if (!model) {
    model = class extends MailOptOut {};
    model.init(
      {
        userId: { type: DataTypes.STRING(36), primaryKey: true },
        kind: { type: DataTypes.STRING(32), primaryKey: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize: db.sequelize, tableName: 'mail_opt_outs', timestamps: false, underscored: true, modelName: 'MailOptOut' },
    );
    models.set(db.sequelize, model);
  }
  return model;
}

/** The kinds of mail a user turned off. */
export async function findMailOptOuts(db: IdentityDb, userId: string, transaction?: Transaction): Promise<Set<string>> {
  const rows = await optOuts(db).findAll({ where: { userId }, attributes: ['kind'], ...(transaction ? { transaction } : {}) });
  return new Set(rows.map((row) => row.kind));
}

/** Turns kinds of mail on (`true`: the row goes) or off (`false`: a row, once), in the caller's transaction. */
export async function saveMailOptOuts(db: IdentityDb, userId: string, changes: Record<string, boolean>, now: Date, transaction: Transaction): Promise<void> {
  const on = Object.keys(changes).filter((kind) => changes[kind]);
  const off = Object.keys(changes).filter((kind) => !changes[kind]);
  if (on.length > 0) await optOuts(db).destroy({ where: { userId, kind: { [Op.in]: on } }, transaction });
  if (off.length === 0) return;
  const known = await findMailOptOuts(db, userId, transaction);
  const fresh = off.filter((kind) => !known.has(kind));
  if (fresh.length > 0) await optOuts(db).bulkCreate(fresh.map((kind) => ({ userId, kind, createdAt: now })), { transaction });
}
