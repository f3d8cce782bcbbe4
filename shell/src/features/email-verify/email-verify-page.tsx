import { sessionAtom } from '@rr/session';
import { Card, PageHeader } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';

/** /auth/email-verify (spec §4 Email): tells the user a one-time code was emailed to them. */
export function EmailVerifyPage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const email = session?.authenticated ? session.user.email : '';
  return (
    <div className="rr-narrow">
      <PageHeader title={intl.formatMessage({ id: 'shell.emailVerify.title' })} />
      <Card>
        <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'shell.emailVerify.text' }, { email: <strong key="email">{email}</strong> })}</p>
      </Card>
    </div>
  );
}
