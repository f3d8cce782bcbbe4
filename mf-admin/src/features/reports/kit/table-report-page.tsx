import type { Currency, ExportableReport } from '@rr/contracts';
import { Card, QueryState } from '@rr/ui';
import type { DataColumn } from '@rr/ui/table';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ExportLinks } from './export-links';
import { Facts, type Fact } from './facts';
import type { ChartMeasure } from './figures';
import { MonthChart } from './month-chart';
import { NoFigures, ReportHeader, ReportScope } from './report-frame';
import { ReportTableCard } from './report-table-card';
import { useReport, type AnswerSchema, type ReportName } from './use-report';
import { REPORT_PAGE_SIZE, useTableReport } from './use-table-report';

/** What a tabular report answers (every table answer of @rr/contracts' reports.ts fits: rider earnings, redemptions, cash-outs). */
export interface TableReportAnswer {
  rows: readonly unknown[];
  pagination: { total: number; pages: number };
  totals: readonly unknown[];
  byMonth: readonly ({ month: string; currency: Currency; amount: number } & Record<string, unknown>)[];
  generatedAt: string;
  cached: boolean;
}

/** How a filter's address parameter goes to the API: its value, or undefined to leave it out (`anyValue`, `oneOf`). */
export type FilterRule = (raw: string) => string | undefined;

/** A filter sent as it stands in the address (an empty value is none). */
export const anyValue: FilterRule = (raw) => raw || undefined;

/** A filter sent only when it is one of the report's choices (anything else in the address asks for every row). */
export const oneOf =
  (choices: readonly string[]): FilterRule =>
  (raw) =>
    choices.includes(raw) ? raw : undefined;

/** A filter control's value and change, bound to its address parameter (a change goes back to page 1). */
export interface FilterBinding {
  value: string;
  onChange: (value: string) => void;
}

/** A named group of headline figures above the table ("Totals in USD"). */
export interface FactGroup {
  id: string;
  label: string;
  facts: readonly Fact[];
}

/** Totals as a group of figures per currency, "Totals in USD", "Totals in CAD": money of two currencies is never added up. */
export const inEachCurrency =
  <T extends { currency: Currency }>(facts: (total: T) => readonly Fact[]) =>
  (totals: readonly T[], intl: IntlShape): FactGroup[] =>
    totals.map((total) => ({ id: total.currency, label: intl.formatMessage({ id: 'admin.reports.totalsIn' }, { currency: total.currency }), facts: facts(total) }));

/** The message ids of a tabular report page. */
export interface TableReportMessages {
  /** The page's title (also the table's caption and what the export links download) and its lead. */
  title: string;
  lead: string;
  /** The search box's label, the count of matching rows (`{count}`), and the month chart's title. */
  search: string;
  count: string;
  chart: string;
}

type Row<A extends TableReportAnswer> = A['rows'][number];

export interface TableReportPageProps<A extends TableReportAnswer, P extends string> {
  /** The report (`GET /api/admin/aggregates/<report>` and its export); the table remembers its columns as `admin.reports.<report>`. */
  report: ReportName & ExportableReport;
  schema: AnswerSchema<A>;
  /** The columns the API orders by (`sortBy`); any other order in the address is the report's default. */
  sortable: readonly string[];
  messages: TableReportMessages;
  /**
   * The report's filters as address parameters, in the order the API and the export links get them (after the range
   * and the search, before the order), each with how its value is sent.
   */
  params: Readonly<Record<P, FilterRule>>;
  /** The filter controls beside the search box, in the order they show, each bound with `filter(name)`. */
  filters: (filter: (name: P) => FilterBinding) => ReactNode;
  columns: readonly DataColumn<Row<A>>[];
  rowKey: (row: Row<A>) => string;
  /** The totals of every matching row as groups of figures, shown above the month chart (`inEachCurrency`: a group a currency). */
  totals: (totals: A['totals'], intl: IntlShape) => readonly FactGroup[];
  /** The month chart's measures, each its own series per currency (default: `amount`, a bar per currency). */
  chartMeasures?: (intl: IntlShape) => readonly ChartMeasure[];
}

/**
 * A tabular report page (rider earnings, rider redemptions, cash-outs): heading, export links (CSV and XLSX of every
 * matching row), the range bar with Refresh, the totals, the month chart (a bar per currency), and the table with its
 * search, filters and count, sortable and paged, everything but the columns' choice in the address (range, `query`,
 * the filters, `page`, `sortBy` + `sortDirection`). A page declares its report, columns, filters and totals.
 */
export function TableReportPage<A extends TableReportAnswer, P extends string>(props: TableReportPageProps<A, P>) {
  return (
    <ReportScope>
      <TableReport {...props} />
    </ReportScope>
  );
}

function TableReport<A extends TableReportAnswer, P extends string>({ report, schema, sortable, messages, params, filters, columns, rowKey, totals, chartMeasures }: TableReportPageProps<A, P>) {
  const intl = useIntl();
  const state = useTableReport(sortable);
  const names = Object.keys(params) as P[];
  const raw = (name: P) => state.search.get(name) ?? '';
  const query = {
    startDate: state.range.startDate,
    endDate: state.range.endDate,
    query: state.query || undefined,
    ...Object.fromEntries(names.map((name) => [name, params[name](raw(name))])),
    ...state.sort,
  };
  const answer = useReport(report, schema, { ...query, page: state.page, limit: REPORT_PAGE_SIZE });
  const title = intl.formatMessage({ id: messages.title });
  const filtered = Boolean(state.query || names.some((name) => raw(name)));
  const filter = (name: P): FilterBinding => ({ value: raw(name), onChange: (value) => state.set(name, value) });

  return (
    <>
      <ReportHeader titleId={messages.title} leadId={messages.lead} exports={<ExportLinks report={report} filters={query} what={title} />} freshness={answer.data} />
      <QueryState query={answer}>
        {(data) => (
          <>
            {totals(data.totals, intl).map((group) => (
              <Facts key={group.id} label={group.label} facts={group.facts} />
            ))}
            {data.byMonth.length > 0 ? (
              <Card>
                <MonthChart title={intl.formatMessage({ id: messages.chart })} monthHeader={intl.formatMessage({ id: 'admin.reports.month' })} rows={data.byMonth} measures={chartMeasures?.(intl)} />
              </Card>
            ) : null}
            <ReportTableCard
              id={`admin.reports.${report}`}
              caption={title}
              columns={columns}
              rows={data.rows}
              rowKey={rowKey}
              loading={answer.isFetching}
              empty={<NoFigures filtered={filtered} />}
              sorting={state.sorting}
              onSortingChange={state.setSorting}
              page={state.page}
              pages={data.pagination.pages}
              onPageChange={(next) => state.set('page', String(next))}
              search={{ text: state.text, onChange: state.setText, label: <FormattedMessage id={messages.search} /> }}
              filters={filters(filter)}
              count={<FormattedMessage id={messages.count} values={{ count: data.pagination.total }} />}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
