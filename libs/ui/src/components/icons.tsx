// The UI kit's icons: lucide-react icons imported one by one (only these reach the bundle), under the names
// the apps already use. Decorative by default (aria-hidden, not focusable); sized by the `rr-icon` class.
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  Columns3,
  Download,
  ExternalLink,
  Globe,
  Inbox,
  LogOut,
  Menu,
  User,
  X,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

export type IconProps = LucideProps;

/** A lucide icon with the kit's defaults; `className` adds to `rr-icon`, other props override. */
function kitIcon(Icon: LucideIcon, displayName: string) {
  const KitIcon = ({ className, ...props }: IconProps) => (
    <Icon
      className={className?.split(/\s+/).includes('rr-icon') ? className : ['rr-icon', className].filter(Boolean).join(' ')}
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
  KitIcon.displayName = displayName;
  return KitIcon;
}

export const IconMenu = kitIcon(Menu, 'IconMenu');
export const IconClose = kitIcon(X, 'IconClose');
export const IconChevronDown = kitIcon(ChevronDown, 'IconChevronDown');
export const IconChevronLeft = kitIcon(ChevronLeft, 'IconChevronLeft');
export const IconChevronRight = kitIcon(ChevronRight, 'IconChevronRight');
export const IconUser = kitIcon(User, 'IconUser');
export const IconGlobe = kitIcon(Globe, 'IconGlobe');
export const IconLogout = kitIcon(LogOut, 'IconLogout');
export const IconExternal = kitIcon(ExternalLink, 'IconExternal');
export const IconAlert = kitIcon(CircleAlert, 'IconAlert');
export const IconCheck = kitIcon(Check, 'IconCheck');
export const IconInbox = kitIcon(Inbox, 'IconInbox');
/** Table headers: sorted ascending, descending, or sortable. */
export const IconSortAscending = kitIcon(ArrowUp, 'IconSortAscending');
export const IconSortDescending = kitIcon(ArrowDown, 'IconSortDescending');
export const IconSortable = kitIcon(ArrowUpDown, 'IconSortable');
export const IconDownload = kitIcon(Download, 'IconDownload');
export const IconColumns = kitIcon(Columns3, 'IconColumns');
