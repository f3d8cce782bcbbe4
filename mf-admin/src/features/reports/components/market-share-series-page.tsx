import { MarketShareReport } from './market-share-report';
import { withFeatureIntl } from '../i18n';

/** /auth/admin/market-share-series. */
function MarketShareSeriesPageContent() {
  return <MarketShareReport by="series" />;
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const MarketShareSeriesPage = withFeatureIntl(MarketShareSeriesPageContent);
