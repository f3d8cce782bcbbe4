import { FormattedMessage } from 'react-intl';

/** The "(optional)" after a label that forms mark their optional inputs with, in the app's class for it. */
export function OptionalMark({ className = 'rr-muted' }: { className?: string }) {
  return (
    <span className={className}>
      (<FormattedMessage id="ui.field.optional" />)
    </span>
  );
}
