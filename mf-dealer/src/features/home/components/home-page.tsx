import { StartPage } from '@rr/ui';
import { CheatSheetsCard } from './cheat-sheets-card';
import { RiderSearchCard } from './rider-search-card';
import { TodayCard } from './today-card';
import '../../../components/dealer.css';
import '../home.css';

/**
 * The dealer's start page (spec §2): the welcome and account card from the session, the rider search
 * that starts a redemption, what was redeemed at the counter today, and the cheat sheets to print.
 */
export function HomePage() {
  return (
    <div className="dlr-page dlr-home">
      <StartPage area="dealer" leadId="dealer.home.lead" />
      <div className="dlr-home__grid">
        <div className="dlr-home__main">
          <RiderSearchCard />
          <TodayCard />
        </div>
        <CheatSheetsCard />
      </div>
    </div>
  );
}
