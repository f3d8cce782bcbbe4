import { paths } from '@rr/contracts';
import { EventForm, EventWorkbench, useCreateEvent, usePromoterSeries } from '@rr/event-tools';
import { useNavigate, useParams, useSearchParams } from '@rr/router';
import { Card, Field, PageHeader, QueryState, Select, TextLink } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SameRaceSection } from '../../events';
import { usePromoterChoices } from '../api/catalog';
import { WithEventToolsMessages } from './event-tools-messages';

const back = (
  <TextLink to={paths.admin.events()}>
    <FormattedMessage id="admin.eventPage.back" />
  </TextLink>
);
const LINKS = { back, eventPath: (id: string) => paths.admin.event(id), afterDelete: paths.admin.events() };

/**
 * /auth/admin/event/{eventId?} (spec §2): an event with every tool its promoter has (details, classes and payouts,
 * uploads with their previews, results, exceptions, duplicate, delete, Canada invoice), and under its details the
 * other events of its day and country, to mark those that were different races; without an id, a new event for the
 * promoter chosen (`?promoterId=&seriesId=` preselect them, from a series page).
 */
export function EventPage() {
  const { eventId } = useParams();
  return <WithEventToolsMessages>{eventId ? <StaffEvent key={eventId} eventId={eventId} /> : <NewEvent />}</WithEventToolsMessages>;
}

function StaffEvent({ eventId }: { eventId: string }) {
  const promoters = usePromoterChoices();
  const names = new Map((promoters.data?.promoters ?? []).map((p) => [p._id, p.name]));
  return <EventWorkbench eventId={eventId} links={LINKS} detailsExtra={(managed) => <SameRaceSection event={managed.event} promoterName={(id) => names.get(id)} />} />;
}

function NewEvent() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const promoters = usePromoterChoices();
  const [promoterId, setPromoterId] = useState(search.get('promoterId') ?? '');
  const series = usePromoterSeries(promoterId);
  const create = useCreateEvent(promoterId);
  return (
    <div className="adm-page">
      <PageHeader eyebrow={back} title={<FormattedMessage id="admin.eventPage.newTitle" />} description={<FormattedMessage id="admin.eventPage.newLead" />} />
      <Card>
        <div className="rr-stack">
          <Field label={<FormattedMessage id="admin.seriesForm.promoter" />} required>
            <Select value={promoterId} onChange={(event) => setPromoterId(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'admin.seriesForm.choose' })}</option>
              {(promoters.data?.promoters ?? []).map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
          {promoterId ? (
            <QueryState query={series}>
              {(data) => (
                <EventForm
                  key={promoterId}
                  series={data.series}
                  seasons={data.seasons}
                  defaultSeriesId={search.get('seriesId') ?? ''}
                  submitLabel={<FormattedMessage id="admin.eventPage.create" />}
                  onSave={async (body) => {
                    const created = await create.mutateAsync(body);
                    navigate(`${paths.admin.event(created.event._id)}?tab=classes`);
                  }}
                />
              )}
            </QueryState>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
