import { useIntl } from 'react-intl';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** White on a coloured background (buttons). */
  inverse?: boolean;
  /** Accessible label; omit inside a button that already says what is happening. */
  label?: string;
}

export function Spinner({ size = 'md', inverse = false, label }: SpinnerProps) {
  const className = ['rr-spinner', size !== 'md' && `rr-spinner--${size}`, inverse && 'rr-spinner--inverse'].filter(Boolean).join(' ');
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={className} aria-hidden="true" />
      <span className="rr-visually-hidden">{label}</span>
    </span>
  );
}

/** Covers the viewport while a page or a remote loads (spec §2 "A full-screen spinner shows during page loads"). */
export function FullScreenSpinner() {
  const intl = useIntl();
  return (
    <div className="rr-fullscreen-spinner" data-testid="full-screen-spinner">
      <Spinner size="lg" label={intl.formatMessage({ id: 'ui.spinner.loading', defaultMessage: 'Loading…' })} />
    </div>
  );
}
