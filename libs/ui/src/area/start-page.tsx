import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAtomValue } from 'jotai';
import { paths, type Role } from '@rr/contracts/routes';
import { displayName, sessionAtom, type SessionUser } from '@rr/session';
import { ButtonLink } from '../components/button';
import { Card } from '../components/card';
import { FactList } from '../components/fact-list';
import { PageHeader } from '../components/page-header';
import { useFormat } from '../use-format';

/** One fact of the account card: a label and its value. */
export interface AccountFact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export interface StartPageProps {
  /** The role area, for the eyebrow (`<area>.area`), the welcome (`<area>.welcome`) and the profile link. */
  area: Role;
  /** Catalog id of the line under the welcome. */
  leadId: string;
  /** Facts shown after the e-mail and phone (a rider's bikes, VIN checks and PIN). */
  facts?: (user: SessionUser) => AccountFact[];
}

/**
 * A role's start page (spec §2): a welcome by the user's name and the account at a glance (e-mail, phone, and the
 * role's own facts) with a link to the profile, all from the shell's session, so it needs no request of its own.
 */
export function StartPage({ area, leadId, facts }: StartPageProps) {
  const session = useAtomValue(sessionAtom);
  const format = useFormat();
  const user = session?.authenticated ? session.user : null;
  const name = user ? displayName(user).trim() : '';
  const rows: AccountFact[] = user
    ? [
        { key: 'email', label: <FormattedMessage id="ui.start.account.email" />, value: user.email },
        {
          key: 'phone',
          label: <FormattedMessage id="ui.start.account.phone" />,
          value: user.phone ? format.phone(user.phone) : <FormattedMessage id="ui.start.account.none" />,
        },
        ...(facts ? facts(user) : []),
      ]
    : [];
  return (
    <>
      <PageHeader
        eyebrow={<FormattedMessage id={`${area}.area`} />}
        title={name ? <FormattedMessage id={`${area}.welcome`} values={{ name }} /> : <FormattedMessage id={`${area}.welcomeNoName`} />}
        description={<FormattedMessage id={leadId} />}
      />
      {user ? (
        <Card
          title={<FormattedMessage id="ui.start.account.title" />}
          actions={
            <ButtonLink to={paths.profile(area)} variant="secondary" size="sm">
              <FormattedMessage id="ui.start.account.edit" />
            </ButtonLink>
          }
        >
          <FactList facts={rows} />
        </Card>
      ) : null}
    </>
  );
}
