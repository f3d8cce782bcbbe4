import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { toApiError } from '@rr/api-client';
import { emailOnlySchema, type MessageDescriptor } from '@rr/validation';
import { Alert, Button, Field, Input } from '@rr/ui';
import { errorMessage, serverFieldErrors } from '../../../lib/form';
import { useFocusField } from '../../../lib/use-focus-field';
import { useForm } from '../../../lib/use-form';
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
  const { formRef, focusField } = useFocusField();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const clientProblems = form.check();
    const verdict = botCheck.verdict();
    if (clientProblems.email) {
      focusField('email');
      return;
    }
    if (!verdict.ok) return;
    setSubmitting(true);
    setProblem(null);
    const { email } = toInput(form.values);
    try {
      await send({ email, ...captchaField(verdict) });
      onSent(email);
    } catch (caught) {
      const apiError = toApiError(caught);
      setSubmitting(false);
      botCheck.reset(apiError.code === 'CAPTCHA_FAILED');
      const { fields } = serverFieldErrors(apiError, ['email']);
      form.setServerErrors(fields);
      setProblem(errorMessage(apiError));
    }
  }

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
