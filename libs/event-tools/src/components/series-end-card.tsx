import { queryKeys, useApiMutation, useQueryClient } from '@rr/api-client';
import { DEFAULT_CREDIT_EXPIRY_DAYS, type SerieAnswer, type SeriesEnd } from '@rr/contracts';
import { Button, ConfirmPrompt, apiErrorText, toast, useFormat } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { closeSeries, reopenSeries } from '../api/event-calls';

export interface SeriesEndCardProps {
  answer: SerieAnswer;
  /** Programme staff: may also reopen a close that paid nothing yet. */
  staff?: boolean;
}

/** How many rounds the series is judged on: its planned number, or more when more were created. */
export function roundsToRun(end: SeriesEnd): number {
  return Math.max(end.plannedRounds ?? 0, end.rounds);
}

/** What the series waits for before dealer credit and the series bonus are paid (the message id and its values). */
export function seriesEndWait(end: SeriesEnd): { id: string; values: Record<string, number> } {
  const total = roundsToRun(end);
  const missing = end.rounds - end.roundsWithResults;
  if (end.finished === 'rounds') return { id: 'eventTools.seriesEnd.finishedRounds', values: { total } };
  if (end.finished === 'closed') return { id: 'eventTools.seriesEnd.finishedClosed', values: {} };
  if (end.closedAt) return { id: end.rounds === 0 ? 'eventTools.seriesEnd.closedNoRounds' : 'eventTools.seriesEnd.closedWaiting', values: { missing } };
  if (end.plannedRounds !== null) return { id: 'eventTools.seriesEnd.waitRounds', values: { total } };
  return { id: 'eventTools.seriesEnd.waitClose', values: {} };
}

/**
 * The end of a series (spec §9: dealer credit is paid at the end of a series, the series bonus to its champions after
 * the final race; docs/architecture.md "Series end"): its planned rounds, how many have results, what waits and when it
 * is paid, and its close. Closing asks first, and warns when rounds still lack results (the series then finishes only
 * once they have them). Staff may reopen a close while nothing was published since it.
 */
export function SeriesEndCard({ answer, staff = false }: SeriesEndCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const client = useQueryClient();
  const [asking, setAsking] = useState<'close' | 'reopen' | null>(null);
  const { serie, end } = answer;
  const run = useApiMutation({
    mutationFn: (kind: 'close' | 'reopen') => (kind === 'close' ? closeSeries(serie._id) : reopenSeries(serie._id)),
    invalidates: [queryKeys.series.all],
    // The answer is the series as it now is: the page shows it at once, whatever the lists' refetch brings.
    onSuccess: (next, kind) => {
      client.setQueryData(queryKeys.series.detail(serie._id), next);
      toast.success(intl.formatMessage({ id: kind === 'close' ? 'eventTools.seriesEnd.closed' : 'eventTools.seriesEnd.reopened' }, { name: serie.name }));
    },
    onError: (caught) => toast.error(apiErrorText(intl, caught)),
    onSettled: () => setAsking(null),
    meta: { alert: false },
  });
  if (!end) return null;
  const total = roundsToRun(end);
  const missing = end.rounds - end.roundsWithResults;
  const wait = seriesEndWait(end);
  const busy = run.isPending;

  return (
    <div className="rr-stack" data-testid="series-end">
      <dl className="et-end-facts">
        <div>
          <dt>
            <FormattedMessage id="eventTools.seriesEnd.planned" />
          </dt>
          <dd>{end.plannedRounds ?? <FormattedMessage id="eventTools.seriesEnd.notPlanned" />}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="eventTools.seriesEnd.progressLabel" />
          </dt>
          <dd className="et-progress">
            {total > 0 ? <progress max={total} value={end.roundsWithResults} aria-hidden="true" /> : null}
            <FormattedMessage id="eventTools.seriesEnd.progress" values={{ done: end.roundsWithResults, total }} />
          </dd>
        </div>
      </dl>
      <p className="et-lead">
        <FormattedMessage id={wait.id} values={wait.values} />
      </p>
      {end.closedAt ? (
        <p className="et-lead rr-muted">
          <FormattedMessage id={end.closedBy === 'admin' ? 'eventTools.seriesEnd.closedByStaff' : 'eventTools.seriesEnd.closedByPromoter'} values={{ date: format.date(end.closedAt) }} />
        </p>
      ) : null}
      <p className="et-lead rr-muted">
        <FormattedMessage id="eventTools.seriesEnd.expiry" values={{ days: DEFAULT_CREDIT_EXPIRY_DAYS }} />
      </p>
      <div className="et-actions">
        {!end.closedAt ? (
          <Button variant="secondary" onClick={() => setAsking('close')}>
            <FormattedMessage id="eventTools.seriesEnd.close" />
          </Button>
        ) : null}
        {staff && end.closedAt && end.reopenable ? (
          <Button variant="ghost" onClick={() => setAsking('reopen')}>
            <FormattedMessage id="eventTools.seriesEnd.reopen" />
          </Button>
        ) : null}
      </div>
      <ConfirmPrompt
        open={asking === 'close'}
        busy={busy}
        title={<FormattedMessage id="eventTools.seriesEnd.confirmClose" values={{ name: serie.name }} />}
        message={
          <>
            <FormattedMessage id="eventTools.seriesEnd.confirmCloseLead" />
            {missing > 0 || end.rounds === 0 ? (
              // The dialog's text is one paragraph: the warning is a strong line in it.
              <strong className="et-end-warning">
                <FormattedMessage id={end.rounds === 0 ? 'eventTools.seriesEnd.warnNoRounds' : 'eventTools.seriesEnd.warnMissing'} values={{ missing }} />
              </strong>
            ) : null}
          </>
        }
        confirmLabel={<FormattedMessage id="eventTools.seriesEnd.close" />}
        onCancel={() => setAsking(null)}
        onConfirm={() => run.mutate('close')}
      />
      <ConfirmPrompt
        open={asking === 'reopen'}
        busy={busy}
        tone="primary"
        title={<FormattedMessage id="eventTools.seriesEnd.confirmReopen" values={{ name: serie.name }} />}
        message={<FormattedMessage id="eventTools.seriesEnd.confirmReopenLead" />}
        confirmLabel={<FormattedMessage id="eventTools.seriesEnd.reopen" />}
        onCancel={() => setAsking(null)}
        onConfirm={() => run.mutate('reopen')}
      />
    </div>
  );
}
