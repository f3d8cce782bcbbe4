import type { PayoutClaim } from '@rr/contracts';
import { Button, useFormat } from '@rr/ui';
import { useClaimText } from './use-claim-text';

const BADGE: Record<PayoutClaim['status'], string> = { open: 'rr-badge rr-badge--warning', approved: 'rr-badge rr-badge--success', rejected: 'rr-badge rr-badge--danger', withdrawn: 'rr-badge' };

/** A claim's status, what an approval paid, and the row's action: decide an open claim, view a decided one. */
export function ClaimStatusCell({ claim: c, onDecide }: { claim: PayoutClaim; onDecide: (claim: PayoutClaim) => void }) {
  const format = useFormat();
  const t = useClaimText();
  return (
    <span className="adm-claim-cell">
      <span className={BADGE[c.status]}>{t(`status.${c.status}`)}</span>
      {c.status === 'approved' && c.amountCents !== null ? <span className="rr-muted">{format.money(c.amountCents, c.currency)}</span> : null}
      <Button size="sm" variant={c.status === 'open' ? 'primary' : 'ghost'} onClick={() => onDecide(c)}>
        {t(c.status === 'open' ? 'decide' : 'view')}
      </Button>
    </span>
  );
}
