import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { brandNameAtom, localeAtom } from '@rr/session';
import { RACING_TYPES, SEXES, VIN_LENGTH, registrationSchema, type MessageDescriptor } from '@rr/contracts';
import { Alert, Button, Card, describeApiError, Field, Input, PageHeader, PageLoading, Select, TextLink } from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { OptionalMark } from '@rr/ui/optional-mark';
import { VinExplanation, vinRefusal } from '@rr/ui/vin';
import { PasswordFields } from '../../../components/password-fields';
import { reloadInto } from '../../../lib/navigate';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { BotCheck, captchaField, type BotCheckVerdict, useBotCheck } from '../../bot-check';
import { useSiteConfig } from '../../config';
import { register } from '../api/register';
import {
  AFTER_REGISTRATION_PATH,
  bikeYears,
  emptyRegistration,
  normaliseVinInput,
  registrationBody,
  todayIso,
} from '../lib/registration-form';
import { AddressFields } from './address-fields';
import { MakeField } from './make-field';
import { RegistrationClosed } from './registration-closed';
import { withFeatureIntl } from '../i18n';

/** /register (spec §2 "Rider registration with US/Canada and international variants"). */
function RegisterPageContent() {
  const config = useSiteConfig();
  const [closed, setClosed] = useState(false);
  if (!config) return <PageLoading />;
  if (!config.registrationEnabled || closed) return <RegistrationClosed />;
  return <RegistrationForm siteKey={config.recaptchaSiteKey} onClosed={() => setClosed(true)} />;
}

const EMAIL_TAKEN: MessageDescriptor = { id: 'public.register.emailTaken', defaultMessage: 'This email already has an account' };

/** A bot check that lets the form go (with its token, when the check is on). */
type Passed = Extract<BotCheckVerdict, { ok: true }>;

