import { BIKE_VALIDITY, LOCALES, PROGRAMME_TIME_ZONE, ROLES as USER_TYPES, SEXES, VIN_REASONS, type BikeValidity, type Locale, type Role, type Sex, type VinReason } from '@rr/contracts';
import { timeZoneOfAddress } from '@rr/contracts/time-zones';
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';

/** The account types (roles), bike validity, a rider's sex and the interface locales (spec §9): the lists of @rr/contracts. */
export { BIKE_VALIDITY, LOCALES, SEXES, USER_TYPES, type BikeValidity, type Locale, type Sex };
export type UserType = Role;

export const CODE_PURPOSES = ['email-verify', 'recovery'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const PROMOTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PromoterStatus = (typeof PROMOTER_STATUSES)[number];

// The classes below carry the typings; `defineModels` binds a fresh subclass of each to one
// Sequelize instance, so several databases (tests, the embedded launcher) can live in one process.

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: string;
  declare type: UserType;
  /** Stored trimmed and lower-cased (unique). */
  declare email: string;
  /** argon2id; null for an account that has not set a password yet. */
  declare passwordHash: string | null;
  declare emailVerified: CreationOptional<boolean>;
  declare deactivated: CreationOptional<boolean>;
  declare lastLoginAt: CreationOptional<Date | null>;
  declare loginCount: CreationOptional<number>;
  declare profileImage: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  /** Locale of the user's mail (default en). */
  declare locale: CreationOptional<Locale>;
  /** Sessions that proved who the user is before this instant are void (deactivation, password change). */
  declare sessionsValidAfter: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare rider?: NonAttribute<Rider>;
  declare dealer?: NonAttribute<Dealer>;
  declare promoter?: NonAttribute<Promoter>;
  declare admin?: NonAttribute<Admin>;
}

export class Rider extends Model<InferAttributes<Rider>, InferCreationAttributes<Rider>> {
  declare userId: string;
  declare firstName: string;
  declare lastName: string;
  declare phone1: CreationOptional<string | null>;
  declare phone2: CreationOptional<string | null>;
  declare addressLine1: CreationOptional<string | null>;
  declare addressLine2: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare state: CreationOptional<string | null>;
  declare zipcode: CreationOptional<string | null>;
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
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare user?: NonAttribute<User>;
  declare bikes?: NonAttribute<Bike[]>;
}

