import type { TillCredit } from '@rr/contracts';
import { Button, Card, Spinner, useFormat } from '@rr/ui';
import { Search } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/load-error';
import { useDealerClock } from '../../../lib/dealer-clock';
import { lotsByExpiry } from '../lib/redeem-form';
import { StepTitle } from './step-title';

export interface AwardsCardProps {
  /** The answer, once the employee asked for it. */
  credit: TillCredit | undefined;
  asked: boolean;
  loading: boolean;
  error: unknown;
  onFind: () => void;
}

/** Step 2, "Find awards": the total available and the rider's dealer credit lots (amount left, credit or bonus, expiry, note), soonest expiry first. */
export function AwardsCard({ credit, asked, loading, error, onFind }: AwardsCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const clock = useDealerClock();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `dealer.till.awards.${id}` }, values);
  const lots = credit ? lotsByExpiry(credit.lots.filter((lot) => lot.currentCents > 0)) : [];
  const findButton = (
    <Button variant={credit ? 'secondary' : 'primary'} size={credit ? 'sm' : 'lg'} onClick={onFind} loading={loading} icon={<Search className="rr-icon" aria-hidden="true" />}>
      <FormattedMessage id={credit ? 'dealer.till.awards.again' : 'dealer.till.findAwards'} />
    </Button>
  );
  return (
    <Card
      title={<StepTitle number={2} />}
      actions={credit ? findButton : undefined}
    >
      <div className="rr-stack" aria-live="polite">
        {!credit ? (
          <>
            <p className="rr-muted dlr-flush">
              <FormattedMessage id="dealer.till.awards.lead" />
            </p>
            {error ? <LoadError error={error} /> : null}
            <div>{asked && loading && !error ? <Spinner label={intl.formatMessage({ id: 'ui.spinner.loading' })} /> : findButton}</div>
          </>
        ) : (
          <>
            {error ? <LoadError error={error} /> : null}
            <dl className="dlr-figures">
              <div>
                <dt>
                  <FormattedMessage id="dealer.till.awards.available" />
                </dt>
                <dd className="dlr-available">{format.money(credit.availableCents, credit.currency, { decimals: 'always' })}</dd>
              </div>
            </dl>
            {lots.length === 0 ? (
              <p className="rr-muted dlr-flush">{t('none')}</p>
            ) : (
              <ul className="dlr-lots" aria-label={t('caption')}>
                {lots.map((lot) => (
                  <li key={lot._id} className="dlr-lot">
                    <span className="dlr-lot__amount">{format.money(lot.currentCents, lot.currency, { decimals: 'always' })}</span>
                    <span className={`rr-badge ${lot.type === 'bonus' ? 'rr-badge--brand' : 'rr-badge--success'}`}>{t(`type.${lot.type}`)}</span>
                    <span className="dlr-lot__expiry">{lot.expiresAt ? t('expires', { date: clock.dateTime(lot.expiresAt) }) : t('noExpiry')}</span>
                    {lot.notes ? <span className="dlr-lot__note rr-muted">{lot.notes}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
