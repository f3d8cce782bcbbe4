import { EARNINGS_PERIODS, paths, type Earning, type EarningsPeriod } from '@rr/contracts';
import { useSearchParams } from '@rr/router';
import { Alert, Card, PageHeader, Table, Tabs, TextLink, apiErrorText, useFormat, type DataColumn } from '@rr/ui';
import { payoutReasonMessage, payoutRuleMessage } from '@rr/ui/payout-reason';
import { WithholdingNote } from '@rr/ui/withholding-note';
// A history is shown by few pages: its own module, outside the kit's shared entry.
import { EarningHistory } from '@rr/ui/earning-history';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEarnings } from '../../../lib/money-api';
import { earningBadge, paidEarningWhy } from '../../../lib/explain';
import { ClaimsCard } from '../../claims';
import '../earnings.css';

/**
 * /auth/rider/earnings (spec §2, §9 earnings periods): this year, last year or lifetime, the
 * totals per currency (cash, dealer credit, bonus, and what waits), and every result the programme's rules decided
 * for the rider — paid, waiting, not paid or removed, each with its reason in words, the tax the ledger withheld, and
 * for a line corrected or removed after it paid, what its money did (paid, taken back, paid again).
 */
export function EarningsPage() {
  const intl = useIntl();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period: EarningsPeriod = (EARNINGS_PERIODS as readonly string[]).includes(asked ?? '') ? (asked as EarningsPeriod) : 'thisYear';
  const earnings = useEarnings(period);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.earnings.${id}` }, values);

  const why = (e: Earning) => {
    const money = paidEarningWhy(e);
    if (money) return <FormattedMessage id={money.id} values={{ date: money.date ? format.date(money.date) : '' }} />;
    const { id, values } = payoutReasonMessage(e);
    // Under a version of the programme's rules staff published, which one, and the tier or range that decided.
    const rule = payoutRuleMessage(e.rule, (cents) => format.money(cents, e.currency));
    return (
      <>
        <FormattedMessage id={id} values={values} />
        {rule ? (
          <span className="rr-muted rdr-earning-rule">
            {' · '}
            <FormattedMessage id={rule.id} values={rule.values} />
          </span>
        ) : null}
      </>
    );
  };
  const columns: DataColumn<Earning>[] = [
    {
      id: 'event',
      header: t('event'),
      cell: (e) => (
        <span className="rdr-earning-event">
          {e.eventId ? <TextLink to={paths.rider.event(e.eventId)}>{e.eventTitle || t('event')}</TextLink> : <span>{e.eventTitle}</span>}
          <span className="rr-muted">
            {format.date(e.date)}
            {e.className && ` · ${t('classPlace', { className: e.className, place: e.place ?? 0 })}`}
          </span>
          {/* On a phone the Why column gives way: the reason stays under the event. */}
          <span className="rdr-earning-why-inline">{why(e)}</span>
          <EarningHistory earning={e} />
        </span>
      ),
    },
    {
      id: 'why',
      header: t('why'),
      secondary: true,
      cell: (e) => (
        <span className="rdr-earning-why">
          {why(e)}
          {/* What the ledger withheld; a line still waiting only says the rate it will be withheld at. */}
          <WithholdingNote line={e} t={t} money={format.money} />
          {/* A plain paid line says its lot's dates in its reason (paidEarningWhy); a line paid on a claim adds them here. */}
          {e.reason !== 'paid' && e.lot?.expiresAt && e.lot.status === 'current' && <span className="rr-muted">{t('expires', { date: format.date(e.lot.expiresAt) })}</span>}
          {e.lot?.sentAt && <span className="rr-muted">{t('sent', { date: format.date(e.lot.sentAt) })}</span>}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('amount'),
      align: 'right',
      stickyEnd: true,
      cell: (e) => {
        const badge = earningBadge(e);
        return (
          <span className="rdr-earning-amount">
            <strong>{e.outcome === 'notPaid' ? '—' : format.money(e.amountCents, e.currency)}</strong>
            {e.type && e.outcome !== 'notPaid' && <span className="rr-muted">{t(`type.${e.type}`)}</span>}
            {/* A lot partly used (credit at a dealer, cash by a cash-out): what is left of it, as the dashboard and the till count. */}
            {e.lot?.status === 'current' && e.lot.currentCents > 0 && e.lot.currentCents < e.lot.initialCents && (
              <span className="rr-muted">{t('left', { amount: format.money(e.lot.currentCents, e.currency) })}</span>
            )}
            <span className={`rr-badge rr-badge--${badge.tone}`}>
              <FormattedMessage id={badge.id} />
            </span>
          </span>
        );
      },
    },
  ];

  const body = (
    <>
      {earnings.data && earnings.data.totals.length > 0 && (
        <div className="rdr-totals" aria-live="polite">
          {earnings.data.totals.map((total) => (
            <Card key={total.currency}>
              <dl className="rdr-totals__list">
                {(['cash', 'credit', 'bonus', 'pending'] as const).map((kind) => (
                  <div key={kind} className="rdr-totals__item">
                    <dt className="rr-muted">{t(`total.${kind}`)}</dt>
                    <dd>{format.money(total[kind], total.currency)}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </div>
      )}
      <Card padded={false}>
        {earnings.isError && !earnings.data ? (
          <div className="rdr-card-pad">
            <Alert tone="error">{apiErrorText(intl, earnings.error)}</Alert>
          </div>
        ) : (
          <Table
            columns={columns}
            rows={earnings.data?.earnings ?? []}
            rowKey={(e) => e._id}
            loading={earnings.isPending}
            caption={t('caption')}
            empty={
              <span>
                {t('empty')} <TextLink to={paths.rider.events()}>{t('findEvents')}</TextLink>
              </span>
            }
          />
        )}
      </Card>
    </>
  );

  return (
    <div className="rdr-page">
      <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.earnings.title" />} description={<FormattedMessage id="rider.earnings.lead" />} />
      <Tabs
        selectedKey={period}
        onChange={(key) => setSearch((current) => (key === 'thisYear' ? new URLSearchParams() : new URLSearchParams({ ...Object.fromEntries(current), period: key })))}
        tabs={EARNINGS_PERIODS.map((key) => ({ key, label: t(`period.${key}`), content: key === period ? body : null }))}
      />
      <ClaimsCard />
    </div>
  );
}
