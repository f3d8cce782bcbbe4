import { ButtonLink, Card, QueryState, type ButtonVariant, type QueryLike } from '@rr/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A list card of the promoter's home page (events, series): its title, the small button that adds one (`add`: where
 * it goes, its icon and label), and the list once it has loaded, or a muted line (`emptyId`) while there is none.
 */
export function HomeCard<T>({ titleId, add, query, isEmpty, emptyId, children }: {
  titleId: string;
  add: { to: string; labelId: string; icon: LucideIcon; variant?: ButtonVariant; className?: string };
  query: QueryLike<T>;
  isEmpty: (data: T) => boolean;
  emptyId: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card
      title={<FormattedMessage id={titleId} />}
      actions={
        <ButtonLink to={add.to} size="sm" variant={add.variant} className={add.className}>
          <add.icon className="rr-icon" aria-hidden="true" />
          <FormattedMessage id={add.labelId} />
        </ButtonLink>
      }
    >
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
