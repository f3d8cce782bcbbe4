import { displayName, sessionAtom } from '@rr/session';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { paths } from '@rr/contracts/routes';
import { Link } from '@rr/router';

/** Spec §4 Proxy mode: shown in the dealer, promoter and rider layouts while an admin impersonates. */
export function ProxyBanner() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  if (!session?.authenticated || !session.proxyHost) return null;
  return (
    <div className="rr-proxy-banner" role="status" data-testid="proxy-banner">
      <span>
        <strong>{intl.formatMessage({ id: 'shell.proxy.banner' })}</strong>{' '}
        <span className="rr-proxy-banner__type">{intl.formatMessage({ id: `shell.userType.${session.type}` })}</span>{' '}
        <span>{displayName(session.user)}</span>
      </span>
      <Link to={paths.proxyRemove()} className="rr-button rr-button--sm rr-proxy-banner__action">
        {intl.formatMessage({ id: 'shell.proxy.remove' })}
      </Link>
    </div>
  );
}
