import { usePromoterEvents } from '@rr/event-tools';
import { PageLoading, StartPage } from '@rr/ui';
import { usePromoterId } from '../../../lib/use-promoter-id';
import { HomeEvents } from './home-events';
import { HomeSeries } from './home-series';
import { QuickLinks } from './quick-links';
import { ResultsOwed } from './results-owed';

/**
 * The promoter's start page (spec §2): a welcome and the account from the session, the events whose results are
 * owed now (spec §9: within 7 days of the event), every event upcoming and past with its results countdown, the
 * promoter's series, and the way to add an event. The cards wait for the events together, so the owed card does not
 * push the others down when it appears (no layout shift).
 */
export function HomePage() {
  const events = usePromoterEvents(usePromoterId());
  return (
    <div className="pro-page">
      <StartPage area="promoter" leadId="promoter.home.lead" />
      {events.isPending ? (
        <PageLoading />
      ) : (
        <>
          <ResultsOwed />
          <HomeEvents />
          <div className="pro-two">
            <HomeSeries />
            <QuickLinks />
          </div>
        </>
      )}
    </div>
  );
}
