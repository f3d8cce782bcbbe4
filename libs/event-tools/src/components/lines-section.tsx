import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A section of an event's result lines (the open exceptions, the remembered decisions): its heading with how many, its lead, then the lines. */
export function LinesSection({ titleId, count, leadId, children }: { titleId: string; count: number; leadId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="rr-stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="et-section-title">
        <FormattedMessage id={titleId} values={{ count }} />
      </h3>
      <p className="rr-muted et-lead">
        <FormattedMessage id={leadId} />
      </p>
      {children}
    </section>
  );
}
