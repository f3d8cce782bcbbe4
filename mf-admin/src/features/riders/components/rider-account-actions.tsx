import { DropdownMenu, IconChevronDown, buttonClass, type DropdownMenuProps } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { proxyHref } from '../lib/rider-list';

/**
 * Acting as the rider, in the Rider Manager's rows and on the rider's page: a full navigation, as the shell's proxy
 * page starts the impersonation and loads the rider's area.
 */
export function RiderProxyLink({ riderId, name }: { riderId: string; name: string }) {
  const intl = useIntl();
  return (
    <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={proxyHref(riderId)} aria-label={intl.formatMessage({ id: 'admin.riders.proxy.label' }, { name })}>
      <FormattedMessage id="admin.riders.proxy" />
    </a>
  );
}

/** A rider's "More" menu (its name says whose, for screen readers), holding the account actions that do not fit. */
export function RiderMoreMenu({ name, items }: { name: string; items: DropdownMenuProps['items'] }) {
  const intl = useIntl();
  return (
    <DropdownMenu
      button={
        <>
          <FormattedMessage id="admin.riders.more" />
          <IconChevronDown />
        </>
      }
      buttonLabel={intl.formatMessage({ id: 'admin.riders.more.label' }, { name })}
      buttonClassName={buttonClass({ variant: 'ghost', size: 'sm' })}
      items={items}
    />
  );
}
