import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { address, WithAddress, stamped, unstamped } from './columns.js';
import { idKey, idOf, requiredString, optionalString, instant, flag, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

export const PROMOTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PromoterStatus = (typeof PROMOTER_STATUSES)[number];

export class Promoter extends WithAddress<Promoter> {
  declare userId: string;
  declare name: string;
  declare contactName: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare country: CreationOptional<string | null>;
  declare status: CreationOptional<PromoterStatus>;
  declare active: CreationOptional<boolean>;
}

/** A promoter's application for one season (spec §3): that year's answers and its status. */
export class PromoterApplication extends StampedModel<PromoterApplication> {
  declare id: string;
  declare promoterId: string;
  declare seasonYear: number;
  declare status: PromoterStatus;
  declare name: string;
  declare contactName: string;
  declare phone: string;
  declare addressLine1: string;
  declare city: string;
  declare state: string | null;
  declare zipcode: string;
  declare country: string;
  declare seriesName: string;
  declare averageEntries: number;
  declare racesCount: number;
  declare amaSanctioned: boolean;
  declare otherSanction: string | null;
  declare mixedClasses: boolean;
  /** JSON text of [{ name, website }]. */
  declare tracks: string;
  declare locale: CreationOptional<string>;
}

/** One step of an application's history: submitted, approved, rejected, undone, updated; who and when. */
export class PromoterApplicationEvent extends Model<InferAttributes<PromoterApplicationEvent>, InferCreationAttributes<PromoterApplicationEvent>> {
  declare id: CreationOptional<number>;
  declare applicationId: string;
  declare action: string;
  declare fromStatus: PromoterStatus | null;
  declare toStatus: PromoterStatus;
  /** JSON text of what the step also changed (`{ activated: true }`), for undo. */
  declare effects: string | null;
  declare actorId: string | null;
  declare at: Date;
  /** A rejection's reason as staff gave it; null otherwise. */
  declare reason: CreationOptional<string | null>;
}

/** Promoters, their yearly applications and each application's history. */
export function definePromoterModels(sequelize: Sequelize): Pick<IdentityModels, 'Promoter' | 'PromoterApplication' | 'PromoterApplicationEvent'> {
  const common = stamped(sequelize);
  const plain = unstamped(sequelize);

  const PromoterModel = class extends Promoter {};
  PromoterModel.init(
    {
      userId: idKey(),
      name: requiredString(200),
      contactName: optionalString(200),
      phone: optionalString(32),
      ...address,
      country: optionalString(2),
      status: oneOfColumn(16, PROMOTER_STATUSES, 'pending'),
      active: flag(false),
      ...timestamps(),
    },
    { ...common, tableName: 'promoters', modelName: 'Promoter' },
  );

  const PromoterApplicationModel = class extends PromoterApplication {};
  PromoterApplicationModel.init(
    {
      id: idKey(),
      promoterId: idOf(),
      seasonYear: { type: DataTypes.INTEGER, allowNull: false },
      status: oneOfColumn(16, PROMOTER_STATUSES),
      name: requiredString(200),
      contactName: requiredString(200),
      phone: requiredString(32),
      addressLine1: requiredString(200),
      city: requiredString(120),
      state: optionalString(100),
      zipcode: requiredString(20),
      country: requiredString(2),
      seriesName: requiredString(200),
      averageEntries: { type: DataTypes.INTEGER, allowNull: false },
      racesCount: { type: DataTypes.INTEGER, allowNull: false },
      amaSanctioned: { type: DataTypes.BOOLEAN, allowNull: false },
      otherSanction: optionalString(200),
      mixedClasses: { type: DataTypes.BOOLEAN, allowNull: false },
      tracks: { type: DataTypes.TEXT, allowNull: false },
      locale: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'en' },
      ...timestamps(),
    },
    { sequelize, underscored: true, tableName: 'promoter_applications', modelName: 'PromoterApplication' },
  );

  const PromoterApplicationEventModel = class extends PromoterApplicationEvent {};
  PromoterApplicationEventModel.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      applicationId: idOf(),
      action: requiredString(16),
      fromStatus: optionalString(16),
      toStatus: requiredString(16),
      effects: optionalString(500),
      actorId: optionalString(36),
      at: instant(),
      reason: optionalString(500),
    },
    { ...plain, tableName: 'promoter_application_events', modelName: 'PromoterApplicationEvent' },
  );

  return { Promoter: PromoterModel, PromoterApplication: PromoterApplicationModel, PromoterApplicationEvent: PromoterApplicationEventModel };
}
