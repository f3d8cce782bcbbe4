import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { paths } from '@rr/contracts/routes';
import { displayName, sessionAtom } from '@rr/session';
import { ButtonLink, Card, PageHeader, useFormat } from '@rr/ui';

/** The dealer's start page (spec §2): a welcome by the dealer's name and their contact details, from the session. */
export function HomePage() {
  const session = useAtomValue(sessionAtom);
  const format = useFormat();
  const user = session?.authenticated ? session.user : null;
  const name = user ? displayName(user).trim() : '';
  return (
    <>
      <PageHeader
        eyebrow={<FormattedMessage id="dealer.area" />}
        title={name ? <FormattedMessage id="dealer.welcome" values={{ name }} /> : <FormattedMessage id="dealer.welcomeNoName" />}
        description={<FormattedMessage id="dealer.home.lead" />}
      />
      {user ? (
        <Card
          title={<FormattedMessage id="dealer.home.account.title" />}
          actions={<ButtonLink to={paths.profile('dealer')} variant="secondary" size="sm"><FormattedMessage id="dealer.home.account.edit" /></ButtonLink>}
        >
          <dl className="rr-data-card__facts">
            <div>
              <dt><FormattedMessage id="dealer.home.account.email" /></dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt><FormattedMessage id="dealer.home.account.phone" /></dt>
              <dd>{user.phone ? format.phone(user.phone) : <FormattedMessage id="dealer.home.account.none" />}</dd>
            </div>
          </dl>
        </Card>
      ) : null}
    </>
  );
}
