import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import {
  applicationBody,
  defaultSeason,
  emptyApplication,
  prefilled,
  seasonsToApply,
  promoterApplicationSchema,
  type ApplicationValues,
  type MessageDescriptor,
  type PromoterApplication,
  type PromoterApplicationInput,
  type PromoterDetail,
} from '@rr/contracts';
import { brandNameAtom, localeAtom, sessionAtom } from '@rr/session';
import { Alert, Button, ButtonLink, Card, Field, Input, PageHeader, PageLoading, TextLink, describeApiError } from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { PromoterContactFields } from '@rr/ui/promoter-contact-fields';
import { TrackFields } from '@rr/ui/track-fields';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { BotCheck, captchaField, type BotCheckVerdict, useBotCheck } from '../../bot-check';
import { useSiteConfig } from '../../config';
import { AddressFields, defaultCountry } from '../../register';
import { sendApplication, useOwnRecord } from '../api/application';
import { SeasonField } from './season-field';
import { withFeatureIntl } from '../i18n';


type Passed = Extract<BotCheckVerdict, { ok: true }>;

const SIGN_IN_TO_APPLY: MessageDescriptor = { id: 'public.apply.signInToApply', defaultMessage: 'You already have a promoter account: log in to apply' };

/**
 * /promoters: what the programme offers promoters and how it works, then the yearly application
 * (organisation and address, the series, the tracks) with the bot check, and a confirmation once it is in. A
 * signed-in promoter starts from last season's answers and applies with their account.
 */
function PromotersPageContent() {
  const config = useSiteConfig();
  const session = useAtomValue(sessionAtom);
  const user = session?.authenticated ? session.user : null;
  const promoterId = user?.type === 'promoter' ? user._id : null;
  const own = useOwnRecord(promoterId);
  const [sent, setSent] = useState<PromoterApplication | null>(null);
  if (!config || (promoterId && own.isPending)) return <PageLoading />;
  return (
    <div className="rr-container pub-page pub-promoters" data-testid="promoters-page">
      <Intro />
      {sent ? (
        <Sent application={sent} />
      ) : own.data && seasonsToApply(own.data).length === 0 ? (
        <Decided detail={own.data} />
      ) : (
        <ApplicationForm
          siteKey={config.recaptchaSiteKey}
          signedInEmail={promoterId ? (user?.email ?? '') : null}
          record={own.data ?? null}
          onSent={setSent}
        />
      )}
    </div>
  );
}

