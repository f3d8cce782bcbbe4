import { paths, type PromoterEvent } from '@rr/contracts';
import { ButtonLink, Card, QueryState, Table, TextLink, useFormat, type Column } from '@rr/ui';
import { FormattedMessage } from 'react-intl';
import { usePromoterEvents } from '../api/queries';
import { DeadlineBadge } from './deadline-badge';
import { usePromoterId } from './event-page';

/** The promoter's events on their home page: results countdowns first (spec §9), then everything else. */
export function HomeEvents() {
  const format = useFormat();
  const promoterId = usePromoterId();
  const events = usePromoterEvents(promoterId);
  const columns: Column<PromoterEvent>[] = [
    { key: 'title', header: <FormattedMessage id="promoter.home.event" />, render: (e) => <TextLink to={paths.promoter.event(e._id)}>{e.title}</TextLink> },
    { key: 'when', header: <FormattedMessage id="promoter.home.when" />, render: (e) => <span className="pro-nowrap">{format.dateRange(e.startDate, e.endDate)}</span> },
    { key: 'where', header: <FormattedMessage id="promoter.home.where" />, secondary: true, render: (e) => [e.city, e.state].filter(Boolean).join(', ') },
    { key: 'contingency', header: <FormattedMessage id="promoter.home.contingency" />, align: 'right', secondary: true, render: (e) => format.money(e.contingencyAmount, e.currency) },
    {
      key: 'results',
      header: <FormattedMessage id="promoter.home.results" />,
      stickyEnd: true,
      render: (e) => (
        <span className="pro-results-cell">
          <DeadlineBadge deadline={e.deadline} canceled={e.canceled} />
          {e.exceptions > 0 && <span className="rr-badge rr-badge--warning"><FormattedMessage id="promoter.home.exceptions" values={{ count: e.exceptions }} /></span>}
          {!e.active && <span className="rr-badge"><FormattedMessage id="promoter.home.inactive" /></span>}
        </span>
      ),
    },
  ];
  return (
    <Card
      title={<FormattedMessage id="promoter.home.eventsTitle" />}
      actions={
        <ButtonLink to={paths.promoter.event('new')} size="sm">
          <FormattedMessage id="promoter.home.addEvent" />
        </ButtonLink>
      }
    >
      <QueryState query={events}>
        {(data) => {
          const due = data.events.filter((e) => !e.deadline.resultsSet && !e.canceled && e.deadline.daysLeft <= 7 && e.startDate <= new Date().toISOString().slice(0, 10));
          const rest = data.events.filter((e) => !due.includes(e));
          return (
            <div className="rr-stack">
              {due.length > 0 && (
                <Table columns={columns} rows={due} rowKey={(e) => e._id} caption={<FormattedMessage id="promoter.home.dueTitle" />} showCaption />
              )}
              <Table
                columns={columns}
                rows={rest}
                rowKey={(e) => e._id}
                caption={<FormattedMessage id="promoter.home.allTitle" />}
                showCaption={due.length > 0}
                empty={<FormattedMessage id="promoter.home.noEvents" />}
              />
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
