import type { PayoutClaim } from '@rr/contracts';
import { useFormat } from '@rr/ui';
import { useClaimText } from './use-claim-text';

/** What a claim says, what the event's payout table pays for it (`tablePays`), and how it was decided. */
export function ClaimFacts({ claim, tablePays, classes }: { claim: PayoutClaim; tablePays: string | undefined; classes: { isError: boolean; data?: unknown } }) {
  const format = useFormat();
  const t = useClaimText();
  const open = claim.status === 'open';
  return (
    <dl className="adm-claim-facts">
      <div>
        <dt>{t('col.rider')}</dt>
        <dd>
          {claim.riderName} · {claim.riderEmail} · {claim.country}
        </dd>
      </div>
      <div>
        <dt>{t('classPlaceLabel')}</dt>
        <dd>{t('classPlaceOnly', { className: claim.className, place: claim.place })}</dd>
      </div>
      <div>
        <dt>{t('tablePaysLabel')}</dt>
        <dd>{classes.isError ? t('classesFailed') : !classes.data ? t('classesLoading') : (tablePays ?? t('notInTable'))}</dd>
      </div>
      <div>
        <dt>{t('col.bike')}</dt>
        <dd>{claim.vin ? `${claim.bikeYear ?? ''} ${claim.bikeModel} · ${claim.vin}` : '—'}</dd>
      </div>
      <div>
        <dt>{t('col.filed')}</dt>
        <dd>{t(claim.createdByRole === 'admin' ? 'filedByStaff' : 'filedByRider', { date: format.date(claim.createdAt) })}</dd>
      </div>
      {claim.message ? (
        <div>
          <dt>{t('message')}</dt>
          <dd className="adm-claim-message">{claim.message}</dd>
        </div>
      ) : null}
      {!open ? (
        <div>
          <dt>{t('col.status')}</dt>
          <dd>
            {t(`status.${claim.status}`)}
            {claim.decidedAt ? ` · ${format.date(claim.decidedAt)}` : ''}
            {claim.amountCents !== null ? ` · ${format.money(claim.amountCents, claim.currency)} (${t(`type.${claim.payoutType ?? 'cash'}`)})` : ''}
            {claim.decisionNote ? ` · ${claim.decisionNote}` : ''}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
