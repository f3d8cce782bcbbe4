import type { RiderDuplicate } from '@rr/contracts';
import type { Transaction } from 'sequelize';
import { findVinOwnerId } from '../data-access/bikes-repository.js';
import type { IdentityDb } from '../data-access/database.js';
import type { User } from '../data-access/models/index.js';
import { findNamesakeRiderIds } from '../data-access/rider-directory-repository.js';
import { findUserByEmail, findUsersWithNames } from '../data-access/users-repository.js';
import { displayName } from './session-user.js';

/** At most this many riders of the same name and birth date are named (staff compare them one by one). */
const MAX_NAMESAKES = 10;

export interface NewRiderIdentity {
  email: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  /** Normalised, or null without a first bike. */
  vin: string | null;
}

function duplicateOf(user: User, kind: RiderDuplicate['kind']): RiderDuplicate {
  return {
    kind,
    blocking: kind !== 'nameBirthDate',
    accountType: user.type,
    id: user.id,
    name: displayName(user),
    email: user.email,
    city: user.rider?.city ?? user.dealer?.city ?? user.promoter?.city ?? null,
    dateOfBirth: user.rider?.dateOfBirth ?? null,
  };
}

/**
 * The accounts a new rider may duplicate (staff's "New rider"): the account with the e-mail (any kind), the rider with
 * a bike of the VIN, and riders of the same first and last name (case aside) born the same day. Each account once, the
 * blocking reason first; nothing when there is no such account.
 */
export async function findRiderDuplicates(db: IdentityDb, rider: NewRiderIdentity, transaction?: Transaction): Promise<RiderDuplicate[]> {
  const found = new Map<string, RiderDuplicate['kind']>();
  const byEmail = await findUserByEmail(db, rider.email, transaction);
  if (byEmail) found.set(byEmail.id, 'email');
  if (rider.vin) {
    const owner = await findVinOwnerId(db, rider.vin, transaction);
    if (owner && !found.has(owner)) found.set(owner, 'vin');
  }
  if (rider.dateOfBirth) {
    const namesakes = await findNamesakeRiderIds(db, { firstName: rider.firstName, lastName: rider.lastName, dateOfBirth: rider.dateOfBirth }, MAX_NAMESAKES, transaction);
    for (const id of namesakes) if (!found.has(id)) found.set(id, 'nameBirthDate');
  }
  if (found.size === 0) return [];
  const users = new Map((await findUsersWithNames(db, [...found.keys()])).map((user) => [user.id, user]));
  return [...found].flatMap(([id, kind]) => {
    const user = users.get(id);
    return user ? [duplicateOf(user, kind)] : [];
  });
}
