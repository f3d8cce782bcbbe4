import { z } from 'zod';
import { LOCALES } from '@rr/i18n';
import { changePasswordSchema, codeSchema, emailOnlySchema, localeChoiceSchema, loginSchema, newPasswordSchema, passwordResetSchema, recoveryCodeSchema, registrationSchema } from '../accounts';
import { contactSchema } from '../contact';
import { promoterApplicationSchema } from '../promoters';
import { ROLES, type Role } from '../routes/roles';
import { sessionUserSchema } from '../session';
import { sessionAnswerSchema, signedInAnswerSchema, siteConfigSchema } from '../site';
import { promoterApplicationAnswerSchema } from './identity-answers';
import { defineOperations, type Operation } from './operation';
import { oidcCallbackSchema } from '../server-bodies';

/** `{ type, user }`: a session just started (sign-in, registration). */
export const sessionStartedAnswerSchema = z.object({ type: z.enum(ROLES), user: sessionUserSchema });
/** Single sign-on: the session started, and the page of the user's area to land on. */
export const oidcSignedInAnswerSchema = sessionStartedAnswerSchema.extend({ redirect: z.string() });
export const unlockedSignInAnswerSchema = z.object({ unlocked: z.literal(true), email: z.string() });
export const receivedAnswerSchema = z.object({ received: z.literal(true) });
/** `GET /api/openapi.json`: an OpenAPI 3.1 document (its shape is the OpenAPI specification's). */
export const openApiAnswerSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

const SIGNED_IN: readonly Role[] = ROLES;
const changePassword = (role: 'admin' | 'dealer' | 'rider'): Operation => ({
  id: `changePassword${role[0]!.toUpperCase()}${role.slice(1)}`,
  method: 'put',
  path: `/api/${role}/${role}/change-password`,
  summary: `Change the signed-in ${role === 'admin' ? 'administrator' : role}'s password`,
  description: 'Ends the user\'s other sessions. Promoters have no password change of their own.',
  body: changePasswordSchema,
  status: 204,
  errors: ['CURRENT_PASSWORD_WRONG', 'EMAIL_UNVERIFIED', 'TOO_MANY_ATTEMPTS'],
  access: { ownRole: [role] },
});

