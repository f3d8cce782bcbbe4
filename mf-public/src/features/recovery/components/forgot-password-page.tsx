import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageLoading, TextLink } from '@rr/ui';
import { AuthCard, BackToLoginLink } from '../../../components/auth-card';
import { OutcomeCard, backToLogin } from '../../../components/outcome-card';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useSiteConfig } from '../../config';
import { requestPasswordReset } from '../api/request-password-reset';
import { EmailRequestForm } from './email-request-form';
import { withFeatureIntl } from '../i18n';

/** /forgot-password: mails a reset link; always the same confirmation, whether or not the account exists. */
function ForgotPasswordPageContent() {
  const config = useSiteConfig();
  const localized = useLocalizedPath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState('');

  const footer = (
    <>
      <FormattedMessage id="public.forgotPassword.codeInstead" />{' '}
      <TextLink to={localized('/account-recovery')}>
        <FormattedMessage id="public.forgotPassword.recover" />
      </TextLink>
    </>
  );

  if (sentTo !== null) {
    return (
      <OutcomeCard
        titleId="public.forgotPassword.sent.title"
        testId="forgot-password-sent"
        footer={footer}
        tone="success"
        note={<FormattedMessage id="public.forgotPassword.sent.note" />}
        actions={[
          backToLogin(localized('/login')),
          { onClick: () => setSentTo(null), labelId: 'public.forgotPassword.again', variant: 'secondary' },
        ]}
      >
        <FormattedMessage id="public.forgotPassword.sent.text" values={{ email: <strong>{sentTo}</strong> }} />
      </OutcomeCard>
    );
  }

  return (
    <AuthCard
      title={<FormattedMessage id="public.forgotPassword.title" />}
      lead={<FormattedMessage id="public.forgotPassword.text" />}
      testId="forgot-password-page"
      footer={footer}
    >
      {config ? (
        <EmailRequestForm
          siteKey={config.recaptchaSiteKey}
          initialEmail={email}
          submitLabel={<FormattedMessage id="public.forgotPassword.submit" />}
          send={requestPasswordReset}
          onSent={(address) => {
            setEmail(address);
            setSentTo(address);
          }}
        />
      ) : (
        <PageLoading />
      )}
      <BackToLoginLink />
    </AuthCard>
  );
}

export const ForgotPasswordPage = withFeatureIntl(ForgotPasswordPageContent);
