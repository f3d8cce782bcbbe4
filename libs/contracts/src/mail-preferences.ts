import { z } from 'zod';
import { fail } from './issues';
import { MESSAGES } from './messages';

/**
 * The mail a rider gets about their money, and which of it they may turn off (`GET|PUT /api/rider/mail-preferences`,
 * the profile's Mail card; identity keeps the choices and checks them before it mails a notice).
 *
 * Optional: `earnings` (an earning posted, or waiting and why), `claims` (a payout claim approved or rejected),
 * `cashouts` (a cash-out paid), `redemptions` (dealer credit spent at a dealer), `creditExpiring` (earnings that expire
 * within 30 days). Always sent, whatever the rider chose: `debts` (a correction left the rider owing the programme, and
 * its repayment), `cashoutFailed` (the money is back on the balance) and `account` (verification, recovery, password,
 * sign-in and PIN mails): the programme must be able to reach the rider about them.
 */
export const OPTIONAL_RIDER_MAILS = ['earnings', 'claims', 'cashouts', 'redemptions', 'creditExpiring'] as const;
export type OptionalRiderMail = (typeof OPTIONAL_RIDER_MAILS)[number];
export const REQUIRED_RIDER_MAILS = ['debts', 'cashoutFailed', 'account'] as const;
export type RequiredRiderMail = (typeof REQUIRED_RIDER_MAILS)[number];

/** Each optional mail: on (sent) or off. Every mail starts on. */
export const mailPreferencesSchema = z.object(Object.fromEntries(OPTIONAL_RIDER_MAILS.map((kind) => [kind, z.boolean()])) as Record<OptionalRiderMail, z.ZodBoolean>);
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** `GET|PUT /api/rider/mail-preferences` → the rider's choices. */
export const mailPreferencesAnswerSchema = z.object({ preferences: mailPreferencesSchema });
export type MailPreferencesAnswer = z.infer<typeof mailPreferencesAnswerSchema>;

const invalid = { error: MESSAGES.invalid.id };

/**
 * `PUT /api/rider/mail-preferences`: any of the optional mails, each `true` (on) or `false` (off); a kind left out
 * stays as it is. Naming a mail that is always sent is refused (`validation.mail.required`), as is any other key.
 */
export const mailPreferencesInputSchema = z
  .object(Object.fromEntries(OPTIONAL_RIDER_MAILS.map((kind) => [kind, z.boolean(invalid).optional()])) as Record<OptionalRiderMail, z.ZodOptional<z.ZodBoolean>>)
  .catchall(z.unknown())
  .superRefine((input, ctx) => {
    for (const key of Object.keys(input)) {
      if ((OPTIONAL_RIDER_MAILS as readonly string[]).includes(key)) continue;
      fail(ctx, (REQUIRED_RIDER_MAILS as readonly string[]).includes(key) ? MESSAGES.mailRequired : MESSAGES.invalid, undefined, [key]);
    }
  })
  .transform((input) => Object.fromEntries(OPTIONAL_RIDER_MAILS.flatMap((kind) => (typeof input[kind] === 'boolean' ? [[kind, input[kind]]] : []))) as Partial<MailPreferences>);
export type MailPreferencesInput = z.output<typeof mailPreferencesInputSchema>;
