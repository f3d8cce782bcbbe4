import { paths } from '@rr/contracts';
import { useNavigate, useParams, useSearchParams } from '@rr/router';
import { Button, PageLoading, Tabs, TextLink } from '@rr/ui';
import { useCountryName } from '@rr/ui/country-options';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MissingPage, RecordPage } from '../../../components/detail-page';
import { ActivationPrompt, MergeRidersDialog, RiderMoreMenu, RiderProxyLink, type RiderRow } from '../../riders';
import { useRefreshRider } from '../api/rider-admin';
import { useAdminRider, type AdminRider } from '../api/rider-money';
import '../rider-detail.css';
import { AccountCard } from './account-card';
import { BikesCard } from './bikes-card';
import { CreateRiderForm } from './create-rider-form';
import { DocumentsCard } from './documents-card';
import { DebtsCard } from './debts-card';
import { ClaimsCard, EarningsCard, FlagsCard, WithholdingCard } from './money-cards';
import { StatementsCard } from './statements-card';
import { RacesCard } from './races-card';
import { RedemptionsCard } from './redemptions-card';
import { RiderDetailsForm } from './rider-details-form';
import { TimecardsCard } from './timecards-card';
import { withFeatureIntl } from '../i18n';

const back = (
  <TextLink to={paths.admin.riders()}>
    <FormattedMessage id="admin.riderMoney.back" />
  </TextLink>
);

/** Remounts the flags card when the stored flags change (after a save, or another admin's). */
const flagsKey = (rider: { flags?: string[] | undefined }) => JSON.stringify(rider.flags ?? []);

/**
 * /auth/admin/rider/{riderId?} (spec §2 admin detail pages): without an id the create form, with
 * one everything programme staff do with a rider — every field, bikes with their VIN status, the licence and W-9,
 * races and their removal, what the rider owes (and writing it off), earnings, redemptions and claims, timecards, tax
 * withholding, activation, proxy and merge.
 */
function RiderPageContent() {
  const { riderId } = useParams();
  if (!riderId)
    return (
      <RecordPage back={back} title={<FormattedMessage id="admin.rider.create.title" />} lead={<FormattedMessage id="admin.rider.create.lead" />}>
        <CreateRiderForm />
      </RecordPage>
    );
  return <RiderDetail key={riderId} riderId={riderId} />;
}

/** The page's sections, one tab each; the open one is in the address (`?tab=`) so a link or a reload keeps it. */
const TABS = ['profile', 'bikes', 'races', 'money', 'timecards'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => (TABS as readonly (string | null)[]).includes(value);

/** The Rider Manager's row of this rider, for its activation prompt and merge dialog. */
const asRow = (rider: AdminRider): RiderRow => ({
  id: rider._id,
  name: rider.fullName,
  email: rider.email,
  phone: rider.phone1 ?? '',
  city: rider.city ?? '',
  state: rider.state ?? '',
  country: rider.country,
  bikes: rider.bikes.length,
  pro: rider.pro,
  emailVerified: rider.emailVerified,
  deActivated: rider.deActivated,
  lastLoginAt: rider.lastLoginAt,
  loginCount: rider.loginCount,
  createdAt: rider.createdAt,
});

function RiderDetail({ riderId }: { riderId: string }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const rider = useAdminRider(riderId);
  const refresh = useRefreshRider(riderId);
  const [activating, setActivating] = useState<RiderRow | null>(null);
  const [merging, setMerging] = useState(false);
  const tabParam = search.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'profile';
  // One object per answer: the merge dialog starts again whenever the rider it was opened with changes.
  const row = useMemo(() => (rider.data ? asRow(rider.data.rider) : null), [rider.data]);

  if (rider.isPending) return <PageLoading />;
  if (!rider.data) return <MissingPage back={back} title={<FormattedMessage id="admin.rider.title" />} error={rider.error} />;
  const r = rider.data.rider;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderPage.${id}` }, values);
  const name = r.fullName || r.email;
  const select = (key: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'profile') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const tabs = [
    {
      key: 'profile',
      label: t('tab.profile'),
      content: (
        <div className="adm-rd-stack">
          <RiderDetailsForm rider={r} />
          <AccountCard rider={r} />
        </div>
      ),
    },
    {
      key: 'bikes',
      label: t('tab.bikes'),
      content: (
        <div className="adm-rd-stack">
          <BikesCard rider={r} />
          <DocumentsCard rider={r} />
        </div>
      ),
    },
    { key: 'races', label: t('tab.races'), content: <RacesCard rider={r} /> },
    {
      key: 'money',
      label: t('tab.money'),
      content: (
        <div className="adm-rd-stack">
          <DebtsCard rider={r} />
          <WithholdingCard rider={r} />
          <FlagsCard key={flagsKey(r)} rider={r} />
          <EarningsCard riderId={riderId} />
          <RedemptionsCard riderId={riderId} />
          <ClaimsCard riderId={riderId} />
          <StatementsCard riderId={riderId} />
        </div>
      ),
    },
    { key: 'timecards', label: t('tab.timecards'), content: <TimecardsCard riderId={riderId} /> },
  ];

  return (
    <RecordPage
      back={back}
      title={name}
      lead={
        <span className="adm-rider-facts">
          <span className="adm-email">{r.email}</span>
          <span>{countryName(r.country)}</span>
          {r.pro ? <span className="rr-badge rr-badge--brand">{intl.formatMessage({ id: 'admin.riders.pro' })}</span> : null}
          {r.deActivated ? <span className="rr-badge rr-badge--danger">{intl.formatMessage({ id: 'admin.riders.status.deactivated' })}</span> : null}
          {!r.emailVerified ? <span className="rr-badge rr-badge--warning">{intl.formatMessage({ id: 'admin.riders.unverified' })}</span> : null}
        </span>
      }
      actions={
        <div className="adm-rd-actions">
          <RiderProxyLink riderId={r._id} name={name} />
          <Button size="sm" variant="secondary" className={r.deActivated ? undefined : 'adm-danger-text'} onClick={() => setActivating(row)}>
            <FormattedMessage id={r.deActivated ? 'admin.riders.activate' : 'admin.riders.deactivate'} />
          </Button>
          <RiderMoreMenu
            name={name}
            items={[
              { key: 'merge', label: <FormattedMessage id="admin.riders.merge.action" />, onClick: () => setMerging(true) },
              {
                key: 'refunds',
                label: <FormattedMessage id="admin.riderMoney.refunds" />,
                onClick: () => navigate(`${paths.admin.dealerRefunds()}?${new URLSearchParams({ riderName: r.fullName }).toString()}`),
              },
            ]}
          />
        </div>
      }
    >
      <Tabs tabs={tabs} selectedKey={tab} onChange={select} />
      <ActivationPrompt rider={activating} onClose={() => setActivating(null)} />
      <MergeRidersDialog
        open={merging}
        initialRider={row}
        onClose={() => setMerging(false)}
        onMerged={(merge) => {
          // This rider was merged into another: their page is gone, the kept rider's has everything.
          if (merge && merge.removedId === riderId) navigate(paths.admin.rider(merge.keptId), { replace: true });
          else void refresh({ money: true });
        }}
      />
    </RecordPage>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const RiderPage = withFeatureIntl(RiderPageContent);
