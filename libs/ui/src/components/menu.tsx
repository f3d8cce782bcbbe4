import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from '@rr/router';

export type MenuEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; to: string }
  | { key: string; label: ReactNode; icon?: ReactNode; href: string; target?: string; rel?: string }
  | { key: string; label: ReactNode; icon?: ReactNode; onClick: () => void };

export interface DropdownMenuProps {
  /** Content of the trigger button. */
  button: ReactNode;
  /** Accessible name of the trigger when its content is only an icon or picture. */
  buttonLabel?: string;
  buttonClassName?: string;
  items: MenuEntry[];
  /** Where the items open, relative to the button. */
  anchor?: 'bottom end' | 'bottom start' | 'top end' | 'top start';
}

/**
 * Accessible dropdown menu (WAI-ARIA menu button): the button opens it (click, Enter, Space, ArrowDown; ArrowUp opens
 * on the last item), arrow keys, Home and End move between items, Escape closes it and returns to the button, Tab or a
 * click elsewhere closes it. It is keyed by the current location, so it also closes when the route changes by any
 * other means (back button…).
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const location = useLocation();
  return <Menu key={location.pathname + location.search} {...props} />;
}

const GAP = 6;

/** Where the list goes: fixed to the viewport next to the button, so a scrolling table or card never clips it. */
function placement(button: HTMLElement, anchor: NonNullable<DropdownMenuProps['anchor']>): CSSProperties {
  const rect = button.getBoundingClientRect();
  const [side, align] = anchor.split(' ');
  return {
    position: 'fixed',
    ...(side === 'top' ? { bottom: window.innerHeight - rect.top + GAP } : { top: rect.bottom + GAP }),
    ...(align === 'start' ? { left: rect.left } : { right: document.documentElement.clientWidth - rect.right }),
  };
}

function Menu({ button, buttonLabel, buttonClassName = 'rr-icon-button', items, anchor = 'bottom end' }: DropdownMenuProps) {
  const [open, setOpen] = useState<{ focus: number; style: CSSProperties } | null>(null);
  const base = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const entries = useRef<Array<HTMLElement | null>>([]);

  const show = (focus: number) => {
    if (trigger.current) setOpen({ focus, style: placement(trigger.current, anchor) });
  };
  const close = (returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) trigger.current?.focus();
  };

  // Focus the asked-for item once the list is on screen.
  const focusIndex = open?.focus;
  useLayoutEffect(() => {
    if (focusIndex !== undefined) entries.current[focusIndex]?.focus();
  }, [focusIndex]);

  // A press outside, a scroll of the page or a resize closes it (its place was measured when it opened).
  const isOpen = open !== null;
  useEffect(() => {
    if (!isOpen) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    const dismiss = () => setOpen(null);
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', dismiss);
    window.addEventListener('scroll', outside, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', dismiss);
      window.removeEventListener('scroll', outside, true);
    };
  }, [isOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show(items.length - 1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = entries.current.findIndex((element) => element === document.activeElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      entries.current[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(null);
    }
  };

  return (
    <div ref={root} className="rr-menu">
      <button
        ref={trigger}
        type="button"
        id={`${base}button`}
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${base}menu` : undefined}
        onClick={() => (isOpen ? close(false) : show(0))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open && (
        <div role="menu" id={`${base}menu`} aria-labelledby={`${base}button`} className="rr-menu__items" style={open.style} onKeyDown={onListKeyDown}>
          {items.map((item, index) => {
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              className: 'rr-menu__item',
              ref: (element: HTMLElement | null) => {
                entries.current[index] = element;
              },
              onPointerEnter: (event: { currentTarget: HTMLElement }) => event.currentTarget.focus(),
            };
            return 'to' in item ? (
              <Link key={item.key} {...common} to={item.to} onClick={() => close(false)}>
                {item.icon}
                {item.label}
              </Link>
            ) : 'href' in item ? (
              <a key={item.key} {...common} href={item.href} target={item.target} rel={item.rel} onClick={() => close(false)}>
                {item.icon}
                {item.label}
              </a>
            ) : (
              <button
                key={item.key}
                {...common}
                type="button"
                onClick={() => {
                  close(true);
                  item.onClick();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
