import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { toApiError } from '@rr/api-client';
import { brandNameAtom, localeAtom } from '@rr/session';
import { RACING_TYPES, SEXES, VIN_LENGTH, registrationSchema, type MessageDescriptor } from '@rr/validation';
import { Alert, Button, Card, Field, Input, PageHeader, Select, TextLink } from '@rr/ui';
import { LoadingBlock } from '../../../components/status';
import { PasswordFields } from '../../../components/password-fields';
import { errorMessage, firstErrorField, serverFieldErrors, type FieldErrors } from '../../../lib/form';
import { reloadInto } from '../../../lib/navigate';
import { useFocusField } from '../../../lib/use-focus-field';
import { useForm } from '../../../lib/use-form';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useMessage } from '../../../lib/use-message';
import { BotCheck } from '../../bot-check/components/bot-check';
import { captchaField } from '../../bot-check/lib/bot-check-state';
import { useBotCheck } from '../../bot-check/use-bot-check';
import { useSiteConfig } from '../../config/api/get-site-config';
import { register } from '../api/register';
import {
  AFTER_REGISTRATION_PATH,
  REGISTRATION_FIELDS,
  bikeYears,
  emptyRegistration,
  normaliseVinInput,
  registrationBody,
  todayIso,
  withCountry,
  type RegistrationValues,
} from '../lib/registration-form';
import { AddressFields } from './address-fields';
import { RegistrationClosed } from './registration-closed';

/** /register (spec §2 "Rider registration with US/Canada and international variants"). */
export function RegisterPage() {
  const config = useSiteConfig();
  const [closed, setClosed] = useState(false);
  if (!config) return <LoadingBlock />;
  if (!config.registrationEnabled || closed) return <RegistrationClosed />;
  return <RegistrationForm siteKey={config.recaptchaSiteKey} onClosed={() => setClosed(true)} />;
}

type FormProblem = { message: MessageDescriptor; emailTaken?: boolean };

const VALIDATION_PROBLEM: MessageDescriptor = { id: 'error.VALIDATION', defaultMessage: 'Please correct the highlighted fields' };

