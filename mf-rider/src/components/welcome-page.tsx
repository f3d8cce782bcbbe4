import { FormattedMessage } from 'react-intl';
import { useAtomValue } from 'jotai';
import { PageHeader } from '@rr/ui';
import { displayName, sessionAtom } from '@rr/session';

/** The rider area's start page: greets the signed-in user by name (from the shell's session). */
export function WelcomePage({ page }: { page: string }) {
  const session = useAtomValue(sessionAtom);
  const name = session?.authenticated ? displayName(session.user).trim() : '';
  return (
    <PageHeader
      eyebrow={<FormattedMessage id="rider.area" />}
      title={name ? <FormattedMessage id="rider.welcome" values={{ name }} /> : <FormattedMessage id="rider.welcomeNoName" />}
      description={<FormattedMessage id={`rider.${page}.lead`} />}
    />
  );
}
