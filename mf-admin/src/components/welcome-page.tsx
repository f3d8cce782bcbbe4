import { FormattedMessage } from 'react-intl';
import { useAtomValue } from 'jotai';
import { PageHeader } from '@rr/ui';
import { displayName, sessionAtom } from '@rr/session';

/** The admin area's start page: greets the signed-in user by name (from the shell's session). */
export function WelcomePage({ page }: { page: string }) {
  const session = useAtomValue(sessionAtom);
  const name = session?.authenticated ? displayName(session.user).trim() : '';
  return (
    <PageHeader
      eyebrow={<FormattedMessage id="admin.area" />}
      title={name ? <FormattedMessage id="admin.welcome" values={{ name }} /> : <FormattedMessage id="admin.welcomeNoName" />}
      description={<FormattedMessage id={`admin.${page}.lead`} />}
    />
  );
}
