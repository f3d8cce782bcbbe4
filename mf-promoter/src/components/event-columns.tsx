import { paths } from '@rr/contracts/routes';
import type { PromoterEvent } from '@rr/contracts';
import { DeadlineBadge } from '@rr/event-tools';
import { TextLink, type Column } from '@rr/ui';
import { FormattedMessage } from 'react-intl';

type Format = { dateRange: (start: string, end: string) => string; money: (cents: number, currency: string) => string };

/** The columns of a promoter's event list: the event, when, where, what it posts, and where its results stand. */
export function eventColumns(format: Format): Column<PromoterEvent>[] {
  return [
    {
      key: 'title',
      header: <FormattedMessage id="promoter.home.event" />,
      render: (e) => (
        <span className="pro-event-cell">
          <TextLink to={paths.promoter.event(e._id)}>{e.title}</TextLink>
          {!e.active && (
            <span className="rr-badge">
              <FormattedMessage id="promoter.home.inactive" />
            </span>
          )}
        </span>
      ),
    },
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
          {e.exceptions > 0 && (
            <span className="rr-badge rr-badge--warning">
              <FormattedMessage id="promoter.home.exceptions" values={{ count: e.exceptions }} />
            </span>
          )}
        </span>
      ),
    },
  ];
}
