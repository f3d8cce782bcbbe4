import { paths, publicPaths } from '@rr/contracts/routes';
import { usePromoterSeries } from '@rr/event-tools';
import { useNavigate } from '@rr/router';
import { localeAtom } from '@rr/session';
import { Alert, ButtonLink, Card, QueryState } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { NewPageHeader } from '../../../components/new-page-header';
import { usePromoterId } from '../../../lib/use-promoter-id';
import { SeriesForm } from './series-form';

/**
 * A new series of the promoter (docs/api.md "Series"), for a season their application is approved for; it waits for
 * the programme team's review before riders see it. Without an approved season, the way to apply.
 */
export function NewSerie() {
  const promoterId = usePromoterId();
  const series = usePromoterSeries(promoterId);
  const navigate = useNavigate();
  const site = publicPaths(useAtomValue(localeAtom));
  return (
    <div className="pro-page">
      <NewPageHeader titleId="promoter.newSerie.title" leadId="promoter.newSerie.lead" />
      <QueryState query={series}>
        {(data) =>
          data.approvedSeasons.length === 0 ? (
            <Alert tone="warning" title={<FormattedMessage id="promoter.newSerie.noSeason" />}>
              <p className="pro-lead">
                <ButtonLink to={site.promoters()} size="sm">
                  <FormattedMessage id="promoter.newSerie.apply" />
                </ButtonLink>
              </p>
            </Alert>
          ) : (
            <Card>
              <SeriesForm promoterId={promoterId} seasons={data.approvedSeasons} onSaved={(saved) => navigate(paths.promoter.serie(saved._id))} />
            </Card>
          )
        }
      </QueryState>
    </div>
  );
}
