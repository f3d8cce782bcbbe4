import { Button, Field, Input, useFormat } from '@rr/ui';
import { RefreshCw } from 'lucide-react';
import { useContext, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RANGE_PRESETS, presetOf, presetRange } from './range';
import { RefreshContext } from './use-report';
import { useReportRange } from './use-report-range';

export interface Freshness {
  generatedAt: string;
  cached: boolean;
}

/**
 * The report's days (two date inputs and the presets "This year", "Last year", "Last 12 months", all in the address)
 * and "Refresh", which asks every report of the page again past the cache (`noCache=true`).
 */
export function DateRangeBar({ freshness }: { freshness?: Freshness | undefined }) {
  const intl = useIntl();
  const format = useFormat();
  const { range, setRange } = useReportRange();
  const active = presetOf(range);
  const registry = useContext(RefreshContext);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([...(registry ?? [])].map((again) => again()));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="adm-report-range">
      <fieldset className="adm-report-range__days">
        <legend className="rr-visually-hidden">
          <FormattedMessage id="admin.reports.range.legend" />
        </legend>
        <Field label={<FormattedMessage id="admin.reports.range.start" />}>
          <Input type="date" value={range.startDate} max={range.endDate} required onChange={(event) => setRange({ startDate: event.target.value })} />
        </Field>
        <Field label={<FormattedMessage id="admin.reports.range.end" />}>
          <Input type="date" value={range.endDate} min={range.startDate} required onChange={(event) => setRange({ endDate: event.target.value })} />
        </Field>
      </fieldset>
      <div className="adm-report-range__presets" role="group" aria-label={intl.formatMessage({ id: 'admin.reports.range.presets' })}>
        {RANGE_PRESETS.map((preset) => (
          <Button key={preset} size="sm" variant={active === preset ? 'primary' : 'secondary'} aria-pressed={active === preset} onClick={() => setRange(presetRange(preset))}>
            <FormattedMessage id={`admin.reports.range.${preset}`} />
          </Button>
        ))}
      </div>
      <div className="adm-report-range__refresh">
        <Button size="sm" variant="ghost" loading={refreshing} icon={<RefreshCw className="rr-icon" aria-hidden="true" />} onClick={() => void refresh()}>
          <FormattedMessage id="admin.reports.refresh" />
        </Button>
        <p className="rr-muted adm-report-range__freshness" aria-live="polite">
          {freshness ? (
            <FormattedMessage
              id={freshness.cached ? 'admin.reports.generatedCached' : 'admin.reports.generated'}
              values={{ date: format.date(freshness.generatedAt), time: format.time(freshness.generatedAt) }}
            />
          ) : null}
        </p>
      </div>
    </div>
  );
}
