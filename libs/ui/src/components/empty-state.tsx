import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconInbox } from './icons';

export interface EmptyStateProps {
  /** Defaults to 'Nothing added yet'. */
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link to create the first item. */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className="rr-empty">
      <span className="rr-empty__icon" aria-hidden="true">{icon ?? <IconInbox />}</span>
      <p className="rr-empty__title">{title ?? intl.formatMessage({ id: 'ui.empty.nothing', defaultMessage: 'Nothing added yet' })}</p>
      {description && <p style={{ margin: 0 }}>{description}</p>}
      {action}
    </div>
  );
}
