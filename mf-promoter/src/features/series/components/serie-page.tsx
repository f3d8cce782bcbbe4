import { paths, publicPaths } from '@rr/contracts/routes';
import { SeriesBonusForm, SeriesEndCard, deadlineStatus, resultsOwed, usePromoterEvents, usePromoterSeries, useSerieDetail } from '@rr/event-tools';
import { useParams } from '@rr/router';
import { localeAtom } from '@rr/session';
import { ButtonLink, Card, PageHeader, QueryState, Table, TextLink, useFormat } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePromoterId } from '../../../lib/use-promoter-id';
import { eventColumns } from '../../../components/event-columns';

/**
 * The promoter series page (`paths.promoter.serie(id)`): one of the promoter's series (where it runs, its bonus and dealer credit) with
 * its events in date order and where each one's results stand, adding an event to it (spec §2 "add event to
 * series"), and its end: planned rounds, how many have results, when dealer credit and the bonus are paid, and its
 * close. A series that is not the promoter's is said not to be found.
 */
export function SeriePage() {
  const { seriesId = '' } = useParams();
  const format = useFormat();
  const promoterId = usePromoterId();
  const series = usePromoterSeries(promoterId);
  const events = usePromoterEvents(promoterId);
  const detail = useSerieDetail(seriesId);
  const site = publicPaths(useAtomValue(localeAtom));
  const back = (
    <TextLink to={paths.promoter.home()}>
      <FormattedMessage id="promoter.backHome" />
    </TextLink>
  );
  return (
    <QueryState query={series}>
      {(data) => {
        const s = data.series.find((one) => one._id === seriesId);
        if (!s) {
          return (
            <div className="pro-page">
              <PageHeader eyebrow={back} title={<FormattedMessage id="promoter.serie.missing" />} description={<FormattedMessage id="promoter.serie.missingLead" />} />
            </div>
          );
        }
        const facts = [
          [s.state, s.country].filter(Boolean).join(', '),
          s.bonus > 0 ? <FormattedMessage key="bonus" id="promoter.serie.bonus" values={{ amount: format.money(s.bonus, s.currency) }} /> : null,
          s.initialValue > 0 ? <FormattedMessage key="credit" id="promoter.serie.credit" values={{ amount: format.money(s.initialValue, s.currency) }} /> : null,
          !s.active ? <FormattedMessage key="inactive" id="promoter.serie.inactive" /> : null,
        ].filter(Boolean);
        return (
          <div className="pro-page">
            <PageHeader
              eyebrow={back}
              title={s.name}
              description={
                <span className="pro-header-facts">
                  {facts.map((fact, i) => (
                    <span key={i}>{fact}</span>
                  ))}
                </span>
              }
              actions={
                <ButtonLink to={`${paths.promoter.event('new')}?seriesId=${encodeURIComponent(s._id)}`}>
                  <CalendarPlus className="rr-icon" aria-hidden="true" />
                  <FormattedMessage id="promoter.serie.addEvent" />
                </ButtonLink>
              }
            />
            {s.notes && <p className="pro-lead pro-notes">{s.notes}</p>}
            <Card title={<FormattedMessage id="promoter.serie.events" />}>
              <QueryState query={events}>
                {(list) => {
                  const rows = list.events.filter((e) => e.seriesId === s._id).sort((a, b) => a.startDate.localeCompare(b.startDate));
                  const statuses = rows.map((e) => deadlineStatus(e.deadline, e.canceled));
                  return (
                    <div className="rr-stack">
                      {rows.length > 0 && (
                        <p className="rr-muted pro-lead">
                          <FormattedMessage
                            id="promoter.serie.summary"
                            values={{ events: rows.length, resultsIn: statuses.filter((st) => st.kind === 'in').length, owed: statuses.filter(resultsOwed).length, races: s.races ?? rows.length }}
                          />
                        </p>
                      )}
                      <Table
                        columns={eventColumns(format)}
                        rows={rows}
                        rowKey={(e) => e._id}
                        caption={<FormattedMessage id="promoter.serie.events" />}
                        empty={<FormattedMessage id="promoter.serie.noEvents" />}
                      />
                    </div>
                  );
                }}
              </QueryState>
            </Card>
            <Card title={<FormattedMessage id="eventTools.seriesEnd.title" />}>
              <QueryState query={detail}>{(answer) => <SeriesEndCard answer={answer} />}</QueryState>
            </Card>
            <Card title={<FormattedMessage id="eventTools.seriesBonus.title" />}>
              <SeriesBonusForm key={`${s._id}:${s.bonus}`} serie={s} />
            </Card>
            <p className="rr-muted pro-small">
              <FormattedMessage id="promoter.serie.staffNote" values={{ link: (chunks: ReactNode[]) => <TextLink to={site.contact()}>{chunks}</TextLink> }} />
            </p>
          </div>
        );
      }}
    </QueryState>
  );
}
