import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { paths } from '@rr/contracts/routes';
import { displayName, sessionAtom } from '@rr/session';
import { ButtonLink, Card, PageHeader, useFormat } from '@rr/ui';

/** The promoter's start page (spec §2): a welcome by the promoter's name and their contact details, from the session. */
export function HomePage() {
  const session = useAtomValue(sessionAtom);
  const format = useFormat();
  const user = session?.authenticated ? session.user : null;
  const name = user ? displayName(user).trim() : '';
  return (
    <>
      <PageHeader
        eyebrow={<FormattedMessage id="promoter.area" />}
        title={name ? <FormattedMessage id="promoter.welcome" values={{ name }} /> : <FormattedMessage id="promoter.welcomeNoName" />}
        description={<FormattedMessage id="promoter.home.lead" />}
      />
      {user ? (
        <Card
          title={<FormattedMessage id="promoter.home.account.title" />}
          actions={<ButtonLink to={paths.profile('promoter')} variant="secondary" size="sm"><FormattedMessage id="promoter.home.account.edit" /></ButtonLink>}
        >
          <dl className="rr-data-card__facts">
            <div>
              <dt><FormattedMessage id="promoter.home.account.email" /></dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt><FormattedMessage id="promoter.home.account.phone" /></dt>
              <dd>{user.phone ? format.phone(user.phone) : <FormattedMessage id="promoter.home.account.none" />}</dd>
            </div>
          </dl>
        </Card>
      ) : null}
    </>
  );
}