export class Bike extends Model<InferAttributes<Bike>, InferCreationAttributes<Bike>> {
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
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A VIN pattern (spec §3; docs/vin.md): up to 17 characters, `*` any one character, matched from the VIN's start. */
export class VinPattern extends Model<InferAttributes<VinPattern>, InferCreationAttributes<VinPattern>> {
  declare id: string;
  /** Upper-case, wildcards stored as `*`. */
  declare pattern: string;
  /** Positions 1–3 of the pattern (may hold `*`): finds a VIN's candidate patterns. */
  declare wmi: string;
  declare make: string;
  declare model: string;
  declare year: number;
  declare verified: CreationOptional<boolean>;
  /** A full VIN's retail sale day from a dealer's import (YYYY-MM-DD), or null. */
  declare saleDate: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class Dealer extends Model<InferAttributes<Dealer>, InferCreationAttributes<Dealer>> {
  declare userId: string;
  declare name: string;
  /** The dealer number shown as `dealerId` (unique when set). */
  declare dealerCode: CreationOptional<string | null>;
  declare addressLine1: CreationOptional<string | null>;
  declare addressLine2: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare state: CreationOptional<string | null>;
  declare zipcode: CreationOptional<string | null>;
  declare country: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare websiteUrl: CreationOptional<string | null>;
  declare bio: CreationOptional<string | null>;
  declare active: CreationOptional<boolean>;
  /** The reference point of the dealer's postal code (the finder's map and distances); null when it could not be placed. */
  declare latitude: CreationOptional<number | null>;
  declare longitude: CreationOptional<number | null>;
  /** The zone the dealer's times are shown in (IANA name): its address's while `timeZoneFromAddress`, else the one chosen. */
  declare timeZone: CreationOptional<string>;
  declare timeZoneFromAddress: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare user?: NonAttribute<User>;
}

/** One of a rider's favourite dealers (the dealer finder's mark). */
export class DealerFavourite extends Model<InferAttributes<DealerFavourite>, InferCreationAttributes<DealerFavourite>> {
  declare riderId: string;
  declare dealerId: string;
  declare createdAt: Date;
}

/** A postal code's reference point (a US ZIP code or a Canadian FSA), placed by hand; seeded from `ZIP_REFERENCE`. */
export class ZipLocation extends Model<InferAttributes<ZipLocation>, InferCreationAttributes<ZipLocation>> {
  declare code: string;
  declare country: string;
  declare place: string;
  declare latitude: number;
  declare longitude: number;
}

export class Promoter extends Model<InferAttributes<Promoter>, InferCreationAttributes<Promoter>> {
  declare userId: string;
  declare name: string;
  declare contactName: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare addressLine1: CreationOptional<string | null>;
  declare addressLine2: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare state: CreationOptional<string | null>;
  declare zipcode: CreationOptional<string | null>;
  declare country: CreationOptional<string | null>;
  declare status: CreationOptional<PromoterStatus>;
  declare active: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class Admin extends Model<InferAttributes<Admin>, InferCreationAttributes<Admin>> {
  declare userId: string;
  declare firstName: string;
  declare lastName: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A 6-digit code mailed for one purpose; only its keyed HMAC is stored. One row per user and purpose. */
export class OneTimeCode extends Model<InferAttributes<OneTimeCode>, InferCreationAttributes<OneTimeCode>> {
  declare id: string;
  declare userId: string;
  declare purpose: CodePurpose;
  /** HMAC-SHA256 of the code, hex. */
  declare codeHash: string;
  declare issuedAt: Date;
  declare expiresAt: Date;
  /** Attempts made against this code (wrong or right); the code is burnt at the limit. */
  declare attempts: CreationOptional<number>;
  declare consumedAt: CreationOptional<Date | null>;
}

/** A password reset link's token; only its SHA-256 is stored. */
export class PasswordResetToken extends Model<InferAttributes<PasswordResetToken>, InferCreationAttributes<PasswordResetToken>> {
  declare id: string;
  declare userId: string;
  /** SHA-256 of the token, hex. */
  declare tokenHash: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
}

/** A mailed sign-in unlock link's token (docs/security.md); only its SHA-256 is stored. */
/** A message of the public contact form. */
export class ContactMessage extends Model<InferAttributes<ContactMessage>, InferCreationAttributes<ContactMessage>> {
  declare id: string;
  declare name: string;
  declare email: string;
  declare company: string;
  declare reason: string;
  declare message: string;
  declare locale: string;
  declare createdAt: CreationOptional<Date>;
}

/** A promoter's application for one season (spec §3): that year's answers and its status. */
export class PromoterApplication extends Model<InferAttributes<PromoterApplication>, InferCreationAttributes<PromoterApplication>> {
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
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
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

export class LoginUnlockToken extends Model<InferAttributes<LoginUnlockToken>, InferCreationAttributes<LoginUnlockToken>> {
  declare id: string;
  declare userId: string;
  declare tokenHash: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
}

export class AuditEntry extends Model<InferAttributes<AuditEntry>, InferCreationAttributes<AuditEntry>> {
  declare id: CreationOptional<number>;
  declare at: Date;
  declare action: string;
  declare actorId: string | null;
  declare subjectId: string | null;
  declare method: CreationOptional<string | null>;
  declare path: CreationOptional<string | null>;
  declare status: CreationOptional<number | null>;
  /** JSON text. */
  declare details: CreationOptional<string | null>;
}

/** An identity provider account (issuer + subject) linked to a user. */
export class OidcLink extends Model<InferAttributes<OidcLink>, InferCreationAttributes<OidcLink>> {
  declare id: string;
  declare issuer: string;
  declare subject: string;
  declare userId: string;
  declare createdAt: Date;
}

/** The kinds of `rider_documents` rows: the two identity documents (@rr/contracts DOCUMENT_KINDS) and the photo. */
export const RIDER_FILE_KINDS = ['licence', 'w9', 'photo'] as const;
export type RiderFileKind = (typeof RIDER_FILE_KINDS)[number];

/** A rider's stored document or photo: one per rider and kind; the bytes are in the file storage under `storageKey`. */
export class RiderDocument extends Model<InferAttributes<RiderDocument>, InferCreationAttributes<RiderDocument>> {
  declare riderId: string;
  declare kind: RiderFileKind;
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

/** A timecard file kept with a rider (spec §3 "timecard files"): the bytes are in the file storage under `storageKey`. */
export class RiderTimecard extends Model<InferAttributes<RiderTimecard>, InferCreationAttributes<RiderTimecard>> {
  declare id: string;
  declare riderId: string;
  declare storageKey: string;
  declare fileName: string;
  declare contentType: string;
  declare sizeBytes: number;
  declare sha256: string;
  declare uploadedBy: string | null;
  declare uploadedAt: Date;
}

export interface IdentityModels {
  User: typeof User;
  Rider: typeof Rider;
  Bike: typeof Bike;
  VinPattern: typeof VinPattern;
  Dealer: typeof Dealer;
  DealerFavourite: typeof DealerFavourite;
  ZipLocation: typeof ZipLocation;
  Promoter: typeof Promoter;
  Admin: typeof Admin;
  OneTimeCode: typeof OneTimeCode;
  PasswordResetToken: typeof PasswordResetToken;
  LoginUnlockToken: typeof LoginUnlockToken;
  ContactMessage: typeof ContactMessage;
  PromoterApplication: typeof PromoterApplication;
  PromoterApplicationEvent: typeof PromoterApplicationEvent;
  AuditEntry: typeof AuditEntry;
  OidcLink: typeof OidcLink;
  RiderDocument: typeof RiderDocument;
  RiderTimecard: typeof RiderTimecard;
}

const optionalString = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });
const address = {
  addressLine1: optionalString(200),
  addressLine2: optionalString(200),
  city: optionalString(100),
  state: optionalString(100),
  zipcode: optionalString(20),
};
const timestamps = { createdAt: DataTypes.DATE(3), updatedAt: DataTypes.DATE(3) };

/** Binds the identity models (and their associations) to one Sequelize instance. */
export function defineModels(sequelize: Sequelize): IdentityModels {
  const common = { sequelize, underscored: true, timestamps: true } as const;

  const UserModel = class extends User {};
  UserModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      type: { type: DataTypes.STRING(16), allowNull: false, validate: { isIn: [USER_TYPES as unknown as string[]] } },
      email: {
        type: DataTypes.STRING(254),
        allowNull: false,
        unique: true,
        set(value: string) {
          this.setDataValue('email', value.trim().toLowerCase());
        },
      },
      passwordHash: optionalString(255),
      emailVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      deactivated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      lastLoginAt: { type: DataTypes.DATE(3), allowNull: true },
      loginCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      profileImage: optionalString(500),
      phone: optionalString(32),
      locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en', validate: { isIn: [LOCALES as unknown as string[]] } },
      sessionsValidAfter: { type: DataTypes.DATE(3), allowNull: true },
      ...timestamps,
    },
    { ...common, tableName: 'users', modelName: 'User' },
  );

