import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink, EmptyState } from '@rr/ui';
import { useLocalizedPath } from '../lib/use-localized-path';

/** Not found inside the public site (unknown route, missing event or series), with a way back. */
export function NotFoundBlock({ messageId = 'public.notFound.text', backTo = '/', backLabelId = 'public.notFound.home' }: {
  messageId?: string;
  backTo?: string;
  backLabelId?: string;
}) {
  const localized = useLocalizedPath();
  return (
    <section className="rr-status-screen" data-testid="not-found">
      <p className="rr-status-screen__code" aria-hidden="true">404</p>
      <h1 className="rr-status-screen__title"><FormattedMessage id="public.notFound.title" /></h1>
      <p className="rr-muted"><FormattedMessage id={messageId} /></p>
      <ButtonLink to={localized(backTo)}><FormattedMessage id={backLabelId} /></ButtonLink>
    </section>
  );
}

/** Nothing to show: the UI kit's empty state with translated text. */
export function EmptyBlock({ titleId, textId, action }: { titleId: string; textId?: string; action?: ReactNode }) {
  return (
    <EmptyState
      title={<FormattedMessage id={titleId} />}
      description={textId ? <FormattedMessage id={textId} /> : undefined}
      action={action}
    />
  );
}
