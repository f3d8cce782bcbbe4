import { publicPaths } from '@rr/contracts/routes';
import { displayName, localeAtom, sessionAtom } from '@rr/session';
import { Alert, Avatar, Card, PageHeader, TextLink, useFormat } from '@rr/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The promoter profile page (`paths.promoter.profile()`): the promoter's account as the session holds it (name, e-mail, phone, picture). The
 * promoter's own record (`GET`/`PUT /api/promoter/promoter/{id}`: contact name, address, series information) is not
 * served by identity yet, so nothing here can be edited: the page says so and where to ask for a change. Promoters
 * have no password change of their own (docs/accounts.md).
 */
export function ProfilePage() {
  const session = useAtomValue(sessionAtom);
  const site = publicPaths(useAtomValue(localeAtom));
  const format = useFormat();
  const intl = useIntl();
  const user = session?.authenticated ? session.user : null;
  const none = <FormattedMessage id="promoter.profile.none" />;
  const facts: Array<{ key: string; value: ReactNode }> = user
    ? [
        { key: 'name', value: user.name || none },
        { key: 'email', value: user.email },
        { key: 'emailVerified', value: <FormattedMessage id={user.emailVerified ? 'promoter.profile.yes' : 'promoter.profile.no'} /> },
        { key: 'phone', value: user.phone ? format.phone(user.phone) : none },
        { key: 'language', value: user.locale ? (intl.formatDisplayName(user.locale === 'no' ? 'nb' : user.locale, { type: 'language' }) ?? user.locale) : none },
      ]
    : [];
  return (
    <div className="pro-page">
      <PageHeader eyebrow={<FormattedMessage id="promoter.area" />} title={<FormattedMessage id="promoter.profile.title" />} description={<FormattedMessage id="promoter.profile.lead" />} />
      {user && (
        <Card title={<FormattedMessage id="promoter.profile.account" />}>
          <div className="pro-profile">
            <Avatar src={user.profileImage ?? undefined} name={displayName(user)} size="lg" />
            <dl className="pro-facts">
              {facts.map((fact) => (
                <div key={fact.key}>
                  <dt>
                    <FormattedMessage id={`promoter.profile.${fact.key}`} />
                  </dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Card>
      )}
      <Alert tone="info" title={<FormattedMessage id="promoter.profile.changesTitle" />}>
        <p className="pro-lead">
          <FormattedMessage id="promoter.profile.changes" values={{ link: (chunks: ReactNode[]) => <TextLink to={site.contact()}>{chunks}</TextLink> }} />
        </p>
      </Alert>
    </div>
  );
}
