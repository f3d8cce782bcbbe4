import type { Sequelize } from 'sequelize';
import { ZipLocation, defineZipLocationModels } from '@rr/server-kit/zip-location-model';
import { PromoterApiToken, defineApiTokenModels } from './api-tokens.js';
import { AuditEntry, defineAuditModels } from './audit.js';
import { LoginUnlockToken, OneTimeCode, PasswordResetToken, defineCodeAndTokenModels } from './codes-and-tokens.js';
import { ContactMessage, defineContactMessageModels } from './contact-messages.js';
import { Dealer, DealerFavourite, defineDealerModels } from './dealers.js';
import { OidcLink, defineOidcModels } from './oidc.js';
import { Promoter, PromoterApplication, PromoterApplicationEvent, definePromoterModels } from './promoters.js';
import { Bike, Rider, RiderDocument, RiderTimecard, defineRiderModels } from './riders.js';
import { Admin, User, defineUserModels } from './users.js';
import { VinPattern, defineVinPatternModels } from './vin-patterns.js';

// The classes carry the typings; `defineModels` binds a fresh subclass of each to one Sequelize instance, so several
// databases (tests, the embedded launcher) can live in one process. One file per aggregate: what changes together.

export * from './api-tokens.js';
export * from './audit.js';
export * from './codes-and-tokens.js';
export * from './contact-messages.js';
export * from './dealers.js';
export * from './oidc.js';
export * from './promoters.js';
export * from './riders.js';
export * from './users.js';
export * from './vin-patterns.js';
/** The postal codes' reference points the dealer finder measures from: the same table as the events service's. */
export { ZipLocation } from '@rr/server-kit/zip-location-model';

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
  PromoterApiToken: typeof PromoterApiToken;
}

/** Binds the identity models (and their associations) to one Sequelize instance. */
export function defineModels(sequelize: Sequelize): IdentityModels {
  const { User, Admin } = defineUserModels(sequelize);
  const { Rider, Bike, RiderDocument, RiderTimecard } = defineRiderModels(sequelize);
  const { Dealer, DealerFavourite } = defineDealerModels(sequelize);
  const { Promoter, PromoterApplication, PromoterApplicationEvent } = definePromoterModels(sequelize);

  User.hasOne(Rider, { foreignKey: 'userId', as: 'rider' });
  Rider.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  Rider.hasMany(Bike, { foreignKey: 'riderId', as: 'bikes' });
  User.hasOne(Dealer, { foreignKey: 'userId', as: 'dealer' });
  Dealer.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  User.hasOne(Promoter, { foreignKey: 'userId', as: 'promoter' });
  User.hasOne(Admin, { foreignKey: 'userId', as: 'admin' });

  return {
    User,
    Rider,
    Bike,
    ...defineVinPatternModels(sequelize),
    Dealer,
    DealerFavourite,
    ...defineZipLocationModels(sequelize),
    Promoter,
    Admin,
    ...defineCodeAndTokenModels(sequelize),
    ...defineContactMessageModels(sequelize),
    PromoterApplication,
    PromoterApplicationEvent,
    ...defineAuditModels(sequelize),
    ...defineOidcModels(sequelize),
    RiderDocument,
    RiderTimecard,
    ...defineApiTokenModels(sequelize),
  };
}
