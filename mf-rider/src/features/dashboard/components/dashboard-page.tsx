import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { paths } from '@rr/contracts/routes';
import { displayName, sessionAtom } from '@rr/session';
import { ButtonLink, Card, PageHeader, useFormat } from '@rr/ui';
import { accountSummary } from '../lib/account-summary';

/** One line of the summary: a label and its value. */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt><FormattedMessage id={label} /></dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The rider's start page (spec §2 dashboard): a welcome by name and the account at a glance, from the session. */
export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  const format = useFormat();
  const user = session?.authenticated ? session.user : null;
  const name = user ? displayName(user).trim() : '';
  const summary = user ? accountSummary(user) : null;
  return (
    <>
      <PageHeader
        eyebrow={<FormattedMessage id="rider.area" />}
        title={name ? <FormattedMessage id="rider.welcome" values={{ name }} /> : <FormattedMessage id="rider.welcomeNoName" />}
        description={<FormattedMessage id="rider.dashboard.lead" />}
      />
      {summary ? (
        <Card
          title={<FormattedMessage id="rider.dashboard.account.title" />}
          actions={<ButtonLink to={paths.profile('rider')} variant="secondary" size="sm"><FormattedMessage id="rider.dashboard.account.edit" /></ButtonLink>}
        >
          <dl className="rr-data-card__facts">
            <Row label="rider.dashboard.account.email">{summary.email}</Row>
            <Row label="rider.dashboard.account.phone">{summary.phone ? format.phone(summary.phone) : <FormattedMessage id="rider.dashboard.account.none" />}</Row>
            <Row label="rider.dashboard.account.bikes"><FormattedMessage id="rider.dashboard.account.bikeCount" values={{ count: summary.bikes }} /></Row>
            <Row label="rider.dashboard.account.vin"><FormattedMessage id={`rider.dashboard.account.vin.${summary.vin}`} /></Row>
            <Row label="rider.dashboard.account.pin"><FormattedMessage id={summary.hasPin ? 'rider.dashboard.account.pin.set' : 'rider.dashboard.account.pin.missing'} /></Row>
          </dl>
        </Card>
      ) : null}
    </>
  );
}
