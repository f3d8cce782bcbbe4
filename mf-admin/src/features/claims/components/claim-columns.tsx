import { paths, type PayoutClaim } from '@rr/contracts';
import { TextLink, useFormat, type DataColumn } from '@rr/ui';
import { ClaimStatusCell } from './claim-status-cell';
import { useClaimText } from './use-claim-text';

/** The claims table: when filed, the rider, the event with the class and place, the bike, and the status with its action. */
export function useClaimColumns(onDecide: (claim: PayoutClaim) => void): DataColumn<PayoutClaim>[] {
  const format = useFormat();
  const t = useClaimText();
  return [
    { id: 'filed', header: t('col.filed'), secondary: true, cell: (c) => format.date(c.createdAt) },
    {
      id: 'rider',
      header: t('col.rider'),
      cell: (c) => (
        <span className="adm-claim-cell">
          <TextLink to={paths.admin.rider(c.riderId)}>{c.riderName}</TextLink>
          <span className="rr-muted">{c.riderEmail}</span>
        </span>
      ),
    },
    {
      id: 'event',
      header: t('col.event'),
      cell: (c) => (
        <span className="adm-claim-cell">
          <span>{c.eventTitle}</span>
          <span className="rr-muted">{t('classPlace', { date: format.date(c.eventDate), className: c.className, place: c.place })}</span>
        </span>
      ),
    },
    { id: 'bike', header: t('col.bike'), secondary: true, cell: (c) => (c.bikeModel ? `${c.bikeYear ?? ''} ${c.bikeModel}`.trim() : '—') },
    {
      id: 'status',
      header: t('col.status'),
      stickyEnd: true,
      cell: (c) => <ClaimStatusCell claim={c} onDecide={onDecide} />,
    },
  ];
}
