import { paths, type SerieAnswer } from '@rr/contracts';
import { get, queryCall, queryKeys, useQuery } from '@rr/api-client';
import { useParams } from '@rr/router';
import { ButtonLink, Card, PageHeader, QueryState, Table, TextLink, useFormat, type Column } from '@rr/ui';
import { FormattedMessage } from 'react-intl';
import type { PromoterEvent } from '@rr/contracts';
import { usePromoterEvents } from '../api/queries';
import { DeadlineBadge } from './deadline-badge';
import { usePromoterId } from './event-page';

/** `/auth/promoter/serie/{seriesId}`: one of the promoter's series with its events, their results countdowns, and adding an event to it. */
export function SeriePage() {
  const { seriesId = '' } = useParams();
  const format = useFormat();
  const promoterId = usePromoterId();
  const serie = useQuery({
    queryKey: queryKeys.series.detail(seriesId),
    queryFn: (context) => get<SerieAnswer>(`/api/serie/${encodeURIComponent(seriesId)}`, { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
  const events = usePromoterEvents(promoterId);
  const columns: Column<PromoterEvent>[] = [
    { key: 'title', header: <FormattedMessage id="promoter.home.event" />, render: (e) => <TextLink to={paths.promoter.event(e._id)}>{e.title}</TextLink> },
    { key: 'when', header: <FormattedMessage id="promoter.home.when" />, render: (e) => <span className="pro-nowrap">{format.dateRange(e.startDate, e.endDate)}</span> },
    { key: 'where', header: <FormattedMessage id="promoter.home.where" />, secondary: true, render: (e) => [e.city, e.state].filter(Boolean).join(', ') },
    { key: 'contingency', header: <FormattedMessage id="promoter.home.contingency" />, align: 'right', secondary: true, render: (e) => format.money(e.contingencyAmount, e.currency) },
    { key: 'results', header: <FormattedMessage id="promoter.home.results" />, stickyEnd: true, render: (e) => <DeadlineBadge deadline={e.deadline} canceled={e.canceled} /> },
  ];
  return (
    <QueryState query={serie}>
      {({ serie: s }) => (
        <div className="pro-page">
          <PageHeader
            eyebrow={<TextLink to={paths.promoter.home()}><FormattedMessage id="promoter.backHome" /></TextLink>}
            title={s.name}
            description={
              <span className="pro-header-facts">
                <span>{[s.state, s.country].filter(Boolean).join(', ')}</span>
                {s.bonus > 0 && <span><FormattedMessage id="promoter.serie.bonus" values={{ amount: format.money(s.bonus, s.currency) }} /></span>}
                {s.initialValue > 0 && <span><FormattedMessage id="promoter.serie.credit" values={{ amount: format.money(s.initialValue, s.currency) }} /></span>}
                {s.expirationDate && <span><FormattedMessage id="promoter.serie.expires" values={{ date: format.date(s.expirationDate) }} /></span>}
              </span>
            }
            actions={
              <ButtonLink to={`${paths.promoter.event('new')}?seriesId=${encodeURIComponent(s._id)}`}>
                <FormattedMessage id="promoter.serie.addEvent" />
              </ButtonLink>
            }
          />
          <Card title={<FormattedMessage id="promoter.serie.events" />}>
            <QueryState query={events}>
              {(data) => (
                <Table
                  columns={columns}
                  rows={data.events.filter((e) => e.seriesId === s._id)}
                  rowKey={(e) => e._id}
                  caption={<FormattedMessage id="promoter.serie.events" />}
                  empty={<FormattedMessage id="promoter.serie.noEvents" />}
                />
              )}
            </QueryState>
          </Card>
        </div>
      )}
    </QueryState>
  );
}
