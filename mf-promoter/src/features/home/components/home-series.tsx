import { paths } from '@rr/contracts/routes';
import { usePromoterEvents, usePromoterSeries } from '@rr/event-tools';
import { TextLink, useFormat } from '@rr/ui';
import { Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { usePromoterId } from '../../../lib/use-promoter-id';
import { HomeCard } from './home-card';

/**
 * The promoter's series, each leading to its page (its events and their deadlines, adding an event to it), those
 * waiting for the programme team's review marked, and the way to set up a new one.
 */
export function HomeSeries() {
  const promoterId = usePromoterId();
  const format = useFormat();
  const series = usePromoterSeries(promoterId);
  const events = usePromoterEvents(promoterId);
  const count = (seriesId: string) => (events.data?.events ?? []).filter((e) => e.seriesId === seriesId).length;
  return (
    <HomeCard
      titleId="promoter.home.seriesTitle"
      add={{ to: paths.promoter.serie('new'), labelId: 'promoter.home.newSeries', icon: Plus, variant: 'secondary' }}
      query={series}
      isEmpty={(data) => data.series.length === 0}
      emptyId="promoter.home.noSeries"
    >
      {(data) => (
        <ul className="pro-series-list">
          {data.series.map((s) => (
            <li key={s._id}>
              <span className="pro-actions">
                <TextLink to={paths.promoter.serie(s._id)}>{s.name}</TextLink>
                {s.reviewStatus === 'pending' ? (
                  <span className="rr-badge rr-badge--warning">
                    <FormattedMessage id="promoter.serie.pending" />
                  </span>
                ) : null}
              </span>
              <span className="rr-muted pro-small">
                {[s.state, s.country].filter(Boolean).join(', ')}
                {events.data && (
                  <>
                    {' · '}
                    <FormattedMessage id="promoter.home.seriesEvents" values={{ count: count(s._id) }} />
                  </>
                )}
                {s.bonus > 0 && (
                  <>
                    {' · '}
                    <FormattedMessage id="promoter.serie.bonus" values={{ amount: format.money(s.bonus, s.currency) }} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