function RegistrationForm({ siteKey, onClosed }: { siteKey: string | null; onClosed: () => void }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const brand = useAtomValue(brandNameAtom);
  const localized = useLocalizedPath();
  const botCheck = useBotCheck(siteKey);
  const [defaultValues] = useState(() => emptyRegistration(locale));
  const form = useContractForm({
    schema: registrationSchema,
    defaultValues,
    toBody: registrationBody,
    // "Please correct the highlighted fields" sums up the messages at the fields; it goes once none is left.
    summary: VALIDATION_SUMMARY,
    // Problems the server finds with one input show there (a taken VIN, the rider's confirmation).
    codeFields: { VIN_TAKEN: 'vin', RIDER_ACCOUNT_REQUIRED: 'riderConfirmed', EMAIL_TAKEN: 'email' },
    ready: (): Passed | null => {
      const verdict = botCheck.verdict();
      return verdict.ok ? verdict : null;
    },
    send: (body, verdict: Passed) => register({ ...body, ...captchaField(verdict), locale }),
    onSuccess: () => reloadInto(AFTER_REGISTRATION_PATH),
    leaveBusy: true,
    onError: (error, failure) => {
      botCheck.reset(error.code === 'CAPTCHA_FAILED');
      if (error.code === 'REGISTRATION_CLOSED') {
        onClosed();
        return null;
      }
      // A taken e-mail is said in full, with the ways out (log in, recover the account).
      if (error.code === 'EMAIL_TAKEN') return { ...failure, fields: { ...failure.fields, email: EMAIL_TAKEN }, problem: describeApiError(error) };
      return failure;
    },
  });
  const { error, field } = form;
  const [pro, vin] = form.form.watch(['pro', 'vin']);
  const [bikeYear, bikeMake] = form.form.watch(['bikeYear', 'bikeMake']);
  const riderConfirmed = form.form.register('riderConfirmed');

  const optional = <OptionalMark className="pub-optional" />;
  const withOptional = (id: string): ReactNode => (
    <>
      {intl.formatMessage({ id })} {optional}
    </>
  );

  return (
    <div className="rr-container pub-page pub-register" data-testid="register-page">
      <PageHeader
        title={<FormattedMessage id="public.register.title" />}
        description={<FormattedMessage id="public.register.text" values={{ brand }} />}
      />
      <p className="pub-register__login">
        <FormattedMessage id="public.register.haveAccount" />{' '}
        <TextLink to={localized('/login')}>
          <FormattedMessage id="public.login.title" />
        </TextLink>
      </p>
      <form className="pub-register__form" {...form.formProps}>
        <Card title={<FormattedMessage id="public.register.section.account" />}>
          <div className="pub-form-grid">
            <Field label={<FormattedMessage id="public.register.firstName" />} error={error('firstName')} required>
              <Input autoComplete="given-name" {...field('firstName')} />
            </Field>
            <Field label={<FormattedMessage id="public.register.lastName" />} error={error('lastName')} required>
              <Input autoComplete="family-name" {...field('lastName')} />
            </Field>
            <Field label={<FormattedMessage id="public.register.email" />} error={error('email')} required className="pub-form-grid__full">
              <Input type="email" autoComplete="email" spellCheck={false} {...field('email')} />
            </Field>
            <PasswordFields form={form} kind="account" />
          </div>
        </Card>

        <Card title={<FormattedMessage id="public.register.section.contact" />}>
          <div className="pub-form-grid">
            <Field label={<FormattedMessage id="public.register.phone1" />} error={error('phone1')} required>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone1')} />
            </Field>
            <Field label={withOptional('public.register.phone2')} error={error('phone2')}>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone2')} />
            </Field>
            <Field label={<FormattedMessage id="public.register.dateOfBirth" />} error={error('dateOfBirth')} required>
              <Input type="date" autoComplete="bday" max={todayIso()} {...field('dateOfBirth')} />
            </Field>
            <Field label={withOptional('public.register.sex')} error={error('sex')}>
              <Select autoComplete="sex" {...field('sex')}>
                <option value="">{intl.formatMessage({ id: 'public.register.sex.none' })}</option>
                {SEXES.map((sex) => (
                  <option key={sex} value={sex}>
                    {intl.formatMessage({ id: `public.register.sex.${sex}` })}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <h3 className="pub-form-subtitle">
            <FormattedMessage id="public.register.section.address" />
          </h3>
          <AddressFields form={form} />
        </Card>

        <Card title={<FormattedMessage id="public.register.section.racing" />}>
          <fieldset className="pub-choice-group">
            <legend className="rr-label">
              <FormattedMessage id="public.register.level" />
            </legend>
            <div className="pub-choice-group__options">
              {([false, true] as const).map((level) => (
                <label key={String(level)} className={pro === level ? 'pub-choice is-selected' : 'pub-choice'}>
                  <input type="radio" name="pro" value={level ? 'pro' : 'amateur'} checked={pro === level} onChange={() => form.set('pro', level)} />
                  <span className="pub-choice__text">
                    <span className="pub-choice__title">
                      <FormattedMessage id={level ? 'public.register.pro' : 'public.register.amateur'} />
                    </span>
                    <span className="pub-choice__hint">
                      <FormattedMessage id={level ? 'public.register.pro.hint' : 'public.register.amateur.hint'} />
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {pro ? (
            <Alert tone="info" title={<FormattedMessage id="public.register.proNote.title" />} className="pub-register__note">
              <p className="pub-alert-text">
                <FormattedMessage id="public.register.proNote.text" />
              </p>
            </Alert>
          ) : null}
          <div className="pub-form-grid">
            <Field label={withOptional('public.register.racingType')} error={error('racingType')}>
              <Select {...field('racingType')}>
                <option value="">{intl.formatMessage({ id: 'public.register.racingType.none' })}</option>
                {RACING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {intl.formatMessage({ id: `public.raceStyle.${type}` })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={withOptional('public.register.amaNumber')} hint={<FormattedMessage id="public.register.amaNumber.hint" />} error={error('amaNumber')}>
              <Input autoComplete="off" {...field('amaNumber')} />
            </Field>
          </div>
        </Card>

        <Card title={<FormattedMessage id="public.register.section.bike" />}>
          <p className="rr-muted pub-card-lead">
            <FormattedMessage id="public.register.bike.lead" />
          </p>
          <div className="pub-form-grid pub-form-grid--bike">
            <Field label={<FormattedMessage id="public.register.bikeYear" />} error={error('bikeYear')} required>
              <Select {...field('bikeYear')}>
                <option value="">{intl.formatMessage({ id: 'public.register.bikeYear.choose' })}</option>
                {bikeYears().map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </Select>
            </Field>
            <MakeField control={field('bikeMake')} value={bikeMake ?? ''} error={error('bikeMake')} setMake={(make) => form.form.setValue('bikeMake', make, { shouldValidate: make !== '' })} />
            <Field label={<FormattedMessage id="public.register.bikeModel" />} error={error('bikeModel')} required>
              <Input autoComplete="off" {...field('bikeModel')} />
            </Field>
            <Field
              label={<FormattedMessage id="public.register.vin" />}
              hint={<FormattedMessage id="public.register.vin.hint" values={{ count: vin.length, length: VIN_LENGTH }} />}
              error={error('vin')}
              required
              className="pub-form-grid__full"
            >
              <Input
                className="pub-vin-input"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={VIN_LENGTH}
                {...field('vin', { normalise: normaliseVinInput })}
                aria-describedby={vin ? 'register-vin-explanation' : undefined}
              />
            </Field>
            {/* What the VIN says and what is wrong with it, as it is typed. */}
            {vin ? (
              <div className="pub-form-grid__full">
                <VinExplanation id="register-vin-explanation" vin={vin} year={Number(bikeYear) || null} refusal={vinRefusal(form.form.formState.errors.vin)} />
              </div>
            ) : null}
          </div>
        </Card>

        <Card title={<FormattedMessage id="public.register.section.confirm" />}>
          <div className="rr-stack">
            <div className="pub-check-field">
              <label className="pub-check">
                <input
                  type="checkbox"
                  aria-invalid={error('riderConfirmed') ? true : undefined}
                  aria-describedby={error('riderConfirmed') ? 'register-rider-confirmed-hint register-rider-confirmed-error' : 'register-rider-confirmed-hint'}
                  {...riderConfirmed}
                />
                <span>
                  <FormattedMessage id="public.register.riderConfirmed" />
                </span>
              </label>
              {/* The spec's rule 'Rider must have an account they can register for' explains the box;
                  unticked, the box says what to do. */}
              <p id="register-rider-confirmed-hint" className="rr-hint pub-check-field__hint">
                <FormattedMessage id="public.register.riderConfirmed.hint" values={{ rule: intl.formatMessage({ id: 'validation.riderAccountRequired' }) }} />
              </p>
              {error('riderConfirmed') ? (
                <p id="register-rider-confirmed-error" className="rr-field__error pub-check-field__hint" role="alert">
                  <FormattedMessage id="public.register.riderConfirmed.required" />
                </p>
              ) : null}
            </div>
            <BotCheck {...botCheck.props} />
            {form.problemText ? (
              <Alert tone="error" title={form.problemText}>
                {form.problem?.id === 'error.EMAIL_TAKEN' ? (
                  <p className="pub-alert-text rr-cluster">
                    <TextLink to={localized('/login')}>
                      <FormattedMessage id="public.login.title" />
                    </TextLink>
                    <TextLink to={localized('/account-recovery')}>
                      <FormattedMessage id="public.register.emailTaken.recover" />
                    </TextLink>
                  </p>
                ) : null}
              </Alert>
            ) : null}
            <Button type="submit" size="lg" block loading={form.submitting}>
              <FormattedMessage id={form.submitting ? 'public.register.submitting' : 'public.register.submit'} />
            </Button>
            <p className="rr-hint pub-register__terms">
              <FormattedMessage
                id="public.register.rulesNote"
                values={{ rules: (chunks: ReactNode[]) => <TextLink to={localized('/about/rules')}>{chunks}</TextLink> }}
              />
            </p>
          </div>
        </Card>
      </form>
    </div>
  );
}

/** The page inside its own catalog (its strings travel with its lazy chunk). */
export const RegisterPage = withFeatureIntl(RegisterPageContent);
