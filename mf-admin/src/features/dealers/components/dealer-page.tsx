import { paths, type DealerView } from '@rr/contracts';
import { useNavigate, useParams } from '@rr/router';
import { ButtonLink, Card, PageLoading, TextLink, buttonClass, useFormat } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CreatePage, MissingPage, RecordPage } from '../../../components/detail-page';
import { useDealer, useRedemptions } from '../api/dealers';
import { placeOf } from '../lib/dealer-form';
import { REDEMPTIONS_PAGE_SIZE, countOf, moneyOf } from '../lib/redemption-filters';
import { ParticipationBadge } from './badges';
import { DealerForm } from './dealer-form';
import { LoginCard } from './login-card';
import { RedemptionsTable } from './redemptions-table';
import '../dealers.css';

const back = (
  <TextLink to={paths.admin.dealers()}>
    <FormattedMessage id="admin.dealer.back" />
  </TextLink>
);

/**
 * /auth/admin/dealer/{dealerId?} (spec §2, §3 "Dealer"): without an id the form for a new dealer
 * (its login is invited by mail); with one, the dealer's record to edit (every field, its participation), its login
 * (state, invitation or password reset, on/off), its redemptions with the refund, and its refunded ones.
 */
export function DealerPage() {
  const { dealerId } = useParams();
  const navigate = useNavigate();
  if (!dealerId)
    return (
      <CreatePage back={back} title={<FormattedMessage id="admin.dealer.create.title" />} lead={<FormattedMessage id="admin.dealer.create.lead" />}>
        <DealerForm onSaved={(answer) => navigate(paths.admin.dealer(answer.dealer._id))} />
      </CreatePage>
    );
  return <DealerDetail key={dealerId} dealerId={dealerId} />;
}

function DealerDetail({ dealerId }: { dealerId: string }) {
  const dealer = useDealer(dealerId);
  if (dealer.isPending) return <PageLoading />;
  if (!dealer.data) return <MissingPage back={back} title={<FormattedMessage id="admin.dealer.missing" />} error={dealer.error} />;
  const d = dealer.data.dealer;
  return (
    <RecordPage
      back={back}
      title={d.name}
      lead={
        <span className="adm-dealer-facts">
          <ParticipationBadge active={d.active} />
          {d.dealerId ? <FormattedMessage id="admin.dealers.number" values={{ number: d.dealerId }} /> : null}
          <span>{placeOf(d)}</span>
        </span>
      }
      actions={
        /* A full navigation: the shell's proxy page starts the impersonation. */
        <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={paths.proxy('dealer', d._id)}>
          <FormattedMessage id="admin.dealers.proxy" />
        </a>
      }
    >
      <LoginCard dealerId={dealerId} />
      <Card title={<FormattedMessage id="admin.dealer.record" />}>
        <DealerForm key={d.email + d.name} dealer={d} onSaved={() => undefined} />
      </Card>
      <DealerRedemptions dealer={d} />
    </RecordPage>
  );
}

/** The dealer's redemptions (refund each) and its refunded ones, 25 a page each. */
function DealerRedemptions({ dealer }: { dealer: DealerView }) {
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [revokedPage, setRevokedPage] = useState(1);
  const redeemed = useRedemptions('redeemed', { dealerId: dealer._id, page, limit: REDEMPTIONS_PAGE_SIZE });
  const revoked = useRedemptions('revoked', { dealerId: dealer._id, page: revokedPage, limit: REDEMPTIONS_PAGE_SIZE });
  const totals = redeemed.data?.totals ?? [];
  return (
    <>
      <Card
        title={<FormattedMessage id="admin.dealer.redemptions" />}
        padded={false}
        actions={
          redeemed.data ? (
            <span className="rr-muted">
              <FormattedMessage id="admin.redemptions.total" values={{ count: countOf(totals), amount: format.moneyTotals(moneyOf(totals)) }} />
            </span>
          ) : null
        }
      >
        <RedemptionsTable
          kind="redeemed"
          query={redeemed}
          showDealer={false}
          caption={<FormattedMessage id="admin.dealer.redemptions" />}
          empty={<FormattedMessage id="admin.redemptions.none" />}
          page={page}
          onPage={setPage}
        />
      </Card>
      <Card
        title={<FormattedMessage id="admin.dealer.refunds" />}
        padded={false}
        actions={
          <ButtonLink size="sm" variant="ghost" to={`${paths.admin.dealerRefunds()}?${new URLSearchParams({ dealerName: dealer.name }).toString()}`}>
            <FormattedMessage id="admin.dealer.allRefunds" />
          </ButtonLink>
        }
      >
        <RedemptionsTable
          kind="revoked"
          query={revoked}
          showDealer={false}
          caption={<FormattedMessage id="admin.dealer.refunds" />}
          empty={<FormattedMessage id="admin.redemptions.noneRefunded" />}
          page={revokedPage}
          onPage={setRevokedPage}
        />
      </Card>
    </>
  );
}
