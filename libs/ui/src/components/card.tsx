import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** false removes the body padding (for tables inside a card). */
  padded?: boolean;
  headingLevel?: 2 | 3;
}

export function Card({ title, actions, footer, padded = true, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['rr-card', className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <header className="rr-card__header">
          {title && <Heading className="rr-card__title">{title}</Heading>}
          {actions && <div className="rr-cluster">{actions}</div>}
        </header>
      )}
      <div className={padded ? 'rr-card__body' : undefined}>{children}</div>
      {footer && <footer className="rr-card__footer">{footer}</footer>}
    </section>
  );
}
