import { isMissing } from '@rr/api-client';
import type { RedeemAnswer } from '@rr/contracts';
import { paths } from '@rr/contracts/routes';
import { useLocation, useParams } from '@rr/router';
import { ButtonLink, EmptyState, PageHeader, PageLoading } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/load-error';
import { useAwards } from '../api/get-awards';
import { useTillRider } from '../api/get-till-rider';
import { AwardsCard } from './awards-card';
import { Receipt } from './receipt';
import { RedeemForm } from './redeem-form';
import { RiderCard } from './rider-card';
import { UpcomingSteps } from './upcoming-steps';
import '../../../components/dealer.css';
import '../till.css';

/** The rider search a till goes back to: the one it came from (router state from the search page), else an empty one. */
function searchHrefFrom(state: unknown): string {
  const search = typeof state === 'object' && state !== null ? (state as { search?: unknown }).search : undefined;
  return paths.dealer.riders() + (typeof search === 'string' && search.startsWith('?') ? search : '');
}

/**
 * /auth/dealer/rider/{riderId}, the till (spec §2 "Dealer redemption screen", §5), in the order the
 * counter works: 1 the rider found, 2 "Find awards" (their dealer credit, soonest expiry first), 3 amount, employee and
 * ID check, 4 the rider types their PIN and the employee confirms; then the receipt to print. A rider without a PIN, with
 * a locked one or without credit sees why nothing can be redeemed.
 */
export function TillPage() {
  const { riderId = '' } = useParams();
  const location = useLocation();
  const searchHref = searchHrefFrom(location.state);
  const rider = useTillRider(riderId);
  const [asked, setAsked] = useState(false);
  const awards = useAwards(riderId, asked);
  const [receipt, setReceipt] = useState<RedeemAnswer | null>(null);

  const findAwards = () => {
    if (asked) void awards.refetch();
    else setAsked(true);
  };

  const header = (
    <PageHeader
      eyebrow={<FormattedMessage id="dealer.area" />}
      title={rider.data ? rider.data.fullName : <FormattedMessage id="dealer.rider.title" />}
      description={<FormattedMessage id="dealer.rider.lead" />}
    />
  );

  if (!rider.data) {
    return (
      <div className="dlr-page">
        {header}
        {rider.isPending ? (
          <PageLoading />
        ) : isMissing(rider.error) ? (
          <EmptyState
            title={<FormattedMessage id="dealer.till.notFound" />}
            action={
              <ButtonLink to={searchHref}>
                <FormattedMessage id="dealer.till.back" />
              </ButtonLink>
            }
          />
        ) : (
          <LoadError error={rider.error} onRetry={() => void rider.refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className="dlr-page dlr-till">
      {header}
      {receipt ? (
        <Receipt answer={receipt} searchHref={searchHref} onNew={() => setReceipt(null)} />
      ) : (
        <div className="dlr-till__grid">
          <div className="dlr-till__column">
            <RiderCard rider={rider.data} searchHref={searchHref} />
            <AwardsCard credit={awards.data} asked={asked} loading={awards.isFetching} error={awards.isError ? awards.error : null} onFind={findAwards} />
          </div>
          <div className="dlr-till__column">
            {awards.data ? <RedeemForm rider={rider.data} credit={awards.data} onRedeemed={setReceipt} /> : <UpcomingSteps />}
          </div>
        </div>
      )}
    </div>
  );
}