function RegistrationForm({ siteKey, onClosed }: { siteKey: string | null; onClosed: () => void }) {
  const intl = useIntl();
  const text = useMessage();
  const locale = useAtomValue(localeAtom);
  const brand = useAtomValue(brandNameAtom);
  const localized = useLocalizedPath();
  const form = useForm<RegistrationValues>(registrationSchema, () => emptyRegistration(locale), registrationBody);
  const botCheck = useBotCheck(siteKey);
  const { formRef, focusField } = useFocusField();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { values, errors, setValue, setValues } = form;

  const error = (field: keyof RegistrationValues) => text(errors[field]);
  // "Please correct the highlighted fields" goes away once nothing is highlighted any more.
  const shownProblem = problem && !(problem.message.id === 'error.VALIDATION' && Object.keys(errors).length === 0) ? problem : null;
  const input = useCallback(
    (field: keyof RegistrationValues & string) => ({
      name: field,
      value: values[field] as string,
      invalid: Boolean(errors[field]),
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    }),
    [values, errors, setValue],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const clientProblems = form.check();
    const verdict = botCheck.verdict();
    if (Object.keys(clientProblems).length > 0) {
      setProblem({ message: VALIDATION_PROBLEM });
      focusField(firstErrorField(REGISTRATION_FIELDS, clientProblems));
      return;
    }
    if (!verdict.ok) {
      setProblem(null);
      return;
    }
    setSubmitting(true);
    setProblem(null);
    try {
      await register({ ...registrationBody(values), ...captchaField(verdict), locale });
      reloadInto(AFTER_REGISTRATION_PATH);
    } catch (caught) {
      const apiError = toApiError(caught);
      setSubmitting(false);
      botCheck.reset(apiError.code === 'CAPTCHA_FAILED');
      if (apiError.code === 'REGISTRATION_CLOSED') {
        onClosed();
        return;
      }
      const fieldErrors: FieldErrors = serverFieldErrors(apiError, REGISTRATION_FIELDS).fields;
      if (apiError.code === 'VIN_TAKEN') fieldErrors.vin = errorMessage(apiError);
      if (apiError.code === 'RIDER_ACCOUNT_REQUIRED') fieldErrors.riderConfirmed = errorMessage(apiError);
      if (apiError.code === 'EMAIL_TAKEN') fieldErrors.email = { id: 'public.register.emailTaken', defaultMessage: 'This email already has an account' };
      form.setServerErrors(fieldErrors);
      // A problem shown at its field is summed up here; anything else (throttling, bot check…) is said in full.
      const atFields = apiError.code !== 'EMAIL_TAKEN' && Object.keys(fieldErrors).length > 0;
      setProblem({ message: atFields ? VALIDATION_PROBLEM : errorMessage(apiError), emailTaken: apiError.code === 'EMAIL_TAKEN' });
      focusField(firstErrorField(REGISTRATION_FIELDS, fieldErrors));
    }
  }

  const optional = <span className="pub-optional">({intl.formatMessage({ id: 'ui.field.optional' })})</span>;
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
      <form ref={formRef} className="pub-register__form" onSubmit={submit} noValidate>
        <Card title={<FormattedMessage id="public.register.section.account" />}>
          <div className="pub-form-grid">
            <Field label={<FormattedMessage id="public.register.firstName" />} error={error('firstName')} required>
              <Input autoComplete="given-name" {...input('firstName')} />
            </Field>
            <Field label={<FormattedMessage id="public.register.lastName" />} error={error('lastName')} required>
              <Input autoComplete="family-name" {...input('lastName')} />
            </Field>
            <Field label={<FormattedMessage id="public.register.email" />} error={error('email')} required className="pub-form-grid__full">
              <Input type="email" autoComplete="email" spellCheck={false} {...input('email')} />
            </Field>
            <PasswordFields
              password={values.password}
              confirmPassword={values.confirmPassword}
              onChange={setValue}
              errors={{ password: error('password'), confirmPassword: error('confirmPassword') }}
              kind="account"
            />
          </div>
        </Card>

        <Card title={<FormattedMessage id="public.register.section.contact" />}>
          <div className="pub-form-grid">
            <Field label={<FormattedMessage id="public.register.phone1" />} error={error('phone1')} required>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...input('phone1')} />
            </Field>
            <Field label={withOptional('public.register.phone2')} error={error('phone2')}>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...input('phone2')} />
            </Field>
            <Field label={<FormattedMessage id="public.register.dateOfBirth" />} error={error('dateOfBirth')} required>
              <Input type="date" autoComplete="bday" max={todayIso()} {...input('dateOfBirth')} />
            </Field>
            <Field label={withOptional('public.register.sex')} error={error('sex')}>
              <Select autoComplete="sex" {...input('sex')}>
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
          <AddressFields
            values={values}
            errors={{ country: error('country'), addressLine1: error('addressLine1'), addressLine2: error('addressLine2'), city: error('city'), state: error('state'), zipcode: error('zipcode') }}
            onChange={setValue}
            onCountryChange={(country) => setValues(withCountry(values, country))}
          />
        </Card>

        <Card title={<FormattedMessage id="public.register.section.racing" />}>
          <fieldset className="pub-choice-group">
            <legend className="rr-label">
              <FormattedMessage id="public.register.level" />
            </legend>
            <div className="pub-choice-group__options">
              {([false, true] as const).map((pro) => (
                <label key={String(pro)} className={values.pro === pro ? 'pub-choice is-selected' : 'pub-choice'}>
                  <input type="radio" name="pro" value={pro ? 'pro' : 'amateur'} checked={values.pro === pro} onChange={() => setValue('pro', pro)} />
                  <span className="pub-choice__text">
                    <span className="pub-choice__title">
                      <FormattedMessage id={pro ? 'public.register.pro' : 'public.register.amateur'} />
                    </span>
                    <span className="pub-choice__hint">
                      <FormattedMessage id={pro ? 'public.register.pro.hint' : 'public.register.amateur.hint'} />
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {values.pro ? (
            <Alert tone="info" title={<FormattedMessage id="public.register.proNote.title" />} className="pub-register__note">
              <p className="pub-alert-text">
                <FormattedMessage id="public.register.proNote.text" />
              </p>
            </Alert>
          ) : null}
          <div className="pub-form-grid">
            <Field label={withOptional('public.register.racingType')} error={error('racingType')}>
              <Select {...input('racingType')}>
                <option value="">{intl.formatMessage({ id: 'public.register.racingType.none' })}</option>
                {RACING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {intl.formatMessage({ id: `public.raceStyle.${type}` })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={withOptional('public.register.amaNumber')} hint={<FormattedMessage id="public.register.amaNumber.hint" />} error={error('amaNumber')}>
              <Input autoComplete="off" {...input('amaNumber')} />
            </Field>
          </div>
        </Card>

        <Card title={<FormattedMessage id="public.register.section.bike" />}>
          <p className="rr-muted pub-card-lead">
            <FormattedMessage id="public.register.bike.lead" />
          </p>
          <div className="pub-form-grid pub-form-grid--bike">
            <Field label={<FormattedMessage id="public.register.bikeYear" />} error={error('bikeYear')} required>
              <Select {...input('bikeYear')}>
                <option value="">{intl.formatMessage({ id: 'public.register.bikeYear.choose' })}</option>
                {bikeYears().map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={<FormattedMessage id="public.register.bikeMake" />} error={error('bikeMake')} required>
              <Input autoComplete="off" {...input('bikeMake')} />
            </Field>
            <Field label={<FormattedMessage id="public.register.bikeModel" />} error={error('bikeModel')} required>
              <Input autoComplete="off" {...input('bikeModel')} />
            </Field>
            <Field
              label={<FormattedMessage id="public.register.vin" />}
              hint={<FormattedMessage id="public.register.vin.hint" values={{ count: values.vin.length, length: VIN_LENGTH }} />}
              error={error('vin')}
              required
              className="pub-form-grid__full"
            >
              <Input
                name="vin"
                className="pub-vin-input"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={VIN_LENGTH}
                value={values.vin}
                invalid={Boolean(errors.vin)}
                onChange={(event) => setValue('vin', normaliseVinInput(event.target.value))}
              />
            </Field>
          </div>
        </Card>

        <Card title={<FormattedMessage id="public.register.section.confirm" />}>
          <div className="rr-stack">
            <div className="pub-check-field">
              <label className="pub-check">
                <input
                  type="checkbox"
                  name="riderConfirmed"
                  checked={values.riderConfirmed}
                  aria-invalid={errors.riderConfirmed ? true : undefined}
                  aria-describedby={errors.riderConfirmed ? 'register-rider-confirmed-error' : undefined}
                  onChange={(event) => setValue('riderConfirmed', event.target.checked)}
                />
                <span>
                  <FormattedMessage id="public.register.riderConfirmed" />
                </span>
              </label>
              {errors.riderConfirmed ? (
                <p id="register-rider-confirmed-error" className="rr-field__error" role="alert">
                  {error('riderConfirmed')}
                </p>
              ) : null}
            </div>
            <BotCheck {...botCheck.props} />
            {shownProblem ? (
              <Alert tone="error" title={text(shownProblem.message)}>
                {shownProblem.emailTaken ? (
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
            <Button type="submit" size="lg" block loading={submitting}>
              <FormattedMessage id={submitting ? 'public.register.submitting' : 'public.register.submit'} />
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
