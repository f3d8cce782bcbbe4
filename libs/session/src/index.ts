import { atom } from 'jotai';
import type { SessionUser } from '@rr/contracts';
import type { Locale } from '@rr/i18n';
import { HOME_PATHS as REGISTRY_HOME_PATHS, ROLES, isRole, paths, type Role } from '@rr/contracts/routes';

/** The four kinds of signed-in user: the roles of the route registry (@rr/contracts). */
export type UserType = Role;

/** The user object of a session (spec §3 "Session user"): the @rr/contracts schema's type, shared with the BFF and identity. */
export type { SessionBike, SessionUser } from '@rr/contracts';

export const USER_TYPES: readonly UserType[] = ROLES;

/** Whether a value is one of the four user types. */
export const isUserType: (value: unknown) => value is UserType = isRole;

export type Session =
  | { authenticated: false }
  | { authenticated: true; type: UserType; user: SessionUser; proxyHost: boolean; recovery?: boolean };

/**
 * GET /api/session. `problem: 'AUTH_INCONSISTENT'` means the BFF found a session lacking its type or
 * user (spec §8): the client alerts and logs out.
 */
export type SessionResponse = Session & { problem?: 'AUTH_INCONSISTENT' | 'DEACTIVATED' | 'SESSION_ENDED'; message?: string };

/** The current session as the BFF reported it; null until the first load. */
export const sessionAtom = atom<Session | null>(null);
/** The locale the shell is showing; remotes read it to pick their catalog. */
export const localeAtom = atom<Locale>('en');
/** Client-side map data (spec §3 "Client state also holds … a maps object"), loaded lazily by the features that draw maps. */
export const mapsAtom = atom<Record<string, unknown>>({});
/** Brand name of this deployment (spec §1: varies by deployment). */
export const brandNameAtom = atom<string>('Race Rewards');

/** The name a sidebar shows for a user (spec §2 "Sidebar identity fields"). */
export function displayName(user: SessionUser): string {
  if (user.type === 'admin') return [user.firstName, user.lastName].filter(Boolean).join(' ');
  if (user.type === 'rider') return user.fullName ?? '';
  return user.name ?? '';
}

/** Start page of each signed-in area (the first item of its navigation), from the route registry. */
export const HOME_PATHS: Readonly<Record<UserType, string>> = REGISTRY_HOME_PATHS;

/** Spec §2: "A profile link in the sidebar goes to /auth/{userType}/profile". */
export function profilePath(type: UserType): string {
  return paths.profile(type);
}

/** Spec §4 rider readiness: no bikes, or any bike marked invalid, sends the rider to fix their VINs. */
export function riderNeedsVin(user: SessionUser): boolean {
  const bikes = user.bikes ?? [];
  return bikes.length === 0 || bikes.some((bike) => bike.valid === 'invalid');
}
