import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { emailOnlySchema } from '@rr/contracts';
import { Button, Field, Input } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { BotCheck, captchaField, type BotCheckVerdict, useBotCheck } from '../../bot-check';

/** A bot check that lets the form go (with its token, when the check is on). */
type Passed = Extract<BotCheckVerdict, { ok: true }>;

const toBody = (values: { email: string }) => ({ email: values.email.trim().toLowerCase() });

/**
 * An e-mail address and the bot check, sent to an endpoint that always answers 202 (forgot password, account
 * recovery), so the page never tells whether an account exists.
 */
export function EmailRequestForm({ siteKey, initialEmail = '', submitLabel, send, onSent }: {
  siteKey: string | null;
  initialEmail?: string;
  submitLabel: ReactNode;
  send: (body: { email: string; captchaToken?: string }) => Promise<void>;
  onSent: (email: string) => void;
}) {
  const botCheck = useBotCheck(siteKey);
  const form = useContractForm({
    schema: emailOnlySchema,
    defaultValues: { email: initialEmail },
    toBody,
    ready: (): Passed | null => {
      const verdict = botCheck.verdict();
      return verdict.ok ? verdict : null;
    },
    send: async ({ email }, verdict: Passed) => {
      await send({ email, ...captchaField(verdict) });
      return email;
    },
    onSuccess: onSent,
    onError: (error, failure) => {
      botCheck.reset(error.code === 'CAPTCHA_FAILED');
      // The field errors and the alert show; focus stays where it is.
      return { ...failure, focus: false };
    },
  });

  return (
    <form className="rr-stack" {...form.formProps}>
      <Field label={<FormattedMessage id="public.recovery.email" />} error={form.error('email')} required>
        <Input type="email" autoComplete="email" spellCheck={false} autoFocus {...form.field('email')} />
      </Field>
      <BotCheck {...botCheck.props} />
      <FormProblem form={form} />
      <Button type="submit" block size="lg" loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