/** The BFF's own routes (sessions, accounts, config) as integrators and operators see them; see operation.ts. */
export const BFF_OPERATIONS = defineOperations([
  { id: 'getOpenApi', method: 'get', path: '/api/openapi.json', summary: 'This document: the API as OpenAPI 3.1', answer: openApiAnswerSchema, access: 'public' },
  { id: 'getSession', method: 'get', path: '/api/session', summary: 'Who is signed in (or why a session ended)', answer: sessionAnswerSchema, access: 'public' },
  { id: 'getConfig', method: 'get', path: '/api/config', summary: "What the screens need of the deployment (brand, bot check, sign-on, registration, map tiles)", answer: siteConfigSchema, access: 'public' },
  { id: 'setLanguage', method: 'get', path: '/api/set-lang', summary: 'Choose the language of the pages (a cookie)', query: z.object({ lang: z.enum(LOCALES) }), status: 204, access: 'public' },
  {
    id: 'login',
    method: 'post',
    path: '/api/login',
    summary: 'Sign in with e-mail and password (starts a session cookie)',
    description: 'After several failed attempts a bot check (`captchaToken`) is asked for, then a delay; an unlock link is mailed to the account.',
    body: loginSchema,
    answer: sessionStartedAnswerSchema,
    errors: ['LOGIN_FAILED', 'DEACTIVATED', 'CAPTCHA_REQUIRED', 'CAPTCHA_FAILED', 'LOGIN_DELAYED', 'LOGIN_BUSY'],
    access: 'public',
  },
  { id: 'unlockLogin', method: 'post', path: '/api/login-unlock', summary: 'Use a mailed unlock link: sign-in without delays for this browser', body: z.object({ token: z.string().min(1).max(512) }), answer: unlockedSignInAnswerSchema, errors: ['UNLOCK_LINK_INVALID', 'TOO_MANY_ATTEMPTS'], access: 'public' },
  { id: 'logoutLink', method: 'get', path: '/api/logout', summary: 'Sign out (a link; from another site it asks first)', status: 302, access: 'public', hidden: true },
  { id: 'logout', method: 'post', path: '/api/logout', summary: 'Sign out', status: 204, access: 'public' },
  {
    id: 'register',
    method: 'post',
    path: '/api/register',
    summary: 'Register as a rider (starts a session; a code is mailed to verify the e-mail)',
    body: registrationSchema,
    status: 201,
    answer: sessionStartedAnswerSchema,
    errors: ['REGISTRATION_CLOSED', 'RIDER_ACCOUNT_REQUIRED', 'EMAIL_TAKEN', 'VIN_TAKEN', 'CAPTCHA_FAILED', 'TOO_MANY_ATTEMPTS'],
    access: 'public',
  },
  { id: 'sendEmailCode', method: 'post', path: '/api/email-verify/send', summary: 'Mail a code to verify the signed-in user\'s e-mail', status: 202, errors: ['CODE_TOO_SOON', 'TOO_MANY_ATTEMPTS'], access: SIGNED_IN },
  { id: 'verifyEmail', method: 'post', path: '/api/email-verify', summary: "Verify the signed-in user's e-mail with the mailed code", body: codeSchema, answer: signedInAnswerSchema, errors: ['CODE_INVALID', 'TOO_MANY_ATTEMPTS'], access: SIGNED_IN },
  { id: 'forgotPassword', method: 'post', path: '/api/forgot-password', summary: 'Mail a password reset link (202 whether or not the e-mail has an account)', body: emailOnlySchema, status: 202, errors: ['CAPTCHA_FAILED', 'TOO_MANY_ATTEMPTS'], access: 'public' },
  { id: 'resetPassword', method: 'post', path: '/api/forgot-password-reset', summary: 'Set a new password with a mailed reset link', body: passwordResetSchema, answer: z.object({}), errors: ['RESET_TOKEN_INVALID', 'TOO_MANY_ATTEMPTS'], access: 'public' },
  { id: 'startAccountRecovery', method: 'post', path: '/api/account-recovery', summary: 'Mail an account recovery code (202 whether or not the e-mail has an account)', body: emailOnlySchema, status: 202, errors: ['CAPTCHA_FAILED', 'TOO_MANY_ATTEMPTS'], access: 'public' },
  { id: 'verifyAccountRecovery', method: 'post', path: '/api/account-recovery/verify', summary: 'Verify a recovery code (starts a recovery session)', body: recoveryCodeSchema, answer: signedInAnswerSchema, errors: ['CODE_INVALID', 'DEACTIVATED', 'TOO_MANY_ATTEMPTS'], access: 'public' },
  { id: 'setLostPassword', method: 'post', path: '/api/password-lost-reset', summary: 'Set a new password in a recovery session', body: newPasswordSchema, answer: signedInAnswerSchema, errors: ['RECOVERY_REQUIRED', 'EMAIL_UNVERIFIED'], access: SIGNED_IN },
  changePassword('admin'),
  changePassword('dealer'),
  changePassword('rider'),
  { id: 'setAccountLocale', method: 'put', path: '/api/account/locale', summary: "Set the signed-in user's language", body: localeChoiceSchema, answer: signedInAnswerSchema, access: SIGNED_IN },
  {
    id: 'impersonate',
    method: 'post',
    path: '/api/admin/proxy/{type}/{id}',
    params: z.object({ type: z.enum(['rider', 'dealer', 'promoter']), id: z.string() }),
    summary: 'Act as another user (an administrator; audited)',
    answer: signedInAnswerSchema,
    errors: ['PROXY_NOT_ALLOWED', 'NOT_FOUND'],
    access: ['admin'],
  },
  { id: 'stopImpersonating', method: 'post', path: '/api/proxy-remove', summary: 'Stop acting as another user: back to the administrator', answer: signedInAnswerSchema, errors: ['PROXY_REMOVE_FAILED'], access: SIGNED_IN },
  {
    id: 'contactUs',
    method: 'post',
    path: '/api/contact-us',
    summary: 'Send the contact form (bot-checked)',
    body: contactSchema,
    status: 202,
    answer: receivedAnswerSchema,
    errors: ['CAPTCHA_FAILED', 'TOO_MANY_ATTEMPTS'],
    access: 'public',
  },
  {
    id: 'applyAsPromoter',
    method: 'post',
    path: '/api/promoter-applications',
    summary: 'Apply to the programme as a promoter (bot-checked)',
    body: promoterApplicationSchema,
    status: 201,
    answer: promoterApplicationAnswerSchema,
    errors: ['EMAIL_TAKEN', 'PROMOTER_SIGN_IN_TO_APPLY', 'APPLICATION_DECIDED', 'CAPTCHA_FAILED', 'TOO_MANY_ATTEMPTS'],
    access: 'public',
  },
  { id: 'startSingleSignOn', method: 'get', path: '/api/oauth/login', summary: "Start signing in with the organisation's identity provider", query: z.object({ redirect: z.string().optional() }), status: 302, errors: ['OIDC_DISABLED', 'OIDC_FAILED'], access: 'public' },
  {
    id: 'finishSingleSignOn',
    method: 'post',
    path: '/api/oauth/callback',
    summary: "Finish single sign-on with the provider's answer",
    body: oidcCallbackSchema,
    answer: oidcSignedInAnswerSchema,
    errors: ['OIDC_DISABLED', 'OIDC_FAILED', 'OIDC_NO_ACCOUNT', 'DEACTIVATED'],
    access: 'public',
  },
]);
