import { MarketShareReport } from './market-share-report';
import { withFeatureIntl } from '../i18n';

/** /auth/admin/market-share-month (issue 15 item 2). */
function MarketShareMonthPageContent() {
  return <MarketShareReport by="month" />;
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const MarketShareMonthPage = withFeatureIntl(MarketShareMonthPageContent);
