import type { ReactNode } from 'react';
import { PageHeader } from '@rr/ui';

/** A public page: the UI kit's page header and the content, in the site container. */
export function Page({ title, lead, eyebrow, actions, children, narrow = false }: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div className={narrow ? 'rr-container pub-page pub-page--narrow' : 'rr-container pub-page'}>
      <PageHeader title={title} description={lead} eyebrow={eyebrow} actions={actions} />
      {children}
    </div>
  );
}
