import { useId, useState, type ReactNode } from 'react';
import { IconChevronDown } from './icons';

export interface CollapsibleProps {
  title: ReactNode;
  icon?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
}

/** A titled section that opens and closes: a button with aria-expanded/aria-controls, the panel rendered while open. */
export function Collapsible({ title, icon, defaultOpen = false, children, buttonClassName, panelClassName }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={['rr-disclosure__button', buttonClassName].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={panelId}
        data-open={open ? '' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="rr-cluster" style={{ gap: 'var(--rr-space-2)' }}>{icon}{title}</span>
        <IconChevronDown className="rr-icon rr-disclosure__chevron" />
      </button>
      <div id={panelId} className={panelClassName} hidden={!open}>
        {open && children}
      </div>
    </>
  );
}
