import { LOCALES } from '@rr/i18n';
import { z } from 'zod';
import { requiredChoice } from './results';
import { MESSAGES, descriptor } from './messages';
import { riderContactFields, riderNameFields } from './rider-fields';
import { explainVin } from './vin';
import {
  addressByCountry,
  bikeYear,
  checkedWithSiblings,
  maxLength,
  oneTimeCode,
  password,
  passwordsMatch,
  phone,
  pin,
  pinsMatch,
  email,
  fieldRule,
  optional,
  required,
  requiredAnd,
  requiredText,
  riderConfirmed,
  vin,
} from './fields';

/**
 * The first bike's VIN at registration: 'Invalid VIN' (the spec's message) for what `vin()` refuses and for a wrong
 * check digit where the VIN's maker uses one. The form shows that problem as the VIN is typed; without this the
 * server opened the account anyway, with a bike the rider then had to correct before doing anything.
 */
const registrationVin = () =>
  requiredAnd(
    fieldRule<string>(
      (value) => (vin().safeParse(value).success ? null : descriptor(MESSAGES.vin)),
      (value) => (explainVin(String(value)).checkDigit.ok === false ? descriptor(MESSAGES.vin) : null),
    ),
  );

/** The language of the mails a request sends, when it is one of ours; anything else is dropped (identity then uses the account's). */
const optionalLocale = z.enum(LOCALES).optional().catch(undefined);

/**
 * The account bodies of spec §2/§5 and docs/accounts.md (registration, PIN, passwords, recovery, admin profile,
 * merge, login), written once: the browser form validates with the schema before sending, the BFF and identity
 * parse the same body with it. Bodies are flat objects (field → value) so one error maps to one input; fields
 * a schema does not name are dropped by the parse.
 */

/** The fields of a new password typed twice; the match is checked by `passwordsMatch` on the object. */
const newPasswordFields = {
  password: password(),
  confirmPassword: checkedWithSiblings<string>(),
};

/**
 * Rider registration (`/register`, POST /api/register): account, contact, US/Canada or international address,
 * amateur or pro, and the first bike. `state` is from the list for US/CA, free for other countries; the postal
 * code follows the country. `locale` (the language of the mails) and `captchaToken` travel with it and are checked
 * by their readers.
 */
export const registrationSchema = z
  .object({
    ...riderNameFields,
    ...newPasswordFields,
    ...riderContactFields,
    bikeYear: bikeYear(),
    bikeMake: requiredText(100),
    bikeModel: requiredText(100),
    vin: registrationVin(),
    riderConfirmed: riderConfirmed(),
    locale: optionalLocale,
  })
  .check(passwordsMatch(), addressByCountry());
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** Create or change the rider's PIN (`currentPin` is checked by the service when a PIN exists). */
export const pinSchema = z
  .object({
    pin: pin(),
    confirmPin: checkedWithSiblings<string>(),
    currentPin: z.string().optional().catch(undefined),
  })
  .check(pinsMatch());
export type PinInput = z.infer<typeof pinSchema>;

/** A new password typed twice (reset pages). */
export const newPasswordSchema = z.object(newPasswordFields).check(passwordsMatch());
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** Change password while signed in (admin, dealer, rider). */
export const changePasswordSchema = z
  .object({ currentPassword: required<string>(), ...newPasswordFields })
  .check(passwordsMatch());
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Forgot password / account recovery: the e-mail to send to. */
export const emailOnlySchema = z.object({ email: requiredAnd(email()) });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/** Forgot password / account recovery as the BFF hands it to identity: the e-mail and the language in use. */
export const mailRequestSchema = z.object({ email: requiredAnd(email()), locale: optionalLocale });

/**
 * `PUT /api/account/locale`: the signed-in user's language, one of the interface locales. It is stored on the account:
 * the signed-in areas show it whatever the browser asks for, and the account's mail goes out in it.
 */
export const localeChoiceSchema = z.object({ locale: requiredChoice(LOCALES) });
export type LocaleChoice = z.infer<typeof localeChoiceSchema>;
export type MailRequestInput = z.infer<typeof mailRequestSchema>;

/**
 * A new password with the mailed reset token (POST /api/forgot-password-reset). The token is only carried here:
 * its checks answer RESET_TOKEN_INVALID, not a field error.
 */
export const passwordResetSchema = z.object({ ...newPasswordFields, token: z.unknown() }).check(passwordsMatch());
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** A one-time code typed from an e-mail. */
export const codeSchema = z.object({ code: oneTimeCode() });
export type CodeInput = z.infer<typeof codeSchema>;

/** Account recovery: e-mail and the code mailed to it. */
export const recoveryCodeSchema = z.object({ email: requiredAnd(email()), code: oneTimeCode() });
export type RecoveryCodeInput = z.infer<typeof recoveryCodeSchema>;

/** Admin profile (PUT /api/admin/admin/{adminId}). */
export const adminProfileSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredAnd(email()),
  phone: optional(phone(), { blankIsAbsent: true }).optional(),
  profileImage: maxLength(500).optional(),
});
export type AdminProfileInput = z.infer<typeof adminProfileSchema>;

/**
 * Merge two riders (POST /api/admin/riders-merge): the rider kept, the rider deleted (ids), and the typed
 * confirmation `DELETE <deleted e-mail> KEEP <kept e-mail>`. The e-mails are only known to identity, which matches
 * the confirmation with `mergeConfirmationMatches` (MERGE_CONFIRMATION when it does not, a blank one included);
 * the admin's dialog checks it with `mergeConfirmation(...)`.
 */
export const mergeSchema = z.object({
  keepRiderId: requiredText(36),
  deleteRiderId: requiredText(36),
  confirmation: maxLength(700).optional(),
});
export type MergeInput = z.infer<typeof mergeSchema>;

/**
 * Sign in (POST /api/login, and the BFF's call to identity): an e-mail and a password. Only presence and size are
 * checked, so a wrong format says nothing more than a wrong password would (LOGIN_FAILED). Readers trim the e-mail.
 */
export const loginSchema = z.object({
  email: requiredText(320),
  password: requiredText(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;
