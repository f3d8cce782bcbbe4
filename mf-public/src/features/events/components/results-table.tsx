import { FormattedMessage } from 'react-intl';
import { Table, useFormat, type Column } from '@rr/ui';
import { groupResults, payoutLabel } from '../lib/payout-table';
import type { Currency, EventResult } from '@rr/contracts';
import { PlaceLabel } from './place-label';

/** The eligibility codes results carry, each with its label; any other code reads "Not eligible". */
const ELIGIBILITY_LABELS: Readonly<Record<string, string>> = {
  eligible: 'public.event.eligibility.eligible',
  bikeTooOld: 'public.event.eligibility.bikeTooOld',
  notRegistered: 'public.event.eligibility.notRegistered',
};

/** The label id of a result's eligibility code, or null when it has none. */
export function eligibilityLabelId(code: string | null | undefined): string | null {
  if (!code) return null;
  return Object.hasOwn(ELIGIBILITY_LABELS, code) ? ELIGIBILITY_LABELS[code]! : 'public.event.eligibility.other';
}

/** Published results, one table per class, in finishing order. */
export function ResultsTable({ results, currency }: { results: readonly EventResult[]; currency: Currency }) {
  const format = useFormat();
  const dash = <span className="rr-muted">—</span>;
  const columns: Column<EventResult>[] = [
    {
      key: 'place',
      header: <FormattedMessage id="public.event.results.place" />,
      render: (result) => (result.place > 0 ? <PlaceLabel place={result.place} /> : result.resultType || dash),
    },
    { key: 'riderName', header: <FormattedMessage id="public.event.results.rider" />, render: (result) => <strong>{result.riderName}</strong> },
    { key: 'bike', header: <FormattedMessage id="public.event.results.bike" />, secondary: true, render: (result) => result.bike || dash },
    { key: 'hometown', header: <FormattedMessage id="public.event.results.hometown" />, secondary: true, render: (result) => result.hometown || dash },
    {
      key: 'eligibility',
      header: <FormattedMessage id="public.event.results.eligibility" />,
      render: (result) => {
        const labelId = eligibilityLabelId(result.eligibility);
        return labelId ? <FormattedMessage id={labelId} /> : dash;
      },
    },
    {
      key: 'payout',
      header: <FormattedMessage id="public.event.results.payout" />,
      align: 'right',
      stickyEnd: true,
      render: (result) =>
        payoutLabel(result.payoutType) === 'noPayout' || !result.payout ? (
          <span className="rr-muted"><FormattedMessage id="public.payoutType.noPayout" /></span>
        ) : (
          format.money(result.payout, currency)
        ),
    },
  ];
  return (
    <div className="rr-stack">
      {groupResults(results).map((group) => (
        <section key={group.className} className="pub-results-group">
          <h3 className="pub-results-group__title">{group.className}</h3>
          <Table caption={group.className} columns={columns} rows={group.results} rowKey={(result) => result._id} />
        </section>
      ))}
    </div>
  );
}
