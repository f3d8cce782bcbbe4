import type { SeriesStandings } from '@rr/contracts';
import { PageLoading, Table, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyBlock } from '../../../components/status';
import { useSerieStandings } from '../api/get-serie';

type Line = SeriesStandings['classes'][number]['riders'][number];

/** One class's championship table: place, rider, hometown, points, wins, counted races. */
function ClassTable({ className, riders }: SeriesStandings['classes'][number]) {
  const dash = <span className="rr-muted">—</span>;
  const columns: DataColumn<Line, ReactNode>[] = [
    { id: 'place', header: <FormattedMessage id="public.event.results.place" />, cell: (line) => <FormattedMessage id="public.place.ordinal" values={{ place: line.place }} /> },
    { id: 'name', header: <FormattedMessage id="public.event.results.rider" />, cell: (line) => <strong>{line.name || '—'}</strong> },
    { id: 'hometown', header: <FormattedMessage id="public.event.results.hometown" />, secondary: true, cell: (line) => line.hometown || dash },
    { id: 'points', header: <FormattedMessage id="public.serie.standings.points" />, align: 'right', cell: (line) => <strong>{line.points}</strong> },
    { id: 'wins', header: <FormattedMessage id="public.serie.standings.wins" />, align: 'right', cell: (line) => line.wins },
    { id: 'races', header: <FormattedMessage id="public.serie.standings.races" />, align: 'right', secondary: true, cell: (line) => line.races },
  ];
  return (
    <section className="pub-results-group">
      <h3 className="pub-results-group__title">
        {className}{' '}
        <span className="rr-muted pub-results-group__count">
          <FormattedMessage id="public.event.results.classCount" values={{ count: riders.length }} />
        </span>
      </h3>
      <Table caption={className} columns={columns} rows={riders} rowKey={(_line, index) => String(index)} />
    </section>
  );
}

/**
 * A series' standings on its public page: every class's table from the results published so far, in the championship's
 * order (points per place, then wins, then the latest race), provisional until the series is finished. Riders as the
 * events' results show them (name, hometown); the API gives nothing else.
 */
export function SerieStandings({ seriesId }: { seriesId: string }) {
  const intl = useIntl();
  const standings = useSerieStandings(seriesId);
  const data = standings.data;
  return (
    <section className="pub-section" aria-labelledby="serie-standings">
      <h2 id="serie-standings" className="pub-section__title">
        <FormattedMessage id="public.serie.standings.title" />
      </h2>
      {data === undefined ? (
        standings.isError ? (
          <p className="rr-muted" role="status">
            <FormattedMessage id="public.serie.standings.loadFailed" />
          </p>
        ) : (
          <PageLoading />
        )
      ) : data.classes.length === 0 ? (
        <EmptyBlock titleId="public.serie.standings.empty" />
      ) : (
        <div className="rr-stack">
          <p className="rr-muted">
            {data.finished ? (
              <FormattedMessage id="public.serie.standings.final" />
            ) : (
              <FormattedMessage id="public.serie.standings.provisional" values={{ withResults: data.eventsWithResults, counted: data.countedEvents }} />
            )}{' '}
            <FormattedMessage id="public.serie.standings.scoring" values={{ points: intl.formatList(data.points.map((points) => intl.formatNumber(points)), { type: 'unit', style: 'short' }) }} />
          </p>
          {data.classes.map((table) => (
            <ClassTable key={table.className} {...table} />
          ))}
        </div>
      )}
    </section>
  );
}
