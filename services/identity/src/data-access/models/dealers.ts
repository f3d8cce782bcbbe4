import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { PROGRAMME_TIME_ZONE } from '@rr/contracts';
import { timeZoneOfAddress } from '@rr/contracts/time-zones';
import type { IdentityModels } from './index.js';
import type { User } from './users.js';
import { address, WithAddress, stamped } from './columns.js';
import { idKey, requiredString, optionalString, instant, flag, timestamps } from '@rr/server-kit/model-columns';

export class Dealer extends WithAddress<Dealer> {
  declare userId: string;
  declare name: string;
  /** The dealer number shown as `dealerId` (unique when set). */
  declare dealerCode: CreationOptional<string | null>;
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

  declare user?: NonAttribute<User>;
}

/** One of a rider's favourite dealers (the dealer finder's mark). */
export class DealerFavourite extends Model<InferAttributes<DealerFavourite>, InferCreationAttributes<DealerFavourite>> {
  declare riderId: string;
  declare dealerId: string;
  declare createdAt: Date;
}

/** Dealers, and the riders' marks on their favourite ones. */
export function defineDealerModels(sequelize: Sequelize): Pick<IdentityModels, 'Dealer' | 'DealerFavourite'> {
  const common = stamped(sequelize);

  const DealerModel = class extends Dealer {};
  DealerModel.init(
    {
      userId: idKey(),
      name: requiredString(200),
      dealerCode: { type: DataTypes.STRING(50), allowNull: true, unique: true },
      ...address,
      country: optionalString(2),
      phone: optionalString(32),
      websiteUrl: optionalString(500),
      bio: { type: DataTypes.STRING(500), allowNull: true, validate: { len: [0, 500] } },
      active: flag(true),
      latitude: { type: DataTypes.DOUBLE, allowNull: true },
      longitude: { type: DataTypes.DOUBLE, allowNull: true },
      timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: PROGRAMME_TIME_ZONE },
      timeZoneFromAddress: flag(true),
      ...timestamps(),
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
      riderId: idKey(),
      dealerId: idKey(),
      createdAt: instant(),
    },
    { ...common, tableName: 'dealer_favourites', modelName: 'DealerFavourite', timestamps: false },
  );

  return { Dealer: DealerModel, DealerFavourite: DealerFavouriteModel };
}
