import { paths, type Earning, type PayoutClaim } from '@rr/contracts';
import { Alert, Button, Card, ConfirmPrompt, Field, Input, Table, TextLink, apiErrorText, toast, useFormat, type DataColumn } from '@rr/ui';
import { payoutReasonMessage, payoutRuleMessage } from '@rr/ui/payout-reason';
import { WithholdingNote } from '@rr/ui/withholding-note';
import { FACTORY_SUPPORTED_FLAG } from '@rr/contracts/rule-sets';
// A history is shown by few pages: its own module, outside the kit's shared entry.
import { EarningHistory } from '@rr/ui/earning-history';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { setRiderFlags, setSentMark, setWithholding, useRiderClaims, useRiderEarnings, useRiderMoneyWrite, type AdminRider } from '../api/rider-money';

// The rider's money as programme staff handle it: the tax withholding flag (spec §9:
// non-resident aliens can have 30 % withheld on cash prizes), every earning with its reason, the tax the ledger
// withheld, what a corrected or removed line's money did, and the "sent" mark (set and undone), and the rider's
// payout claims.

export function WithholdingCard({ rider }: { rider: AdminRider }) {
  const intl = useIntl();
  const withholding = useRiderMoneyWrite(rider._id, (nonResidentAlien: boolean) => setWithholding(rider._id, nonResidentAlien));
  const [asking, setAsking] = useState(false);
  const busy = withholding.isPending;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.riderMoney.withholding.${id}` }, values);
  const change = async () => {
    try {
      await withholding.mutateAsync(!rider.nonResidentAlien);
      toast.success(t(rider.nonResidentAlien ? 'cleared' : 'set', { name: rider.fullName }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Card title={t('title')}>
      <div className="adm-withholding">
        <p>
          <span className={rider.nonResidentAlien ? 'rr-badge rr-badge--warning' : 'rr-badge'}>{t(rider.nonResidentAlien ? 'on' : 'off')}</span> <span className="rr-muted">{t('lead')}</span>
        </p>
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
          {t(rider.nonResidentAlien ? 'clear' : 'apply')}
        </Button>
      </div>
      <ConfirmPrompt
        open={asking}
        busy={busy}
        title={t(rider.nonResidentAlien ? 'clearTitle' : 'applyTitle', { name: rider.fullName })}
        message={t('confirmLead')}
        confirmLabel={t(rider.nonResidentAlien ? 'clear' : 'apply')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void change()}
      />
    </Card>
  );
}

/** The flags a stored rider carries (none when identity sends none). */
const flagsOf = (rider: AdminRider): string[] => rider.flags ?? [];

/**
 * The flags programme staff keep on a rider for the payout rules (docs/rules.md): factory-supported, and any other a
 * rule set names (lower-case words with hyphens, comma-separated). Saved together, with an entry in the activity log.
 */
export function FlagsCard({ rider }: { rider: AdminRider }) {
  const intl = useIntl();
  const flagging = useRiderMoneyWrite(rider._id, (flags: string[]) => setRiderFlags(rider._id, flags));
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.riderMoney.flags.${id}` }, values);
  const current = flagsOf(rider);
  const [factory, setFactory] = useState(current.includes(FACTORY_SUPPORTED_FLAG));
  const [others, setOthers] = useState(current.filter((flag) => flag !== FACTORY_SUPPORTED_FLAG).join(', '));
  const busy = flagging.isPending;
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const flags = [...new Set([...(factory ? [FACTORY_SUPPORTED_FLAG] : []), ...others.split(',').map((flag) => flag.trim().toLowerCase()).filter(Boolean)])];
    setProblem(null);
    try {
      await flagging.mutateAsync(flags);
      toast.success(t('saved', { name: rider.fullName }));
    } catch (caught) {
      setProblem(apiErrorText(intl, caught));
    }
  };
  return (
    <Card title={t('title')}>
      <div className="rr-stack">
        <p className="rr-muted">{t('lead')}</p>
        <label className="adm-check">
          <input type="checkbox" checked={factory} onChange={(event) => setFactory(event.target.checked)} />
          {t('factorySupported')}
        </label>
        <Field label={t('others')} hint={t('othersHint')} error={problem ?? undefined}>
          <Input value={others} spellCheck={false} onChange={(event) => setOthers(event.target.value)} />
        </Field>
        <div>
          <Button size="sm" variant="secondary" loading={busy} onClick={() => void save()}>
            {t('save')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** What became of an earning: its lot's status when paid, removed when its line left the results (never paid), else waiting or not paid. */
function earningState(e: Earning, t: (id: string) => string): string {
  if (e.reason === 'resultRemoved') return t('outcome.removed');
  return e.outcome === 'paid' && e.lot ? t(`status.${e.lot.status}`) : t(`outcome.${e.outcome}`);
}

export function EarningsCard({ riderId }: { riderId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const earnings = useRiderEarnings(riderId);
  const marking = useRiderMoneyWrite(riderId, ({ lotId, sent }: { lotId: string; sent: boolean }) => setSentMark(lotId, sent));
  const busyLot = marking.isPending ? marking.variables.lotId : null;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderMoney.${id}` }, values);
  const mark = async (lotId: string, sent: boolean) => {
    try {
      await marking.mutateAsync({ lotId, sent });
      toast.success(t(sent ? 'markedSent' : 'unmarked'));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };
  const columns: DataColumn<Earning>[] = [
    {
      id: 'race',
      header: t('col.race'),
      cell: (e) => (
        <span className="adm-rd-cell">
          <span>{e.eventTitle}</span>
          <span className="rr-muted">
            {format.date(e.date)}
            {e.className ? ` · ${t('classPlace', { className: e.className, place: e.place ?? 0 })}` : ''}
          </span>
          <EarningHistory earning={e} />
        </span>
      ),
    },
    {
      id: 'why',
      header: t('col.why'),
      secondary: true,
      cell: (e) => {
        const { id, values } = payoutReasonMessage(e);
        // Under a published version of the programme's rules: which one, and the tier or range that decided.
        const rule = payoutRuleMessage(e.rule, (cents) => format.money(cents, e.currency));
        return (
          <span className="adm-rd-cell">
            <FormattedMessage id={id} values={values} />
            {rule ? (
              <span className="rr-muted">
                <FormattedMessage id={rule.id} values={rule.values} />
              </span>
            ) : null}
            {/* What the ledger withheld; a line still waiting only says the rate it will be withheld at. */}
            <WithholdingNote line={e} t={t} money={format.money} />
          </span>
        );
      },
    },
    {
      id: 'amount',
      header: t('col.amount'),
      align: 'right',
      cell: (e) => (
        <span className="adm-rd-cell adm-rd-cell--end">
          <strong>{e.outcome === 'notPaid' ? '—' : format.money(e.amountCents, e.currency)}</strong>
          <span className="rr-muted">{e.type ? `${t(`type.${e.type}`)} · ${earningState(e, t)}` : earningState(e, t)}</span>
          {/* Credit partly spent at a dealer: what is left of it, so the redemptions below add up against it. */}
          {e.lot?.status === 'current' && e.lot.currentCents < e.lot.initialCents ? <span className="rr-muted">{t('left', { amount: format.money(e.lot.currentCents, e.currency) })}</span> : null}
        </span>
      ),
    },
    {
      id: 'sent',
      header: t('col.sent'),
      stickyEnd: true,
      cell: (e) =>
        e.lot ? (
          <span className="adm-rd-cell">
            {e.lot.sentAt ? <span>{t('sentOn', { date: format.date(e.lot.sentAt) })}</span> : null}
            <Button size="sm" variant={e.lot.sentAt ? 'ghost' : 'secondary'} loading={busyLot === e.lot._id} onClick={() => void mark(e.lot!._id, !e.lot!.sentAt)}>
              {t(e.lot.sentAt ? 'undoSent' : 'markSent')}
            </Button>
          </span>
        ) : (
          <span className="rr-muted">—</span>
        ),
    },
  ];
  return (
    <Card title={t('earnings')} padded={false}>
      {earnings.isError && !earnings.data ? (
        <div className="adm-toolbar">
          <Alert tone="error">{apiErrorText(intl, earnings.error)}</Alert>
        </div>
      ) : (
        <Table columns={columns} rows={earnings.data?.earnings ?? []} rowKey={(e) => e._id} loading={earnings.isPending} caption={t('earnings')} empty={t('noEarnings')} />
      )}
    </Card>
  );
}

export function ClaimsCard({ riderId }: { riderId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const claims = useRiderClaims(riderId);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderMoney.${id}` }, values);
  const columns: DataColumn<PayoutClaim>[] = [
    { id: 'filed', header: t('col.filed'), cell: (c) => format.date(c.createdAt) },
    { id: 'race', header: t('col.race'), cell: (c) => `${c.eventTitle} · ${t('classPlace', { className: c.className, place: c.place })}` },
    { id: 'status', header: t('col.status'), stickyEnd: true, cell: (c) => intl.formatMessage({ id: `admin.payoutClaims.status.${c.status}` }) },
  ];
  return (
    <Card
      title={t('claims')}
      padded={false}
      actions={
        <TextLink to={`${paths.admin.payoutClaims()}?riderId=${encodeURIComponent(riderId)}`}>
          <FormattedMessage id="admin.riderMoney.allClaims" />
        </TextLink>
      }
    >
      {claims.isError && !claims.data ? (
        <div className="adm-toolbar">
          <Alert tone="error">{apiErrorText(intl, claims.error)}</Alert>
        </div>
      ) : (
        <Table columns={columns} rows={claims.data?.payoutClaims ?? []} rowKey={(c) => c._id} loading={claims.isPending} caption={t('claims')} empty={t('noClaims')} />
      )}
    </Card>
  );
}
