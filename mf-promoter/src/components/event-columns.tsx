import { paths } from '@rr/contracts/routes';
import type { PromoterEvent } from '@rr/contracts';
import { DeadlineBadge } from '@rr/event-tools';
import { TextLink, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const place = (e: PromoterEvent) => [e.city, e.state].filter(Boolean).join(', ');

type Format = { dateRange: (start: string, end: string) => string; money: (cents: number, currency: string) => string };

/** The columns of a promoter's event list: the event, when, where, what it posts, and where its results stand. */
export function eventColumns(format: Format): DataColumn<PromoterEvent, ReactNode>[] {
  return [
    {
      id: 'title',
      header: <FormattedMessage id="promoter.home.event" />,
      cell: (e) => (
        <span className="pro-event-cell">
          <TextLink to={paths.promoter.event(e._id)}>{e.title}</TextLink>
          {!e.active && (
            <span className="rr-badge">
              <FormattedMessage id="promoter.home.inactive" />
            </span>
          )}
        </span>
      ),
      // On a phone only the event and its results fit side by side: when and where go under the title instead of in
      // columns the results column would cover.
      phoneNote: (e) => [format.dateRange(e.startDate, e.endDate), place(e)].filter(Boolean).join(' · '),
    },
    { id: 'when', header: <FormattedMessage id="promoter.home.when" />, secondary: true, cell: (e) => <span className="pro-nowrap">{format.dateRange(e.startDate, e.endDate)}</span> },
    { id: 'where', header: <FormattedMessage id="promoter.home.where" />, secondary: true, cell: place },
    { id: 'contingency', header: <FormattedMessage id="promoter.home.contingency" />, align: 'right', secondary: true, cell: (e) => format.money(e.contingencyAmount, e.currency) },
    {
      id: 'results',
      header: <FormattedMessage id="promoter.home.results" />,
      stickyEnd: true,
      cell: (e) => (
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
