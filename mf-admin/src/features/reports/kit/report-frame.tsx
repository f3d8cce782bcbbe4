import { CURRENCIES } from '@rr/contracts';
import { Card, EmptyState, PageHeader } from '@rr/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceFilter } from './choice-filter';
import { DateRangeBar, type Freshness } from './date-range-bar';
import { RefreshContext, type RefreshRegistry } from './use-report';
import './reports.css';

/** The reports a page shows, for its Refresh: wrap the page's content, whose `useReport`s register themselves. */
export function ReportScope({ children }: { children: ReactNode }) {
  const [registry] = useState<RefreshRegistry>(() => new Set());
  return (
    <RefreshContext.Provider value={registry}>
      <div className="adm-page adm-report">{children}</div>
    </RefreshContext.Provider>
  );
}

export interface ReportHeaderProps {
  titleId: string;
  leadId: string;
  /** The export links of the page's report. */
  exports?: ReactNode;
  freshness?: Freshness | undefined;
}

/** A report page's heading, its exports, and the range bar with Refresh. */
export function ReportHeader({ titleId, leadId, exports, freshness }: ReportHeaderProps) {
  return (
    <>
      <PageHeader eyebrow={<FormattedMessage id="admin.area" />} title={<FormattedMessage id={titleId} />} description={<FormattedMessage id={leadId} />} actions={exports} />
      <Card padded={false}>
        <DateRangeBar freshness={freshness} />
      </Card>
    </>
  );
}

/** "Currency: any / USD / CAD / EUR" (an empty value lifts the filter). */
export function CurrencyFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const options = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
  return <ChoiceFilter label={<FormattedMessage id="admin.reports.currency" />} any={intl.formatMessage({ id: 'admin.reports.anyCurrency' })} options={options} value={value} onChange={onChange} />;
}

/** The empty state of a report: nothing in these days (with these filters). */
export function NoFigures({ filtered = false }: { filtered?: boolean }) {
  return (
    <EmptyState
      title={<FormattedMessage id={filtered ? 'admin.reports.noneFiltered' : 'admin.reports.none'} />}
      description={<FormattedMessage id="admin.reports.noneHint" />}
    />
  );
}
