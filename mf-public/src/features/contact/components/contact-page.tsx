import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS, contactSchema, type ContactInput } from '@rr/contracts';
import { useNavigate, useSearchParams } from '@rr/router';
import { brandNameAtom, localeAtom } from '@rr/session';
import { Alert, Button, Card, Field, Input, PageHeader, PageLoading, Select, TextLink, Textarea } from '@rr/ui';
import { useContractForm } from '@rr/ui/form';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { BotCheck, captchaField, type BotCheckVerdict, useBotCheck } from '../../bot-check';
import { useSiteConfig } from '../../config';
import { sendContact } from '../api/send-contact';
import { withFeatureIntl } from '../i18n';

type Passed = Extract<BotCheckVerdict, { ok: true }>;
type Values = { name: string; email: string; company: string; reason: string; message: string };

/** /about/contact (spec §2 contact form): topic, name, e-mail, company and a message of at most 500 characters. */
function ContactPageContent() {
  const config = useSiteConfig();
  if (!config) return <PageLoading />;
  return <ContactForm siteKey={config.recaptchaSiteKey} />;
}

function ContactForm({ siteKey }: { siteKey: string | null }) {
  const intl = useIntl();
  const brand = useAtomValue(brandNameAtom);
  const locale = useAtomValue(localeAtom);
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const botCheck = useBotCheck(siteKey);
  const asked = search.get('topic') ?? '';
  const form = useContractForm<Values, ContactInput, unknown, Passed>({
    schema: contactSchema,
    defaultValues: { name: '', email: '', company: '', reason: (CONTACT_TOPICS as readonly string[]).includes(asked) ? asked : '', message: '' },
    toBody: (values) => ({ ...values, name: values.name.trim(), email: values.email.trim(), company: values.company.trim() }) as ContactInput,
    ready: () => {
      const verdict = botCheck.verdict();
      return verdict.ok ? verdict : null;
    },
    send: (body, verdict) => sendContact({ ...body, ...captchaField(verdict), locale }),
    onSuccess: () => navigate(localized('/thank-you-contact')),
    leaveBusy: true,
  });
  const length = [...(form.form.watch('message') ?? '')].length;
  const label = (id: string) => <FormattedMessage id={`public.contactForm.${id}`} />;
  return (
    <div className="rr-container pub-page" data-testid="contact-page">
      <PageHeader title={<FormattedMessage id="public.contact.title" />} description={<FormattedMessage id="public.contact.text" values={{ brand }} />} />
      <p>
        <TextLink to={localized('/about/faq')}>
          <FormattedMessage id="public.contact.faq" />
        </TextLink>
      </p>
      <Card>
        <form className="rr-stack" {...form.formProps}>
          <div className="pub-form-grid">
            <Field label={label('reason')} required error={form.error('reason')} className="pub-form-grid__full">
              <Select {...form.field('reason')}>
                <option value="">{intl.formatMessage({ id: 'public.contactForm.choose' })}</option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {intl.formatMessage({ id: `public.contactForm.topic.${topic}` })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={label('name')} required error={form.error('name')}>
              <Input autoComplete="name" {...form.field('name')} />
            </Field>
            <Field label={label('email')} required error={form.error('email')}>
              <Input type="email" autoComplete="email" spellCheck={false} {...form.field('email')} />
            </Field>
            <Field label={label('company')} error={form.error('company')} className="pub-form-grid__full">
              <Input autoComplete="organization" {...form.field('company')} />
            </Field>
            <Field
              label={label('message')}
              required
              error={form.error('message')}
              hint={<FormattedMessage id="public.contactForm.counter" values={{ count: length, max: CONTACT_MESSAGE_MAX_LENGTH }} />}
              className="pub-form-grid__full"
            >
              <Textarea rows={6} {...form.field('message')} />
            </Field>
          </div>
          <BotCheck {...botCheck.props} />
          {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
          <div>
            <Button type="submit" loading={form.submitting}>
              {label('send')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

export const ContactPage = withFeatureIntl(ContactPageContent);
