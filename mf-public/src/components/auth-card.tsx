import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card, TextLink } from '@rr/ui';
import { useLocalizedPath } from '../lib/use-localized-path';

/** The narrow card of the short account pages (login, recovery, PIN): one <h1>, a lead, the form, a footer line. */
export function AuthCard({ title, lead, children, footer, testId }: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rr-container pub-page pub-page--narrow" data-testid={testId}>
      <Card className="pub-auth-card">
        <h1 className="rr-page-header__title">{title}</h1>
        {lead ? <p className="rr-muted pub-auth-card__lead">{lead}</p> : null}
        {children}
      </Card>
      {footer ? <p className="pub-auth-card__footer">{footer}</p> : null}
    </div>
  );
}

/** The quiet "Back to log in" link under an account form (recovery, reset). */
export function BackToLoginLink() {
  const localized = useLocalizedPath();
  return (
    <p className="pub-auth-card__back">
      <TextLink to={localized('/login')}>
        <FormattedMessage id="public.auth.backToLogin" />
      </TextLink>
    </p>
  );
}
