import { atom } from 'jotai';
import type { Locale } from '@rr/i18n';

export type UserType = 'rider' | 'dealer' | 'promoter' | 'admin';

export interface SessionBike {
  _id: string;
  year: number;
  make: string;
  model: string;
  vin: string;
  valid: 'verified' | 'invalid' | 'unverified';
}

/** The user object of a session (spec §3 "Session user"); identity fields differ per type (spec §2). */
export interface SessionUser {
  _id: string;
  type: UserType;
  email: string;
  emailVerified: boolean;
  deActivated: boolean;
  phone?: string | null;
  profileImage?: string | null;
  firstName?: string;
  lastName?: string;
  name?: string;
  fullName?: string;
  bikes?: SessionBike[];
}

export type Session =
  | { authenticated: false }
  | { authenticated: true; type: UserType; user: SessionUser; proxyHost: boolean };

/** The current session as the BFF reported it; null until the first load. */
export const sessionAtom = atom<Session | null>(null);
/** The locale the shell is showing; remotes read it to pick their catalog. */
export const localeAtom = atom<Locale>('en');
/** Brand name of this deployment (spec §1: varies by deployment). */
export const brandNameAtom = atom<string>('Race Rewards');

/** The name a sidebar shows for a user (spec §2 "Sidebar identity fields"). */
export function displayName(user: SessionUser): string {
  if (user.type === 'admin') return [user.firstName, user.lastName].filter(Boolean).join(' ');
  if (user.type === 'rider') return user.fullName ?? '';
  return user.name ?? '';
}
