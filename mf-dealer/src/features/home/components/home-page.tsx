import { StartPage } from '@rr/ui';

/**
 * The dealer's start page (spec §2): a welcome by name and the account at a glance, from the session. The dealer's own
 * figures join it here as their features are built.
 */
export function HomePage() {
  return <StartPage area="dealer" leadId="dealer.home.lead" />;
}
