import { paths } from '@rr/contracts/routes';
import { EventForm, useCreateEvent, usePromoterSeries } from '@rr/event-tools';
import { useNavigate, useSearchParams } from '@rr/router';
import { Card, QueryState } from '@rr/ui';
import { FormattedMessage } from 'react-intl';
import { NewPageHeader } from '../../../components/new-page-header';
import { usePromoterId } from '../../../lib/use-promoter-id';
import { seasonDateRange } from '../../../lib/event-dates';
import { SeasonWindow } from './season-window';

/**
 * A new event of the promoter (spec §2 "Add event", "add event to series"): every field of the event, in the series
 * named by `?seriesId=` when it is one of theirs, in a season they are approved for (said above the form; the events
 * service refuses another). Once created, its page opens on the classes and payouts.
 */
export function NewEvent() {
  const promoterId = usePromoterId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const series = usePromoterSeries(promoterId);
  const create = useCreateEvent(promoterId);
  return (
    <div className="pro-page">
      <NewPageHeader titleId="promoter.newEvent.title" leadId="promoter.newEvent.lead" />
      <Card>
        {/* The series first: a select must hold its options before the form sets its value. */}
        <QueryState query={series}>
          {(data) => (
            <>
              <SeasonWindow seasons={data.approvedSeasons} />
              <EventForm
                series={data.series}
                seasons={data.seasons}
                dateRange={seasonDateRange(data.approvedSeasons) ?? undefined}
                defaultSeriesId={search.get('seriesId') ?? ''}
                submitLabel={<FormattedMessage id="promoter.newEvent.create" />}
                onSave={async (body) => {
                  const created = await create.mutateAsync(body);
                  navigate(`${paths.promoter.event(created.event._id)}?tab=classes`);
                }}
              />
            </>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
