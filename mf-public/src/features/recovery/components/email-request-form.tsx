import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { emailOnlySchema } from '@rr/validation';
import { Alert, Button, Field, Input } from '@rr/ui';
import { useForm } from '../../../lib/use-form';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useMessage } from '../../../lib/use-message';
import { BotCheck } from '../../bot-check/components/bot-check';
import { captchaField } from '../../bot-check/lib/bot-check-state';
import { useBotCheck } from '../../bot-check/use-bot-check';

const toInput = (values: { email: string }) => ({ email: values.email.trim().toLowerCase() });

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
  const text = useMessage();
  const form = useForm(emailOnlySchema, { email: initialEmail }, toInput);
  const botCheck = useBotCheck(siteKey);
  const { formRef, submit, submitting, problem } = useFormSubmit(
    form,
    ['email'],
    async (values, verdict) => {
      const { email } = toInput(values);
      await send({ email, ...captchaField(verdict) });
      return email;
    },
    {
      ready: () => {
        const verdict = botCheck.verdict();
        return verdict.ok ? verdict : null;
      },
      onSuccess: onSent,
      onError: (error, failure) => {
        botCheck.reset(error.code === 'CAPTCHA_FAILED');
        // The field errors and the alert show; focus stays where it is.
        return { ...failure, focus: null };
      },
    },
  );

  return (
    <form ref={formRef} className="rr-stack" onSubmit={submit} noValidate>
      <Field label={<FormattedMessage id="public.recovery.email" />} error={text(form.errors.email)} required>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          spellCheck={false}
          autoFocus
          value={form.values.email}
          invalid={Boolean(form.errors.email)}
          onChange={(event) => form.setValue('email', event.target.value)}
        />
      </Field>
      <BotCheck {...botCheck.props} />
      {problem ? <Alert tone="error">{text(problem)}</Alert> : null}
      <Button type="submit" block size="lg" loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
