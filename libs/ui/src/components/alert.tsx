import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconAlert, IconCheck, IconClose } from './icons';

export type Tone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  className?: string;
}

/** Inline message box. Errors and warnings are announced (role="alert"), others politely (role="status"). */
export function Alert({ tone = 'info', title, children, onDismiss, className }: AlertProps) {
  const intl = useIntl();
  return (
    <div role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'} className={['rr-alert', `rr-alert--${tone}`, className].filter(Boolean).join(' ')}>
      {tone === 'success' ? <IconCheck /> : <IconAlert />}
      <div className="rr-alert__body">
        {title && <p className="rr-alert__title">{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className="rr-icon-button" style={{ width: '1.75rem', height: '1.75rem' }} onClick={onDismiss} aria-label={intl.formatMessage({ id: 'ui.toast.dismiss', defaultMessage: 'Dismiss' })}>
          <IconClose />
        </button>
      )}
    </div>
  );
}
