import { MarketShareReport } from './market-share-report';
import { withFeatureIntl } from '../i18n';

/** /auth/admin/market-share-month. */
function MarketShareMonthPageContent() {
  return <MarketShareReport by="month" />;
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const MarketShareMonthPage = withFeatureIntl(MarketShareMonthPageContent);
