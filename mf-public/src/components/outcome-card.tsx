import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, ButtonLink, Spinner, type ButtonVariant, type Tone } from '@rr/ui';
import { AuthCard } from './auth-card';

/**
 * One button of an outcome card: a router link (`to`, with router `state` if any) or, for staying on the page, a
 * click handler.
 */
export type OutcomeAction = { labelId: string; variant?: ButtonVariant; testId?: string } & (
  | { to: string; reloadDocument?: boolean; state?: unknown }
  | { onClick: () => void }
);

/** The way back to the login page, the button most outcomes end with. */
export function backToLogin(to: string, variant?: ButtonVariant): OutcomeAction {
  return { to, labelId: 'public.auth.backToLogin', variant };
}

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
            <ButtonLink
              key={action.labelId}
              variant={action.variant}
              to={action.to}
              state={action.state}
              reloadDocument={action.reloadDocument}
              data-testid={action.testId}
            >
              <FormattedMessage id={action.labelId} />
            </ButtonLink>
          ) : (
            <Button key={action.labelId} variant={action.variant} onClick={action.onClick} data-testid={action.testId}>
              <FormattedMessage id={action.labelId} />
            </Button>
          ),
        )}
      </div>
    </AuthCard>
  );
}

/** An account page waiting for the server (a link being checked, a sign-in being completed): a spinner and a line. */
export function WaitingCard({ titleId, testId, spinnerId, textId }: { titleId: string; testId: string; spinnerId: string; textId: string }) {
  const intl = useIntl();
  return (
    <AuthCard title={<FormattedMessage id={titleId} />} testId={testId}>
      <div className="pub-oauth-wait">
        <Spinner size="lg" label={intl.formatMessage({ id: spinnerId })} />
        <p className="rr-muted">
          <FormattedMessage id={textId} />
        </p>
      </div>
    </AuthCard>
  );
}
