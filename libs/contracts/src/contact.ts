import { LOCALES } from '@rr/i18n';
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, email, maxLength, requiredAnd, requiredText } from './fields';
import { requiredChoice } from './results';

/** Spec §2 "Contact form": the topics, shown as the form's reason. */
export const CONTACT_TOPICS = ['accountHelp', 'dealerRedeem', 'promoter', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * The contact form (`POST /api/contact-us`): name, e-mail, company, the reason (a topic) and a message of at most 500
 * characters (spec §5). The BFF checks the bot check (`captchaToken`, read beside the schema) and throttles per
 * address; identity stores the message and mails it to the programme team.
 */
export const contactSchema = z.object({
  name: requiredText(120),
  email: requiredAnd(email()),
  company: maxLength(200).optional(),
  reason: requiredChoice(CONTACT_TOPICS),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  locale: z.enum(LOCALES).optional().catch(undefined),
});
export type ContactInput = z.infer<typeof contactSchema>;
