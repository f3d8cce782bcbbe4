import { PROGRAMME_TIME_ZONE, type SessionUser } from '@rr/contracts';
import type { User } from '../data-access/models/index.js';
import { mailLocale } from './locale.js';

/** The signed-in user (docs/accounts.md "Session user"): one schema in @rr/contracts for identity, BFF and browser. */
export type { SessionBike, SessionUser } from '@rr/contracts';

/**
 * Maps a user loaded with its profile (users-repository `findUserWithProfile`) to a SessionUser.
 * `phone` is the profile's phone (a rider's primary phone), else the account's own.
 */
export function toSessionUser(user: User): SessionUser {
  const base: SessionUser = {
    _id: user.id,
    type: user.type,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    deActivated: Boolean(user.deactivated),
    phone: user.phone ?? null,
    profileImage: user.profileImage ?? null,
    locale: mailLocale(user.locale),
  };
  switch (user.type) {
    case 'rider': {
      const rider = user.rider;
      return {
        ...base,
        phone: rider?.phone1 ?? base.phone,
        fullName: rider ? `${rider.firstName} ${rider.lastName}`.trim() : '',
        bikes: (rider?.bikes ?? []).map((bike) => ({ _id: bike.id, year: bike.year, make: bike.make, model: bike.model, vin: bike.vin, valid: bike.valid })),
        hasPin: Boolean(rider?.pinHash),
        pinLocked: Boolean(rider?.pinLockedAt),
        pro: Boolean(rider?.pro),
      };
    }
    case 'dealer':
      return {
        ...base,
        phone: user.dealer?.phone ?? base.phone,
        name: user.dealer?.name ?? '',
        participating: user.dealer?.active !== false,
        timeZone: user.dealer?.timeZone ?? PROGRAMME_TIME_ZONE,
      };
    case 'promoter':
      return { ...base, phone: user.promoter?.phone ?? base.phone, name: user.promoter?.name ?? '' };
    case 'admin':
      return { ...base, firstName: user.admin?.firstName ?? '', lastName: user.admin?.lastName ?? '' };
  }
}

/** The name an admin screen shows for a user: a rider's full name, a dealer's or promoter's name, an admin's first and last name. */
export function displayName(user: User): string {
  switch (user.type) {
    case 'rider':
      return user.rider ? `${user.rider.firstName} ${user.rider.lastName}`.trim() : user.email;
    case 'dealer':
      return user.dealer?.name ?? user.email;
    case 'promoter':
      return user.promoter?.name ?? user.email;
    case 'admin':
      return user.admin ? `${user.admin.firstName} ${user.admin.lastName}`.trim() : user.email;
  }
}
