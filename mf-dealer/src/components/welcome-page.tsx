import { FormattedMessage } from 'react-intl';
import { useAtomValue } from 'jotai';
import { PageHeader } from '@rr/ui';
import { displayName, sessionAtom } from '@rr/session';

/** The dealer area's start page: greets the signed-in user by name (from the shell's session). */
export function WelcomePage({ page }: { page: string }) {
  const session = useAtomValue(sessionAtom);
  const name = session?.authenticated ? displayName(session.user).trim() : '';
  return (
    <PageHeader
      eyebrow={<FormattedMessage id="dealer.area" />}
      title={name ? <FormattedMessage id="dealer.welcome" values={{ name }} /> : <FormattedMessage id="dealer.welcomeNoName" />}
      description={<FormattedMessage id={`dealer.${page}.lead`} />}
    />
  );
}