function Intro() {
  const brand = useAtomValue(brandNameAtom);
  const intl = useIntl();
  return (
    <>
      <PageHeader title={<FormattedMessage id="public.promoters.title" />} description={<FormattedMessage id="public.promoters.text" values={{ brand }} />} />
      <ol className="pub-steps" aria-label={intl.formatMessage({ id: 'public.apply.stepsLabel' })}>
        {['apply', 'review', 'events', 'results'].map((key, index) => (
          <li key={key} className="pub-step">
            <span className="pub-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="pub-step__title">
              <FormattedMessage id={`public.apply.step.${key}.title`} />
            </h3>
            <p className="pub-step__text">
              <FormattedMessage id={`public.apply.step.${key}.text`} values={{ brand }} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

function Sent({ application }: { application: PromoterApplication }) {
  const localized = useLocalizedPath();
  return (
    <Card title={<FormattedMessage id="public.apply.sent.title" />} data-testid="application-sent">
      <Alert tone="success">
        <FormattedMessage id="public.apply.sent.text" values={{ year: application.seasonYear, series: application.seriesName, email: application.email }} />
      </Alert>
      <p className="pub-prose">
        <FormattedMessage id="public.apply.sent.next" />
      </p>
      <div className="rr-cluster pub-actions">
        <ButtonLink to={localized('/about/faq')}>
          <FormattedMessage id="public.promoters.faq" />
        </ButtonLink>
        <ButtonLink variant="secondary" to={localized('/')}>
          <FormattedMessage id="public.notFound.home" />
        </ButtonLink>
      </div>
    </Card>
  );
}

/** A signed-in promoter whose open seasons are all decided: what was decided, and where to go. */
function Decided({ detail }: { detail: PromoterDetail }) {
  const latest = detail.applications[0]!;
  return (
    <Alert tone={latest.status === 'approved' ? 'success' : 'info'} title={<FormattedMessage id={`public.apply.decided.${latest.status === 'approved' ? 'approved' : 'rejected'}`} values={{ year: latest.seasonYear, series: latest.seriesName }} />}>
      <p className="pub-alert-text">
        <FormattedMessage id="public.apply.decided.next" values={{ year: latest.seasonYear + 1 }} />
      </p>
    </Alert>
  );
}

function ApplicationForm({ siteKey, signedInEmail, record, onSent }: {
  siteKey: string | null;
  signedInEmail: string | null;
  record: PromoterDetail | null;
  onSent: (application: PromoterApplication) => void;
}) {
  const locale = useAtomValue(localeAtom);
  const localized = useLocalizedPath();
  const botCheck = useBotCheck(siteKey);
  const seasons = seasonsToApply(record);
  const [defaultValues] = useState<ApplicationValues>(() => {
    const empty = emptyApplication(defaultCountry(locale) === 'CA' ? 'CA' : 'US', new Date(), defaultSeason(seasons));
    return record && signedInEmail !== null ? { ...prefilled(record, signedInEmail, empty), seasonYear: empty.seasonYear } : empty;
  });
  const [signInNeeded, setSignInNeeded] = useState(false);
  const form = useContractForm<ApplicationValues, PromoterApplicationInput, { application: PromoterApplication }, Passed>({
    schema: promoterApplicationSchema,
    defaultValues,
    toBody: applicationBody,
    summary: VALIDATION_SUMMARY,
    codeFields: { EMAIL_TAKEN: 'email', PROMOTER_SIGN_IN_TO_APPLY: 'email' },
    ready: () => {
      const verdict = botCheck.verdict();
      return verdict.ok ? verdict : null;
    },
    send: (body, verdict) => sendApplication({ ...body, ...captchaField(verdict), locale }),
    onSuccess: (answer) => {
      onSent(answer.application);
      window.scrollTo({ top: 0 });
    },
    onError: (error, failure) => {
      botCheck.reset(error.code === 'CAPTCHA_FAILED');
      setSignInNeeded(error.code === 'PROMOTER_SIGN_IN_TO_APPLY');
      if (error.code === 'PROMOTER_SIGN_IN_TO_APPLY') return { ...failure, fields: { ...failure.fields, email: SIGN_IN_TO_APPLY }, problem: describeApiError(error) };
      return failure;
    },
  });
  const { error, field } = form;
  const [ama, mixed] = form.form.watch(['amaSanctioned', 'mixedClasses']);
  const label = (id: string): ReactNode => <FormattedMessage id={`public.apply.${id}`} />;

  const yesNo = (name: 'amaSanctioned' | 'mixedClasses', value: string, legendId: string, hintId?: string) => (
    <fieldset className="pub-choice-group" aria-describedby={error(name) ? `${name}-error` : undefined}>
      <legend className="rr-label">
        {label(legendId)} <span aria-hidden="true" className="rr-required">*</span>
      </legend>
      {hintId ? <p className="rr-muted pub-card-lead">{label(hintId)}</p> : null}
      <div className="pub-choice-group__options pub-choice-group__options--short">
        {(['yes', 'no'] as const).map((choice) => (
          <label key={choice} className={value === choice ? 'pub-choice is-selected' : 'pub-choice'}>
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => form.set(name, choice)} />
            <span className="pub-choice__title">{label(choice)}</span>
          </label>
        ))}
      </div>
      {error(name) ? (
        <p className="rr-field__error" id={`${name}-error`} role="alert">
          {error(name)}
        </p>
      ) : null}
    </fieldset>
  );

  return (
    <form className="pub-register__form" {...form.formProps} data-testid="application-form">
      <h2 className="pub-section-title">
        <FormattedMessage id="public.apply.title" />
      </h2>
      {signedInEmail !== null ? (
        <Alert tone="info">
          <FormattedMessage id={record?.applications.length ? 'public.apply.returning' : 'public.apply.signedIn'} values={{ email: signedInEmail }} />
        </Alert>
      ) : (
        <p className="rr-muted">
          <FormattedMessage
            id="public.apply.returningLogin"
            values={{ link: (chunks: ReactNode[]) => <TextLink to={`${localized('/login')}?redirect=${encodeURIComponent(localized('/promoters'))}`}>{chunks}</TextLink> }}
          />
        </p>
      )}

      <Card title={label('section.organisation')}>
        <div className="pub-form-grid">
          <PromoterContactFields form={form} messages="public.apply" wideClassName="pub-form-grid__full" />
          <Field
            label={label('email')}
            error={error('email')}
            hint={signedInEmail !== null ? <FormattedMessage id="public.apply.emailAccount" /> : <FormattedMessage id="public.apply.emailHint" />}
            required
            className="pub-form-grid__full"
          >
            <Input type="email" autoComplete="email" spellCheck={false} readOnly={signedInEmail !== null} {...field('email')} />
          </Field>
        </div>
        {signInNeeded ? (
          <p>
            <ButtonLink variant="secondary" to={`${localized('/login')}?redirect=${encodeURIComponent(localized('/promoters'))}`}>
              <FormattedMessage id="public.login.title" />
            </ButtonLink>
          </p>
        ) : null}
        <h3 className="pub-form-subtitle">{label('section.address')}</h3>
        <AddressFields form={form} lineTwo={false} />
      </Card>

      <Card title={label('section.series')}>
        <div className="pub-form-grid">
          <SeasonField seasons={seasons} field={field('seasonYear')} error={error('seasonYear')} />
          <Field label={label('seriesName')} hint={label('seriesNameHint')} error={error('seriesName')} required>
            <Input autoComplete="off" {...field('seriesName')} />
          </Field>
          <Field label={label('averageEntries')} hint={label('averageEntriesHint')} error={error('averageEntries')} required>
            <Input type="number" inputMode="numeric" min={1} max={5000} {...field('averageEntries')} />
          </Field>
          <Field label={label('racesCount')} hint={label('racesCountHint')} error={error('racesCount')} required>
            <Input type="number" inputMode="numeric" min={1} max={200} {...field('racesCount')} />
          </Field>
        </div>
        <div className="pub-form-grid pub-apply-questions">
          <div>{yesNo('amaSanctioned', ama, 'amaSanctioned')}</div>
          <div>{yesNo('mixedClasses', mixed, 'mixedClasses', 'mixedClassesHint')}</div>
        </div>
        {ama === 'no' ? (
          <div className="pub-form-grid">
            <Field label={label('otherSanction')} hint={label('otherSanctionHint')} error={error('otherSanction')} required className="pub-form-grid__full">
              <Input autoComplete="off" {...field('otherSanction')} />
            </Field>
          </div>
        ) : null}
      </Card>

      <Card title={label('section.tracks')}>
        <p className="rr-muted pub-card-lead">{label('tracksLead')}</p>
        <TrackFields form={form} messages="public.apply" classes={{ list: 'pub-tracks', row: 'pub-track', grid: 'pub-form-grid' }} optionalClassName="pub-optional" removeText plainInputs />
      </Card>

      <BotCheck {...botCheck.props} />
      {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
      <div className="rr-cluster">
        <Button type="submit" loading={form.submitting}>
          <FormattedMessage id="public.apply.submit" />
        </Button>
        <TextLink to={localized('/about/faq')}>
          <FormattedMessage id="public.promoters.faq" />
        </TextLink>
      </div>
    </form>
  );
}

/** The page inside its own catalog (its strings travel with its lazy chunk). */
export const PromotersPage = withFeatureIntl(PromotersPageContent);
