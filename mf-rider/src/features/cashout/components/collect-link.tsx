import type { Cashout } from '@rr/contracts';
import { Button, apiErrorText, useFormat } from '@rr/ui';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRewardLink } from '../../../lib/money-api';

export interface CollectLinkProps {
  cashout: Cashout;
  /** The link's text, and its accessible name when the text alone would not say which cash-out (a history row). */
  openText: string;
  openLabel?: string;
  /** The button's text (and name) that asks for the link when the cash-out has none yet. */
  getText: string;
  getLabel?: string;
}

/**
 * Where the rider collects a paid cash-out: the provider's link (a new tab), with the day the provider says it
 * expires; a cash-out without a kept link yet gets a button that asks for one (the service keeps it from then on),
 * and focus moves to the link that replaces the button. Nothing for a cash-out that is not paid.
 */
export function CollectLink({ cashout, openText, openLabel, getText, getLabel }: CollectLinkProps) {
  const intl = useIntl();
  const format = useFormat();
  const rewardLink = useRewardLink();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.cashout.${id}` }, values);
  const [fetched, setFetched] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const anchor = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);
  const link = cashout.link ?? fetched;

  useEffect(() => {
    if (link && focusLink.current) {
      focusLink.current = false;
      anchor.current?.focus();
    }
  }, [link]);

  if (cashout.status !== 'paid') return null;
  if (link) {
    const expires = cashout.linkExpiresAt;
    if (expires && Date.parse(expires) <= Date.now()) return <span className="rr-muted">{t('collect.expired', { date: format.date(expires) })}</span>;
    return (
      <span className="rdr-collect">
        <a ref={anchor} className="rr-link rdr-collect__link" href={link} target="_blank" rel="noreferrer noopener" aria-label={openLabel}>
          {openText}
          <ExternalLink className="rr-icon" aria-hidden="true" />
        </a>
        {expires ? <span className="rr-muted rdr-collect__until">{t('collect.until', { date: format.date(expires) })}</span> : null}
      </span>
    );
  }
  if (!cashout.orderId) return null;
  const ask = async () => {
    setFailure(null);
    try {
      const answer = await rewardLink.mutateAsync(cashout.orderId!);
      focusLink.current = true;
      setFetched(answer.link);
    } catch (caught) {
      setFailure(apiErrorText(intl, caught));
    }
  };
  return (
    <span className="rdr-collect">
      <Button size="sm" variant="secondary" loading={rewardLink.isPending} onClick={() => void ask()} aria-label={getLabel}>
        {getText}
      </Button>
      {failure ? (
        <span className="rr-field__error" role="alert">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
