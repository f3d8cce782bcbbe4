import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
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
 * Accessible dropdown menu (Headless UI Menu: keyboard, Escape, outside click). It is keyed by the
 * current location, so it also closes when the route changes by any other means (back button…).
 */
export function DropdownMenu({ button, buttonLabel, buttonClassName = 'rr-icon-button', items, anchor = 'bottom end' }: DropdownMenuProps) {
  const location = useLocation();
  return (
    <Menu key={location.pathname + location.search}>
      <MenuButton className={buttonClassName} aria-label={buttonLabel}>
        {button}
      </MenuButton>
      <MenuItems transition anchor={{ to: anchor, gap: 6 }} className="rr-menu__items">
        {items.map((item) => (
          <MenuItem key={item.key}>
            {'to' in item ? (
              <Link to={item.to} className="rr-menu__item">{item.icon}{item.label}</Link>
            ) : 'href' in item ? (
              <a href={item.href} target={item.target} rel={item.rel} className="rr-menu__item">{item.icon}{item.label}</a>
            ) : (
              <button type="button" onClick={item.onClick} className="rr-menu__item">{item.icon}{item.label}</button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
