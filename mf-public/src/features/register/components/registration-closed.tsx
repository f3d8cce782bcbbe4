import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '@rr/ui';
import { AuthCard } from '../../../components/auth-card';
import { useLocalizedPath } from '../../../lib/use-localized-path';

/** /register while the programme does not take new riders (spec §9 flag "registration enabled"). */
export function RegistrationClosed() {
  const localized = useLocalizedPath();
  return (
    <AuthCard title={<FormattedMessage id="public.register.closed.title" />} testId="registration-closed">
      <p className="pub-prose">
        <FormattedMessage id="error.REGISTRATION_CLOSED" />
      </p>
      <p className="rr-muted">
        <FormattedMessage id="public.register.closed.text" />
      </p>
      <div className="rr-cluster pub-actions">
        <ButtonLink to={localized('/login')}>
          <FormattedMessage id="public.register.login" />
        </ButtonLink>
        <ButtonLink variant="secondary" to={localized('/about/contact')}>
          <FormattedMessage id="public.register.closed.contact" />
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
