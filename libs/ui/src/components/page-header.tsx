import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** Small line above the title (area or parent page). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Buttons at the right. */
  actions?: ReactNode;
}

/** The page's <h1> with optional description and actions. One per page. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <header className="rr-page-header">
      <div>
        {eyebrow && <p className="rr-page-header__eyebrow">{eyebrow}</p>}
        <h1 className="rr-page-header__title">{title}</h1>
        {description && <p className="rr-page-header__description">{description}</p>}
      </div>
      {actions && <div className="rr-cluster">{actions}</div>}
    </header>
  );
}
