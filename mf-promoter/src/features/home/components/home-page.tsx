import { StartPage } from '@rr/ui';
import { HomeEvents, HomeSeries } from '../../events';

/**
 * The promoter's start page (spec §2): a welcome by name from the session, then their events with the results
 * countdown of each (spec §9: due 7 days after the event) and the way to add one.
 */
export function HomePage() {
  return (
    <div className="pro-page">
      <StartPage area="promoter" leadId="promoter.home.lead" />
      <HomeEvents />
      <HomeSeries />
    </div>
  );
}
