import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { BIKE_VALIDITY, SEXES, VIN_REASONS, type BikeValidity, type Sex, type VinReason } from '@rr/contracts';
import type { IdentityModels } from './index.js';
import type { User } from './users.js';
import { address, WithAddress, stamped, unstamped } from './columns.js';
import { oneOf, idKey, idOf, optionalIdOf, requiredString, optionalString, instant, optionalInstant, flag, counter, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

/** Bike validity and a rider's sex: the lists of @rr/contracts. */
export { BIKE_VALIDITY, SEXES, type BikeValidity, type Sex };

/** The kinds of `rider_documents` rows: the two identity documents (@rr/contracts DOCUMENT_KINDS) and the photo. */
export const RIDER_FILE_KINDS = ['licence', 'w9', 'photo'] as const;
export type RiderFileKind = (typeof RIDER_FILE_KINDS)[number];

export class Rider extends WithAddress<Rider> {
  declare userId: string;
  declare firstName: string;
  declare lastName: string;
  declare phone1: CreationOptional<string | null>;
  declare phone2: CreationOptional<string | null>;
  /** ISO 3166 alpha-2 (US, CA, …). */
  declare country: string;
  declare sex: CreationOptional<Sex | null>;
  /** YYYY-MM-DD. */
  declare dateOfBirth: CreationOptional<string | null>;
  declare racingType: CreationOptional<string | null>;
  declare amaNumber: CreationOptional<string | null>;
  /** The 4-digit PIN, hashed (domain/pin.ts: keyed HMAC; argon2id for PINs set before the keyed hash); null until created. */
  declare pinHash: CreationOptional<string | null>;
  /** Wrong PINs typed in a row at dealers' tills; the fifth locks the PIN. */
  declare pinFailures: CreationOptional<number>;
  /** When wrong PINs locked the PIN: it refuses even the right one until the rider sets a new PIN. */
  declare pinLockedAt: CreationOptional<Date | null>;
  declare bio: CreationOptional<string | null>;
  declare hometown: CreationOptional<string | null>;
  declare pro: CreationOptional<boolean>;
  /** Set by programme staff: part of the rider's cash prizes is withheld (spec §9). */
  declare nonResidentAlien: CreationOptional<boolean>;
  /** JSON array of the flags staff set (`factory-supported`, any a rule set names). */
  declare flags: CreationOptional<string>;
  /** When the driver's licence and the W-9 were received (pro riders need both for cash). */
  declare licenceReceivedAt: CreationOptional<Date | null>;
  declare w9ReceivedAt: CreationOptional<Date | null>;
  declare twitter: CreationOptional<string | null>;
  declare instagram: CreationOptional<string | null>;
  declare facebook: CreationOptional<string | null>;
  declare vimeo: CreationOptional<string | null>;
  declare linkedin: CreationOptional<string | null>;
  declare youtube: CreationOptional<string | null>;

  declare user?: NonAttribute<User>;
  declare bikes?: NonAttribute<Bike[]>;
}

export class Bike extends StampedModel<Bike> {
  declare id: string;
  declare riderId: string;
  declare year: number;
  declare make: string;
  declare model: string;
  /** 17 characters, upper-case, unique. */
  declare vin: string;
  declare valid: CreationOptional<BikeValidity>;
  /** Why the bike has its status: a VinReason of @rr/contracts (docs/vin.md). */
  declare validReason: CreationOptional<VinReason>;
  /** The retail sale's day (YYYY-MM-DD), when given. */
  declare saleDate: CreationOptional<string | null>;
}

/** A file kept with a rider: the bytes are in the file storage under `storageKey` (the columns: `fileAttributes`). */
abstract class RiderFile<M extends RiderFile<M>> extends Model<InferAttributes<M>, InferCreationAttributes<M>> {
  declare riderId: string;
  declare storageKey: string;
  declare fileName: string;
  declare contentType: string;
  declare sizeBytes: number;
  /** SHA-256 of the stored bytes, hex (a photo's URL carries its start). */
  declare sha256: string;
  /** Who uploaded it: the rider, or the administrator acting as them. */
  declare uploadedBy: string | null;
  declare uploadedAt: Date;
}

/** A rider's stored document or photo: one per rider and kind. */
export class RiderDocument extends RiderFile<RiderDocument> {
  declare kind: RiderFileKind;
}

/** A timecard file kept with a rider (spec §3 "timecard files"). */
export class RiderTimecard extends RiderFile<RiderTimecard> {
  declare id: string;
}

/** Riders with their bikes, and the documents, photos and timecards kept with them. */
export function defineRiderModels(sequelize: Sequelize): Pick<IdentityModels, 'Rider' | 'Bike' | 'RiderDocument' | 'RiderTimecard'> {
  const common = stamped(sequelize);
  const plain = unstamped(sequelize);
  const fileAttributes = {
    storageKey: { type: DataTypes.STRING(255), allowNull: false, unique: true },
    fileName: requiredString(200),
    contentType: requiredString(64),
    sizeBytes: { type: DataTypes.INTEGER, allowNull: false },
    sha256: requiredString(64),
    uploadedBy: optionalIdOf(),
    uploadedAt: instant(),
  };

  const RiderModel = class extends Rider {};
  RiderModel.init(
    {
      userId: idKey(),
      firstName: requiredString(100),
      lastName: requiredString(100),
      phone1: optionalString(32),
      phone2: optionalString(32),
      ...address,
      country: requiredString(2),
      sex: { type: DataTypes.STRING(16), allowNull: true, validate: oneOf(SEXES) },
      dateOfBirth: { type: DataTypes.DATEONLY, allowNull: true },
      racingType: optionalString(32),
      amaNumber: optionalString(50),
      pinHash: optionalString(255),
      pinFailures: counter(),
      pinLockedAt: optionalInstant(),
      bio: { type: DataTypes.STRING(500), allowNull: true, validate: { len: [0, 500] } },
      hometown: optionalString(200),
      pro: flag(false),
      nonResidentAlien: flag(false),
      flags: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '[]' },
      licenceReceivedAt: optionalInstant(),
      w9ReceivedAt: optionalInstant(),
      twitter: optionalString(300),
      instagram: optionalString(300),
      facebook: optionalString(300),
      vimeo: optionalString(300),
      linkedin: optionalString(300),
      youtube: optionalString(300),
      ...timestamps(),
    },
    { ...common, tableName: 'riders', modelName: 'Rider' },
  );

  const BikeModel = class extends Bike {};
  BikeModel.init(
    {
      id: idKey(),
      riderId: idOf(),
      year: { type: DataTypes.INTEGER, allowNull: false },
      make: requiredString(100),
      model: requiredString(100),
      vin: {
        type: DataTypes.STRING(17),
        allowNull: false,
        unique: true,
        validate: { len: [17, 17] },
        set(value: string) {
          this.setDataValue('vin', value.trim().toUpperCase());
        },
      },
      valid: oneOfColumn(16, BIKE_VALIDITY, 'unverified'),
      validReason: oneOfColumn(24, VIN_REASONS, 'notChecked'),
      saleDate: optionalString(10),
      ...timestamps(),
    },
    { ...common, tableName: 'bikes', modelName: 'Bike' },
  );

  const RiderDocumentModel = class extends RiderDocument {};
  RiderDocumentModel.init(
    {
      riderId: idKey(),
      kind: { type: DataTypes.STRING(16), primaryKey: true, validate: oneOf(RIDER_FILE_KINDS) },
      ...fileAttributes,
    },
    { ...plain, tableName: 'rider_documents', modelName: 'RiderDocument' },
  );

  const RiderTimecardModel = class extends RiderTimecard {};
  RiderTimecardModel.init(
    {
      id: idKey(),
      riderId: idOf(),
      ...fileAttributes,
    },
    { ...plain, tableName: 'rider_timecards', modelName: 'RiderTimecard' },
  );

  return { Rider: RiderModel, Bike: BikeModel, RiderDocument: RiderDocumentModel, RiderTimecard: RiderTimecardModel };
}
