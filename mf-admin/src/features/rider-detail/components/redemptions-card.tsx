import { Card, useFormat } from '@rr/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { REDEMPTIONS_PAGE_SIZE, RedemptionsTable, moneyOf, useRedemptions } from '../../dealers';

/**
 * The rider's dealer credit redemptions at every dealer (spec §3 "Credit redemption"; payouts'
 * `GET /api/admin/credit-redemptions?riderId=`), newest first, with their totals this year, last year and ever; each
 * may be refunded as on the dealer pages.
 */
export function RedemptionsCard({ riderId }: { riderId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const redemptions = useRedemptions('redeemed', { riderId, page, limit: REDEMPTIONS_PAGE_SIZE });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderPage.redemptions.${id}` }, values);
  const periods = redemptions.data?.periods;
  return (
    <Card title={t('title')} padded={false}>
      {periods ? (
        <dl className="adm-summary adm-rd-summary">
          {(['thisYear', 'lastYear', 'lifetime'] as const).map((period) => (
            <div key={period} className="adm-summary__item">
              <dt>{t(`period.${period}`)}</dt>
              <dd>{periods[period].length > 0 ? format.moneyTotals(moneyOf(periods[period])) : format.money(0)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <RedemptionsTable query={redemptions} caption={t('title')} empty={t('empty')} kind="redeemed" showRider={false} page={page} onPage={setPage} />
    </Card>
  );
}
