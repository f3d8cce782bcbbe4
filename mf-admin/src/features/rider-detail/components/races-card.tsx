import { paths } from '@rr/contracts';
import { Alert, Button, Card, Modal, Table, TextLink, apiErrorText, toast, useFormat, type DataColumn } from '@rr/ui';
import { payoutReasonMessage } from '@rr/ui/payout-reason';
// A history is shown by few pages: its own module, outside the kit's shared entry.
import { EarningHistory } from '@rr/ui/earning-history';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { removeRaces, useRiderRaces, useRiderWrite } from '../api/rider-admin';
import { useRiderEarnings, type AdminRider } from '../api/rider-money';
import { raceRows, removalSummary, type CurrencyAmount, type RaceRow } from '../lib/races';

/**
 * The rider's races (spec §3 rider "races"): every result line linked to them, with the class, the
 * place and what the payout rules made of it; staff select lines and remove them (spec §6 "remove races", §2: a
 * confirmation first). The confirmation says what happens to the money: the events' results are published again
 * without the lines, and the payouts service takes back what those lines paid; what the rider already spent or cashed
 * out of it becomes a debt their next earnings repay.
 */
export function RacesCard({ rider }: { rider: AdminRider }) {
  const intl = useIntl();
  const format = useFormat();
  const races = useRiderRaces(rider._id);
  const earnings = useRiderEarnings(rider._id);
  const removal = useRiderWrite(rider._id, (raceIds: string[]) => removeRaces(rider._id, raceIds), { money: true });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const busy = removal.isPending;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderPage.races.${id}` }, values);
  const rows = useMemo(() => raceRows(races.data?.races ?? [], earnings.data?.earnings ?? []), [races.data, earnings.data]);
  const selected = rows.filter((row) => chosen.has(row.race._id));
  const summary = removalSummary(selected);
  const money = (amounts: CurrencyAmount[]) => format.moneyTotals(amounts);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = rows.length > 0 && selected.length === rows.length;

  const remove = async () => {
    try {
      const answer = await removal.mutateAsync(selected.map((row) => row.race._id));
      toast.success(t('removed', { count: answer.removed, events: answer.events.length }));
      setChosen(new Set());
      setAsking(false);
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };

  const columns: DataColumn<RaceRow, ReactNode>[] = [
    {
      id: 'select',
      header: (
        <input
          type="checkbox"
          className="adm-rd-check"
          checked={allChosen}
          disabled={rows.length === 0}
          aria-label={t('selectAll')}
          onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((row) => row.race._id)))}
        />
      ),
      cell: ({ race }) => (
        <input
          type="checkbox"
          className="adm-rd-check"
          checked={chosen.has(race._id)}
          aria-label={t('selectOne', { event: race.eventTitle, className: race.className, place: race.place })}
          onChange={() => toggle(race._id)}
        />
      ),
    },
    {
      id: 'race',
      header: t('col.race'),
      cell: ({ race }) => (
        <span className="adm-rd-cell">
          <TextLink to={paths.admin.event(race.eventId)}>{race.eventTitle}</TextLink>
          <strong>{intl.formatMessage({ id: 'admin.riderMoney.classPlace' }, { className: race.className, place: race.place })}</strong>
          <span className="rr-muted">
            {[format.dateRange(race.startDate, race.endDate), race.seriesName, race.canceled ? t('canceled') : null].filter(Boolean).join(' · ')}
          </span>
        </span>
      ),
    },
    {
      id: 'result',
      header: t('col.result'),
      secondary: true,
      cell: ({ race }) => (race.status === 'finished' ? race.bike || '—' : t(`status.${race.status === 'DNS' ? 'DNS' : 'DNF'}`)),
    },
    {
      id: 'money',
      header: t('col.money'),
      align: 'right',
      stickyEnd: true,
      cell: ({ earning }) => {
        // Earnings still loading: a quiet mark. No decision yet (the payout rules have not applied this version):
        // "being checked". Never the place's table amount.
        if (!earning) return <span className="rr-muted">{earnings.data ? t('checking') : '…'}</span>;
        const { id, values } = payoutReasonMessage(earning);
        return (
          <span className="adm-rd-cell adm-rd-cell--end">
            <strong>{earning.outcome === 'notPaid' ? '—' : format.money(earning.amountCents, earning.currency)}</strong>
            <span className="rr-muted">
              {earning.outcome === 'paid' && earning.lot ? intl.formatMessage({ id: `admin.riderMoney.status.${earning.lot.status}` }) : <FormattedMessage id={id} values={values} />}
            </span>
            <EarningHistory earning={earning} />
          </span>
        );
      },
    },
  ];

  return (
    <Card title={t('title')} padded={false}>
      <div className="adm-toolbar">
        <p className="rr-muted adm-card-lead">{t('lead')}</p>
      </div>
      {races.isError && !races.data ? (
        <div className="adm-toolbar">
          <Alert tone="error">{apiErrorText(intl, races.error)}</Alert>
        </div>
      ) : (
        <Table columns={columns} rows={rows} rowKey={(row) => row.race._id} loading={races.isPending} caption={t('title')} empty={t('none')} />
      )}
      {earnings.isError ? (
        <div className="adm-toolbar">
          <Alert tone="warning">{t('earningsUnknown')}</Alert>
        </div>
      ) : null}
      {selected.length > 0 ? (
        <div className="adm-bulk" role="region" aria-label={t('selection')}>
          <span>{t('chosen', { count: selected.length })}</span>
          <Button size="sm" variant="danger" onClick={() => setAsking(true)}>
            {t('remove', { count: selected.length })}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChosen(new Set())}>
            {t('clear')}
          </Button>
        </div>
      ) : null}
      <Modal
        open={asking}
        onClose={busy ? () => undefined : () => setAsking(false)}
        hideClose
        title={t('confirmTitle', { count: summary.lines, name: rider.fullName })}
        description={t('confirmLead', { events: summary.events })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
              {t('keep')}
            </Button>
            <Button variant="danger" onClick={() => void remove()} loading={busy}>
              {t('remove', { count: summary.lines })}
            </Button>
          </>
        }
      >
        <ul className="adm-plain-list">
          {summary.takenBack.length > 0 ? <li>{t('effect.takenBack', { amount: money(summary.takenBack) })}</li> : null}
          {summary.alreadySpent.length > 0 ? <li>{t('effect.spent', { amount: money(summary.alreadySpent) })}</li> : null}
          {summary.pending.length > 0 ? <li>{t('effect.pending', { amount: money(summary.pending) })}</li> : null}
          {summary.unpaid > 0 ? <li>{t('effect.unpaid', { count: summary.unpaid })}</li> : null}
          {summary.unrecorded > 0 ? <li>{t('effect.unrecorded', { count: summary.unrecorded })}</li> : null}
          <li>{t('effect.promoter')}</li>
        </ul>
      </Modal>
    </Card>
  );
}
