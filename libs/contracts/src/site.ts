import { z } from 'zod';
import { ROLES } from './routes/roles';
import { sessionUserSchema } from './session';

/** The BFF's own answers to the shell and the remotes: GET /api/session and GET /api/config (docs/accounts.md). */

/** Why a session was ended: the shell alerts the message and logs out (spec §8). */
export const SESSION_PROBLEMS = ['AUTH_INCONSISTENT', 'DEACTIVATED', 'SESSION_ENDED'] as const;
export type SessionProblem = (typeof SESSION_PROBLEMS)[number];

/** Signed in: the user, their type, whether an administrator impersonates them, and a live recovery mark. */
export const signedInAnswerSchema = z.object({
  authenticated: z.literal(true),
  type: z.enum(ROLES),
  user: sessionUserSchema,
  /** An administrator is behind this session (impersonation); an answer without it is not impersonated. */
  proxyHost: z.boolean().default(false),
  /** A recovery code was accepted a moment ago: the user may set a new password without the old one. */
  recovery: z.literal(true).optional(),
});
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;

/** Signed out; with `problem` (and its English `message`) when the BFF ended the session. */
export const signedOutAnswerSchema = z.object({
  authenticated: z.literal(false),
  problem: z.enum(SESSION_PROBLEMS).optional(),
  message: z.string().optional(),
});
export type SignedOutAnswer = z.infer<typeof signedOutAnswerSchema>;

/** GET /api/session (also the answer of login, registration, recovery and impersonation). */
export const sessionAnswerSchema = z.discriminatedUnion('authenticated', [signedInAnswerSchema, signedOutAnswerSchema]);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** GET /api/config: what the screens need to know of the deployment. */
export const siteConfigSchema = z.object({
  /** Spec §1: the brand varies by deployment. */
  brandName: z.string(),
  /** reCAPTCHA v2 site key; null = the bot check is off; '' = on but no key configured. */
  recaptchaSiteKey: z.string().nullable(),
  /** "Sign in with your organisation" on the login page. */
  oidcEnabled: z.boolean(),
  /** Spec §9 "registration enabled". */
  registrationEnabled: z.boolean(),
  /** The event maps' tiles (a `{z}/{x}/{y}` URL and the attribution to show), or null: pins without tiles. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});
export type SiteConfigAnswer = z.infer<typeof siteConfigSchema>;
