import { FormattedMessage } from 'react-intl';
import { OutcomeCard } from '../../../components/outcome-card';
import { useLocalizedPath } from '../../../lib/use-localized-path';

/** /register while the programme does not take new riders (spec §9 flag "registration enabled"). */
export function RegistrationClosed() {
  const localized = useLocalizedPath();
  return (
    <OutcomeCard
      titleId="public.register.closed.title"
      testId="registration-closed"
      note={<FormattedMessage id="public.register.closed.text" />}
      actions={[
        { to: localized('/login'), labelId: 'public.register.login' },
        { to: localized('/about/contact'), labelId: 'public.register.closed.contact', variant: 'secondary' },
      ]}
    >
      <FormattedMessage id="error.REGISTRATION_CLOSED" />
    </OutcomeCard>
  );
}
