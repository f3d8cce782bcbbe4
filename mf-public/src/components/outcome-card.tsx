import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, Button, ButtonLink, type ButtonVariant, type Tone } from '@rr/ui';
import { AuthCard } from './auth-card';

/** One button of an outcome card: a router link (`to`) or, for staying on the page, a click handler. */
export type OutcomeAction = { labelId: string; variant?: ButtonVariant } & (
  | { to: string; reloadDocument?: boolean }
  | { onClick: () => void }
);

/**
 * The end of a short account flow (sent, done, link expired…): an AuthCard with its title, one message — an
 * Alert of `tone`, or plain prose without one — an optional muted note, and a row of buttons.
 */
export function OutcomeCard({ titleId, testId, tone, children, note, actions, footer }: {
  titleId: string;
  testId: string;
  tone?: Tone;
  children: ReactNode;
  note?: ReactNode;
  actions: OutcomeAction[];
  footer?: ReactNode;
}) {
  return (
    <AuthCard title={<FormattedMessage id={titleId} />} testId={testId} footer={footer}>
      {tone ? <Alert tone={tone}>{children}</Alert> : <p className="pub-prose">{children}</p>}
      {note ? <p className="rr-muted pub-auth-card__note">{note}</p> : null}
      <div className="rr-cluster pub-actions">
        {actions.map((action) =>
          'to' in action ? (
            <ButtonLink key={action.labelId} variant={action.variant} to={action.to} reloadDocument={action.reloadDocument}>
              <FormattedMessage id={action.labelId} />
            </ButtonLink>
          ) : (
            <Button key={action.labelId} variant={action.variant} onClick={action.onClick}>
              <FormattedMessage id={action.labelId} />
            </Button>
          ),
        )}
      </div>
    </AuthCard>
  );
}
