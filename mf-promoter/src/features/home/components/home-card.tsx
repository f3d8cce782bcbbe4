import { Card, QueryState, type QueryLike } from '@rr/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A list card of the promoter's home page (events, series): its title, the button that adds one (`add`), and the
 * list once it has loaded, or a muted line (`emptyId`) while there is none.
 */
export function HomeCard<T>({ titleId, add, query, isEmpty, emptyId, children }: {
  titleId: string;
  add: ReactNode;
  query: QueryLike<T>;
  isEmpty: (data: T) => boolean;
  emptyId: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card title={<FormattedMessage id={titleId} />} actions={add}>
      <QueryState
        query={query}
        isEmpty={isEmpty}
        empty={
          <p className="rr-muted">
            <FormattedMessage id={emptyId} />
          </p>
        }
      >
        {children}
      </QueryState>
    </Card>
  );
}
