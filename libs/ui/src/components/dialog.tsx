import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconClose } from './icons';

export interface NativeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Class of the <dialog> element (the full-screen layer). */
  className?: string;
  /** Accessible name: the id of the visible title, or a label. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal layer on the browser's own <dialog> (showModal): the rest of the page is inert and out of the Tab order,
 * Escape closes it, focus goes to the first focusable element inside (or the one marked `data-autofocus`) and back to
 * where it was when it closes. A click on an element marked `data-backdrop` (the dimmed area) closes it too. The
 * page does not scroll behind it. It is in the DOM only while open.
 */
export function NativeDialog({ open, onClose, className, labelledBy, label, describedBy, children }: NativeDialogProps) {
  if (!open) return null;
  return (
    <OpenDialog onClose={onClose} className={className} labelledBy={labelledBy} label={label} describedBy={describedBy}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({ onClose, className, labelledBy, label, describedBy, children }: Omit<NativeDialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault(); // Escape: the owner decides (it unmounts the dialog by setting open to false)
    onCloseRef.current();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.hasAttribute('data-backdrop')) onCloseRef.current();
  };

  return (
    // The click handler only dismisses on the backdrop; the keyboard way out is Escape (the dialog's cancel event).
    <dialog ref={ref} className={className} aria-labelledby={labelledBy} aria-label={label} aria-describedby={describedBy} onCancel={onCancel} onClick={onClick}>
      {children}
    </dialog>
  );
}

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

/** Centered modal dialog: focus kept inside, Escape and a click outside the panel close it. */
export function Modal({ open, onClose, title, description, children, footer, size = 'md', hideClose = false }: ModalProps) {
  const intl = useIntl();
  const base = useId();
  return (
    <NativeDialog open={open} onClose={onClose} className="rr-dialog" labelledBy={`${base}title`} describedBy={description ? `${base}description` : undefined}>
      <div className="rr-dialog__viewport" data-backdrop="">
        <div className={`rr-dialog__panel${size === 'lg' ? ' rr-dialog__panel--lg' : ''}`}>
          {!hideClose && (
            <button type="button" className="rr-icon-button rr-dialog__close" onClick={onClose} aria-label={intl.formatMessage({ id: 'ui.dialog.close', defaultMessage: 'Close' })}>
              <IconClose />
            </button>
          )}
          <h2 id={`${base}title`} className="rr-dialog__title">{title}</h2>
          {description && <p id={`${base}description`} className="rr-muted">{description}</p>}
          {children}
          {footer && <div className="rr-dialog__footer">{footer}</div>}
        </div>
      </div>
    </NativeDialog>
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
    <NativeDialog open={open} onClose={onClose} className="rr-dialog" label={label}>
      <div className={`rr-slide-over__viewport rr-slide-over__viewport--${side}`} data-backdrop="">
        <div className={['rr-slide-over__panel', `rr-slide-over__panel--${side}`, className].filter(Boolean).join(' ')}>
          <button type="button" className="rr-icon-button rr-slide-over__close" onClick={onClose} aria-label={intl.formatMessage({ id: 'ui.dialog.close', defaultMessage: 'Close' })}>
            <IconClose />
          </button>
          {children}
        </div>
      </div>
    </NativeDialog>
  );
}