  const RiderModel = class extends Rider {};
  RiderModel.init(
    {
      userId: { type: DataTypes.STRING(36), primaryKey: true },
      firstName: { type: DataTypes.STRING(100), allowNull: false },
      lastName: { type: DataTypes.STRING(100), allowNull: false },
      phone1: optionalString(32),
      phone2: optionalString(32),
      ...address,
      country: { type: DataTypes.STRING(2), allowNull: false },
      sex: { type: DataTypes.STRING(16), allowNull: true, validate: { isIn: [SEXES as unknown as string[]] } },
      dateOfBirth: { type: DataTypes.DATEONLY, allowNull: true },
      racingType: optionalString(32),
      amaNumber: optionalString(50),
      pinHash: optionalString(255),
      pinFailures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      pinLockedAt: { type: DataTypes.DATE(3), allowNull: true },
      bio: { type: DataTypes.STRING(500), allowNull: true, validate: { len: [0, 500] } },
      hometown: optionalString(200),
      pro: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      nonResidentAlien: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      flags: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '[]' },
      licenceReceivedAt: { type: DataTypes.DATE(3), allowNull: true },
      w9ReceivedAt: { type: DataTypes.DATE(3), allowNull: true },
      twitter: optionalString(300),
      instagram: optionalString(300),
      facebook: optionalString(300),
      vimeo: optionalString(300),
      linkedin: optionalString(300),
      youtube: optionalString(300),
      ...timestamps,
    },
    { ...common, tableName: 'riders', modelName: 'Rider' },
  );

