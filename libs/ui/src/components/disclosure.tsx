import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { IconChevronDown } from './icons';

export interface CollapsibleProps {
  title: ReactNode;
  icon?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
}

/** A titled section that opens and closes (Headless UI Disclosure: aria-expanded, keyboard). */
export function Collapsible({ title, icon, defaultOpen = false, children, buttonClassName, panelClassName }: CollapsibleProps) {
  return (
    <Disclosure defaultOpen={defaultOpen}>
      <DisclosureButton className={['rr-disclosure__button', buttonClassName].filter(Boolean).join(' ')}>
        <span className="rr-cluster" style={{ gap: 'var(--rr-space-2)' }}>{icon}{title}</span>
        <IconChevronDown className="rr-icon rr-disclosure__chevron" />
      </DisclosureButton>
      <DisclosurePanel className={panelClassName}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
