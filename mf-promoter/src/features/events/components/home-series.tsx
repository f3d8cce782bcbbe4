import { paths } from '@rr/contracts';
import { Card, QueryState, TextLink, useFormat } from '@rr/ui';
import { FormattedMessage } from 'react-intl';
import { usePromoterSeries } from '../api/queries';
import { usePromoterId } from './event-page';

/** The promoter's series on their home page, each leading to its page (events, deadlines, add an event). */
export function HomeSeries() {
  const promoterId = usePromoterId();
  const format = useFormat();
  const series = usePromoterSeries(promoterId);
  return (
    <Card title={<FormattedMessage id="promoter.home.seriesTitle" />}>
      <QueryState query={series} isEmpty={(data) => data.series.length === 0} empty={<FormattedMessage id="promoter.home.noSeries" />}>
        {(data) => (
          <ul className="pro-series-list">
            {data.series.map((s) => (
              <li key={s._id}>
                <TextLink to={paths.promoter.serie(s._id)}>{s.name}</TextLink>
                <span className="rr-muted">
                  {' · '}
                  {[s.state, s.country].filter(Boolean).join(', ')}
                  {s.bonus > 0 ? <> · <FormattedMessage id="promoter.serie.bonus" values={{ amount: format.money(s.bonus, s.currency) }} /></> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
