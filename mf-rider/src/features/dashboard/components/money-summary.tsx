import { documentSet, missingDocuments, paths, type ClaimableEvent, type DocumentKind, type Earning } from '@rr/contracts';
import { sessionAtom } from '@rr/session';
import { useAtomValue } from 'jotai';
import { ButtonLink, Card, TextLink, useFormat } from '@rr/ui';
import { payoutReasonMessage } from '@rr/ui/payout-reason';
import { FormattedMessage, useIntl } from 'react-intl';
import { BalanceList, EarningAmount } from '../../../lib/money-parts';
import { DebtNotice } from '../../../lib/debt-notice';
import { useMyClaims } from '../../../lib/claims-api';
import { useMyEvents } from '../../../lib/events-api';
import { useEarnings, useWallet } from '../../../lib/money-api';
import { useDocumentFacts } from '../lib/document-facts';
import { upcomingFavourites } from '../lib/upcoming-favourites';
import '../dashboard.css';

/** The credit the rider holds that expires first (current lots with an expiry date), soonest first. */
export function nextExpiries(earnings: readonly Earning[], limit = 3): Earning[] {
  return earnings
    .filter((e) => e.lot?.status === 'current' && e.lot.expiresAt && e.lot.currentCents > 0)
    .sort((a, b) => a.lot!.expiresAt!.localeCompare(b.lot!.expiresAt!))
    .slice(0, limit);
}

/** The claim windows of the events the rider raced that close soonest (spec §9: 45 days after the race). */
export function closingClaimWindows(events: readonly ClaimableEvent[], limit = 2): ClaimableEvent[] {
  return events
    .filter((event) => event.raced)
    .sort((a, b) => a.deadline.localeCompare(b.deadline))
    .slice(0, limit);
}

/**
 * The documents the deadlines name: what the rider must still upload (the same facts as the first-run checklist, so the
 * two never disagree), with how many earnings wait for them. Nothing when nothing is missing: earnings that waited are
 * released once the documents are on file.
 */
export function documentsDeadline(missing: readonly DocumentKind[], earnings: readonly Earning[]): { missing: readonly DocumentKind[]; waiting: number } | null {
  if (missing.length === 0) return null;
  return { missing, waiting: earnings.filter((e) => e.outcome === 'pending' && e.reason === 'documentsMissing').length };
}

/**
 * The rider's money at a glance on the dashboard (spec §2): what the rider owes after a correction
 * (when anything), cash and dealer credit with the way to cash out, the deadlines (documents an earning waits for,
 * credit that expires next, claim windows that close, open claims), and the latest results the programme decided,
 * each with its reason.
 */
export function MoneySummary() {
  const intl = useIntl();
  const format = useFormat();
  const wallet = useWallet();
  const earnings = useEarnings('lifetime');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.dashboard.money.${id}` }, values);
  const session = useAtomValue(sessionAtom);
  const facts = useDocumentFacts(session?.authenticated ? session.user._id : '');
  const balances = wallet.data?.wallet.balances;
  const currency = wallet.data?.wallet.currency ?? 'USD';
  const list = earnings.data?.earnings ?? [];
  const expiring = nextExpiries(list);
  const claims = useMyClaims();
  const openClaims = claims.data?.payoutClaims.filter((claim) => claim.status === 'open').length ?? 0;
  const claimWindows = closingClaimWindows(claims.data?.claimableEvents ?? []);
  const myEvents = useMyEvents();
  const favourites = upcomingFavourites(myEvents.data?.events ?? [], new Date().toISOString().slice(0, 10));
  const documents = documentsDeadline(facts ? missingDocuments(facts) : [], list);
  const which = documents ? documentSet(documents.missing) : 'none';
  const recent = list.slice(0, 5);
  return (
    <div className="rdr-dash">
      <DebtNotice debts={wallet.data?.wallet.debts} className="rdr-dash__wide" />
      <Card>
        <h2 className="rdr-dash__title">{t('title')}</h2>
        <BalanceList balances={balances} currency={currency} className="rdr-dash__balances" cashLabel={t('cash')} creditLabel={t('credit')} />
        <div className="rdr-dash__actions">
          <ButtonLink to={paths.rider.cashout()} size="sm">
            {t('cashOut')}
          </ButtonLink>
          <TextLink to={paths.rider.earnings()}>{t('allEarnings')}</TextLink>
        </div>
      </Card>
      <Card>
        <h2 className="rdr-dash__title">{t('deadlines')}</h2>
        <ul className="rdr-dash__list">
          {documents ? (
            <li>
              <strong>{documents.waiting > 0 ? t('documents', { count: documents.waiting, which }) : t('documentsMissing', { which })}</strong>
              <span className="rdr-dash__sub">
                <TextLink to={paths.rider.profile()}>{t('documentsLink')}</TextLink>
              </span>
            </li>
          ) : null}
          {expiring.map((e) => (
            <li key={e._id}>
              <strong>{format.money(e.lot!.currentCents, e.currency)}</strong> <span className="rr-muted">{t('expiresOn', { date: format.date(e.lot!.expiresAt!) })}</span>
              <span className="rdr-dash__sub">{e.eventTitle}</span>
            </li>
          ))}
          {claimWindows.map((event) => (
            <li key={event.eventId}>
              {t('claimWindow', { event: event.title, date: format.date(event.deadline) })}
              <span className="rdr-dash__sub">
                <TextLink to={paths.rider.earnings()}>{t('claimLink')}</TextLink>
              </span>
            </li>
          ))}
          {openClaims > 0 ? (
            <li>
              {t('openClaims', { count: openClaims })}
              <span className="rdr-dash__sub">
                <TextLink to={paths.rider.earnings()}>{t('claimsLink')}</TextLink>
              </span>
            </li>
          ) : null}
          {documents === null && expiring.length === 0 && claimWindows.length === 0 && openClaims === 0 ? <li className="rr-muted">{t('noDeadlines')}</li> : null}
        </ul>
      </Card>
      <Card className="rdr-dash__wide">
        <h2 className="rdr-dash__title">{t('favourites')}</h2>
        {favourites.length === 0 ? (
          <p className="rr-muted">
            {t('noFavourites')} <TextLink to={paths.rider.events()}>{t('findEvents')}</TextLink>
          </p>
        ) : (
          <ul className="rdr-dash__list">
            {favourites.map((event) => (
              <li key={event._id}>
                <TextLink to={paths.rider.event(event._id)}>{event.title}</TextLink>
                <span className="rdr-dash__sub">
                  {format.dateRange(event.startDate, event.endDate)} · {[event.city, event.state].filter(Boolean).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="rdr-dash__wide">
        <h2 className="rdr-dash__title">{t('recent')}</h2>
        {recent.length === 0 ? (
          <p className="rr-muted">{t('noEarnings')}</p>
        ) : (
          <ul className="rdr-dash__list">
            {recent.map((e) => {
              const { id, values } = payoutReasonMessage(e);
              return (
                <li key={e._id} className="rdr-dash__earning">
                  <span>
                    {e.eventTitle} {e.className ? <span className="rr-muted">· {e.className}</span> : null}
                    <span className="rdr-dash__sub">
                      {format.date(e.date)} · <FormattedMessage id={id} values={values} />
                    </span>
                  </span>
                  <EarningAmount earning={e} className="rdr-dash__amount" />
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
