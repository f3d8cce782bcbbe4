import { paths, type PayoutClaim } from '@rr/contracts';
import { TextLink, useFormat, type Column } from '@rr/ui';
import { ClaimStatusCell } from './claim-status-cell';
import { useClaimText } from './use-claim-text';

/** The claims table: when filed, the rider, the event with the class and place, the bike, and the status with its action. */
export function useClaimColumns(onDecide: (claim: PayoutClaim) => void): Column<PayoutClaim>[] {
  const format = useFormat();
  const t = useClaimText();
  return [
    { key: 'filed', header: t('col.filed'), secondary: true, render: (c) => format.date(c.createdAt) },
    {
      key: 'rider',
      header: t('col.rider'),
      render: (c) => (
        <span className="adm-claim-cell">
          <TextLink to={paths.admin.rider(c.riderId)}>{c.riderName}</TextLink>
          <span className="rr-muted">{c.riderEmail}</span>
        </span>
      ),
    },
    {
      key: 'event',
      header: t('col.event'),
      render: (c) => (
        <span className="adm-claim-cell">
          <span>{c.eventTitle}</span>
          <span className="rr-muted">{t('classPlace', { date: format.date(c.eventDate), className: c.className, place: c.place })}</span>
        </span>
      ),
    },
    { key: 'bike', header: t('col.bike'), secondary: true, render: (c) => (c.bikeModel ? `${c.bikeYear ?? ''} ${c.bikeModel}`.trim() : '—') },
    {
      key: 'status',
      header: t('col.status'),
      stickyEnd: true,
      render: (c) => <ClaimStatusCell claim={c} onDecide={onDecide} />,
    },
  ];
}
