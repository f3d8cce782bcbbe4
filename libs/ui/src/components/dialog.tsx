import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconClose } from './icons';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** Hide the × button (e.g. when the footer has the only ways out). */
  hideClose?: boolean;
}

/** Centered modal dialog (Headless UI Dialog: focus trap, Escape and outside click close it). */
export function Modal({ open, onClose, title, description, children, footer, size = 'md', hideClose = false }: ModalProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} className="rr-dialog">
      <DialogBackdrop transition className="rr-dialog__backdrop" />
      <div className="rr-dialog__viewport">
        <DialogPanel transition className={`rr-dialog__panel${size === 'lg' ? ' rr-dialog__panel--lg' : ''}`}>
          {!hideClose && (
            <button type="button" className="rr-icon-button rr-dialog__close" onClick={onClose} aria-label={intl.formatMessage({ id: 'ui.dialog.close', defaultMessage: 'Close' })}>
              <IconClose />
            </button>
          )}
          <DialogTitle className="rr-dialog__title">{title}</DialogTitle>
          {description && <Description className="rr-muted">{description}</Description>}
          {children}
          {footer && <div className="rr-dialog__footer">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export interface SlideOverProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel (visually hidden). */
  label: string;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
}

/** Panel sliding in from a side (mobile navigation, filters). */
export function SlideOver({ open, onClose, label, side = 'left', children, className }: SlideOverProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} className="rr-dialog">
      <DialogBackdrop transition className="rr-dialog__backdrop" />
      <div className={`rr-slide-over__viewport rr-slide-over__viewport--${side}`}>
        <DialogPanel transition className={['rr-slide-over__panel', `rr-slide-over__panel--${side}`, className].filter(Boolean).join(' ')}>
          <DialogTitle className="rr-visually-hidden">{label}</DialogTitle>
          <button type="button" className="rr-icon-button rr-slide-over__close" onClick={onClose} aria-label={intl.formatMessage({ id: 'ui.dialog.close', defaultMessage: 'Close' })}>
            <IconClose />
          </button>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
