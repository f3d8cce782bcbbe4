import { PageHeader } from '@rr/ui';
import { useIntl } from 'react-intl';

export type ProxyTarget = 'rider' | 'dealer' | 'promoter';

/** /proxy-rider/{riderId}, /proxy-dealer/{dealerId}, /proxy-promoter/{promoterId}: administrator impersonation. */
export function ProxyStartPage({ target }: { target: ProxyTarget }) {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: `shell.proxy.start.${target}` })} />;
}

/** /proxy-remove: leaving impersonation. */
export function ProxyRemovePage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: 'shell.proxy.removeTitle' })} />;
}