  const BikeModel = class extends Bike {};
  BikeModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      riderId: { type: DataTypes.STRING(36), allowNull: false },
      year: { type: DataTypes.INTEGER, allowNull: false },
      make: { type: DataTypes.STRING(100), allowNull: false },
      model: { type: DataTypes.STRING(100), allowNull: false },
      vin: {
        type: DataTypes.STRING(17),
        allowNull: false,
        unique: true,
        validate: { len: [17, 17] },
        set(value: string) {
          this.setDataValue('vin', value.trim().toUpperCase());
        },
      },
      valid: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'unverified', validate: { isIn: [BIKE_VALIDITY as unknown as string[]] } },
      validReason: { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'notChecked', validate: { isIn: [VIN_REASONS as unknown as string[]] } },
      saleDate: { type: DataTypes.STRING(10), allowNull: true },
      ...timestamps,
    },
    { ...common, tableName: 'bikes', modelName: 'Bike' },
  );

  const VinPatternModel = class extends VinPattern {};
  VinPatternModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      pattern: { type: DataTypes.STRING(17), allowNull: false },
      wmi: { type: DataTypes.STRING(3), allowNull: false },
      make: { type: DataTypes.STRING(100), allowNull: false },
      model: { type: DataTypes.STRING(100), allowNull: false },
      year: { type: DataTypes.INTEGER, allowNull: false },
      verified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      saleDate: { type: DataTypes.STRING(10), allowNull: true },
      ...timestamps,
    },
    { ...common, tableName: 'vin_patterns', modelName: 'VinPattern' },
  );

  const DealerModel = class extends Dealer {};
  DealerModel.init(
    {
      userId: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(200), allowNull: false },
      dealerCode: { type: DataTypes.STRING(50), allowNull: true, unique: true },
      ...address,
      country: optionalString(2),
      phone: optionalString(32),
      websiteUrl: optionalString(500),
      bio: { type: DataTypes.STRING(500), allowNull: true, validate: { len: [0, 500] } },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      latitude: { type: DataTypes.DOUBLE, allowNull: true },
      longitude: { type: DataTypes.DOUBLE, allowNull: true },
      timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: PROGRAMME_TIME_ZONE },
      timeZoneFromAddress: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestamps,
    },
    {
      ...common,
      tableName: 'dealers',
      modelName: 'Dealer',
      hooks: {
        // Whoever writes a dealer (staff, the dealer, the seed), a zone that follows the address is the address's.
        beforeSave(dealer: Dealer) {
          if (dealer.timeZoneFromAddress !== false) dealer.timeZone = timeZoneOfAddress(dealer);
        },
      },
    },
  );

  const DealerFavouriteModel = class extends DealerFavourite {};
  DealerFavouriteModel.init(
    {
      riderId: { type: DataTypes.STRING(36), primaryKey: true },
      dealerId: { type: DataTypes.STRING(36), primaryKey: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'dealer_favourites', modelName: 'DealerFavourite', timestamps: false },
  );

  const ZipLocationModel = class extends ZipLocation {};
  ZipLocationModel.init(
    {
      code: { type: DataTypes.STRING(10), primaryKey: true },
      country: { type: DataTypes.STRING(2), allowNull: false },
      place: { type: DataTypes.STRING(120), allowNull: false },
      latitude: { type: DataTypes.DOUBLE, allowNull: false },
      longitude: { type: DataTypes.DOUBLE, allowNull: false },
    },
    { ...common, tableName: 'zip_locations', modelName: 'ZipLocation', timestamps: false },
  );

  const PromoterModel = class extends Promoter {};
  PromoterModel.init(
    {
      userId: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(200), allowNull: false },
      contactName: optionalString(200),
      phone: optionalString(32),
      ...address,
      country: optionalString(2),
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending', validate: { isIn: [PROMOTER_STATUSES as unknown as string[]] } },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestamps,
    },
    { ...common, tableName: 'promoters', modelName: 'Promoter' },
  );

  const AdminModel = class extends Admin {};
  AdminModel.init(
    {
      userId: { type: DataTypes.STRING(36), primaryKey: true },
      firstName: { type: DataTypes.STRING(100), allowNull: false },
      lastName: { type: DataTypes.STRING(100), allowNull: false },
      ...timestamps,
    },
    { ...common, tableName: 'admins', modelName: 'Admin' },
  );

  const plain = { sequelize, underscored: true, timestamps: false } as const;

  const OneTimeCodeModel = class extends OneTimeCode {};
  OneTimeCodeModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      purpose: { type: DataTypes.STRING(16), allowNull: false, validate: { isIn: [CODE_PURPOSES as unknown as string[]] } },
      codeHash: { type: DataTypes.STRING(64), allowNull: false },
      issuedAt: { type: DataTypes.DATE(3), allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      consumedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { ...plain, tableName: 'one_time_codes', modelName: 'OneTimeCode' },
  );

  const PasswordResetTokenModel = class extends PasswordResetToken {};
  PasswordResetTokenModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      usedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { ...plain, tableName: 'password_reset_tokens', modelName: 'PasswordResetToken' },
  );

  const ContactMessageModel = class extends ContactMessage {};
  ContactMessageModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      company: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      reason: { type: DataTypes.STRING(20), allowNull: false },
      message: { type: DataTypes.STRING(2000), allowNull: false },
      locale: { type: DataTypes.STRING(5), allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, underscored: true, tableName: 'contact_messages', modelName: 'ContactMessage', updatedAt: false },
  );

  const PromoterApplicationModel = class extends PromoterApplication {};
  PromoterApplicationModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      promoterId: { type: DataTypes.STRING(36), allowNull: false },
      seasonYear: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, validate: { isIn: [PROMOTER_STATUSES as unknown as string[]] } },
      name: { type: DataTypes.STRING(200), allowNull: false },
      contactName: { type: DataTypes.STRING(200), allowNull: false },
      phone: { type: DataTypes.STRING(32), allowNull: false },
      addressLine1: { type: DataTypes.STRING(200), allowNull: false },
      city: { type: DataTypes.STRING(120), allowNull: false },
      state: optionalString(100),
      zipcode: { type: DataTypes.STRING(20), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      seriesName: { type: DataTypes.STRING(200), allowNull: false },
      averageEntries: { type: DataTypes.INTEGER, allowNull: false },
      racesCount: { type: DataTypes.INTEGER, allowNull: false },
      amaSanctioned: { type: DataTypes.BOOLEAN, allowNull: false },
      otherSanction: optionalString(200),
      mixedClasses: { type: DataTypes.BOOLEAN, allowNull: false },
      tracks: { type: DataTypes.TEXT, allowNull: false },
      locale: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'en' },
      ...timestamps,
    },
    { sequelize, underscored: true, tableName: 'promoter_applications', modelName: 'PromoterApplication' },
  );

  const PromoterApplicationEventModel = class extends PromoterApplicationEvent {};
  PromoterApplicationEventModel.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      applicationId: { type: DataTypes.STRING(36), allowNull: false },
      action: { type: DataTypes.STRING(16), allowNull: false },
      fromStatus: optionalString(16),
      toStatus: { type: DataTypes.STRING(16), allowNull: false },
      effects: optionalString(500),
      actorId: optionalString(36),
      at: { type: DataTypes.DATE(3), allowNull: false },
      reason: optionalString(500),
    },
    { ...plain, tableName: 'promoter_application_events', modelName: 'PromoterApplicationEvent' },
  );

  const LoginUnlockTokenModel = class extends LoginUnlockToken {};
  LoginUnlockTokenModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      usedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { ...plain, tableName: 'login_unlock_tokens', modelName: 'LoginUnlockToken' },
  );

  const AuditEntryModel = class extends AuditEntry {};
  AuditEntryModel.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      at: { type: DataTypes.DATE(3), allowNull: false },
      action: { type: DataTypes.STRING(64), allowNull: false },
      actorId: { type: DataTypes.STRING(36), allowNull: true },
      subjectId: { type: DataTypes.STRING(36), allowNull: true },
      method: optionalString(10),
      path: optionalString(500),
      status: { type: DataTypes.INTEGER, allowNull: true },
      details: { type: DataTypes.TEXT, allowNull: true },
    },
    { ...plain, tableName: 'audit_log', modelName: 'AuditEntry' },
  );

  const OidcLinkModel = class extends OidcLink {};
  OidcLinkModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      issuer: { type: DataTypes.STRING(255), allowNull: false },
      subject: { type: DataTypes.STRING(255), allowNull: false },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...plain, tableName: 'oidc_links', modelName: 'OidcLink' },
  );

  UserModel.hasOne(RiderModel, { foreignKey: 'userId', as: 'rider' });
  RiderModel.belongsTo(UserModel, { foreignKey: 'userId', as: 'user' });
  RiderModel.hasMany(BikeModel, { foreignKey: 'riderId', as: 'bikes' });
  UserModel.hasOne(DealerModel, { foreignKey: 'userId', as: 'dealer' });
  DealerModel.belongsTo(UserModel, { foreignKey: 'userId', as: 'user' });
  UserModel.hasOne(PromoterModel, { foreignKey: 'userId', as: 'promoter' });
  UserModel.hasOne(AdminModel, { foreignKey: 'userId', as: 'admin' });

  const fileAttributes = {
    storageKey: { type: DataTypes.STRING(255), allowNull: false, unique: true },
    fileName: { type: DataTypes.STRING(200), allowNull: false },
    contentType: { type: DataTypes.STRING(64), allowNull: false },
    sizeBytes: { type: DataTypes.INTEGER, allowNull: false },
    sha256: { type: DataTypes.STRING(64), allowNull: false },
    uploadedBy: { type: DataTypes.STRING(36), allowNull: true },
    uploadedAt: { type: DataTypes.DATE(3), allowNull: false },
  };
  const RiderDocumentModel = class extends RiderDocument {};
  RiderDocumentModel.init(
    {
      riderId: { type: DataTypes.STRING(36), primaryKey: true },
      kind: { type: DataTypes.STRING(16), primaryKey: true, validate: { isIn: [RIDER_FILE_KINDS as unknown as string[]] } },
      ...fileAttributes,
    },
    { ...plain, tableName: 'rider_documents', modelName: 'RiderDocument' },
  );
  const RiderTimecardModel = class extends RiderTimecard {};
  RiderTimecardModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      riderId: { type: DataTypes.STRING(36), allowNull: false },
      ...fileAttributes,
    },
    { ...plain, tableName: 'rider_timecards', modelName: 'RiderTimecard' },
  );

  return {
    User: UserModel,
    Rider: RiderModel,
    Bike: BikeModel,
    VinPattern: VinPatternModel,
    Dealer: DealerModel,
    DealerFavourite: DealerFavouriteModel,
    ZipLocation: ZipLocationModel,
    Promoter: PromoterModel,
    Admin: AdminModel,
    OneTimeCode: OneTimeCodeModel,
    PasswordResetToken: PasswordResetTokenModel,
    LoginUnlockToken: LoginUnlockTokenModel,
    ContactMessage: ContactMessageModel,
    PromoterApplication: PromoterApplicationModel,
    PromoterApplicationEvent: PromoterApplicationEventModel,
    AuditEntry: AuditEntryModel,
    OidcLink: OidcLinkModel,
    RiderDocument: RiderDocumentModel,
    RiderTimecard: RiderTimecardModel,
  };
}
