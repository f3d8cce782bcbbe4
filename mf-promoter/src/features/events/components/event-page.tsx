import { paths, type EventInput } from '@rr/contracts';
import { useNavigate, useParams, useSearchParams } from '@rr/router';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '@rr/session';
import { Alert, Button, Card, ConfirmPrompt, PageHeader, QueryState, Tabs, TextLink, buttonClass, describeApiError, formatDescriptor, useFormat } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createEvent, deleteEvent, duplicateEvent, updateEvent } from '../api/event-tools';
import { useKeepManaged, useManagedEvent, usePromoterSeries } from '../api/queries';
import { ClassesEditor } from './classes-editor';
import { DeadlineBadge } from './deadline-badge';
import { EventForm } from './event-form';
import { ResultsPanel } from './results-panel';
import { UploadPanel } from './upload-panel';

/** The signed-in promoter's id (the session's user; an administrator proxying a promoter sees that promoter's). */
export function usePromoterId(): string {
  const session = useAtomValue(sessionAtom);
  return session && 'user' in session && session.user ? session.user._id : '';
}

/** The event page with `new` for its id: a new event of the promoter (spec §2 "Add event"), in one of their series if asked. */
function NewEvent() {
  const promoterId = usePromoterId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const keep = useKeepManaged();
  const series = usePromoterSeries(promoterId);
  return (
    <div className="pro-page">
      <PageHeader title={<FormattedMessage id="promoter.newEvent.title" />} description={<FormattedMessage id="promoter.newEvent.lead" />} />
      <Card>
        <QueryState query={series}>
          {(data) => (
            <EventForm
              series={data.series}
              seriesId={data.series.some((s) => s._id === search.get('seriesId')) ? search.get('seriesId')! : ''}
              submitLabel={<FormattedMessage id="promoter.newEvent.create" />}
              onSave={async (body: EventInput) => {
                const created = await createEvent(promoterId, body);
                keep(created);
                navigate(paths.promoter.event(created.event._id));
              }}
            />
          )}
        </QueryState>
      </Card>
    </div>
  );
}

/** The event page of one event: the event tools of spec §2, on the promoter's own event (the service checks it). */
function ManageEvent({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const keep = useKeepManaged();
  const promoterId = usePromoterId();
  const managed = useManagedEvent(eventId);
  const series = usePromoterSeries(promoterId);
  const [tab, setTab] = useState('details');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (caught) {
      setProblem(formatDescriptor(intl, describeApiError(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryState query={managed}>
      {(data) => (
        <div className="pro-page">
          <PageHeader
            eyebrow={<TextLink to={paths.promoter.home()}><FormattedMessage id="promoter.backHome" /></TextLink>}
            title={data.event.title}
            description={
              <span className="pro-header-facts">
                <span>{format.dateRange(data.event.startDate, data.event.endDate)}</span>
                <span>{[data.event.city, data.event.state].filter(Boolean).join(', ')}</span>
                <span><FormattedMessage id="promoter.event.contingency" values={{ amount: format.money(data.event.contingencyAmount, data.event.currency) }} /></span>
                <DeadlineBadge deadline={data.deadline} canceled={data.event.canceled} />
                {!data.deadline.resultsSet && !data.event.canceled && (
                  <span className="rr-muted"><FormattedMessage id="promoter.event.dueDate" values={{ date: format.date(data.deadline.dueDate) }} /></span>
                )}
              </span>
            }
          />
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="pro-actions">
            <Button variant="secondary" loading={busy} onClick={() => void act(async () => {
              const copy = await duplicateEvent(eventId);
              keep(copy);
              navigate(paths.promoter.event(copy.event._id));
            })}>
              <FormattedMessage id="promoter.event.duplicate" />
            </Button>
            {data.event.country === 'CA' && data.event.contingencyAmount > 0 && (
              <a className={buttonClass({ variant: 'secondary' })} href={`/api/event/${encodeURIComponent(eventId)}/invoice.pdf`} download>
                <FormattedMessage id="promoter.event.invoice" />
              </a>
            )}
            <Button variant="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
              <FormattedMessage id="promoter.event.delete" />
            </Button>
          </div>
          <Tabs
            selectedKey={tab}
            onChange={setTab}
            tabs={[
              {
                key: 'details',
                label: <FormattedMessage id="promoter.event.tab.details" />,
                content: (
                  <Card>
                    {/* The series list first: a select must hold its options before the form sets its value. */}
                    <QueryState query={series}>
                      {(list) => (
                        <EventForm
                          key={`${data.event._id}-${data.event.title}-${data.event.startDate}`}
                          event={data.event}
                          series={list.series}
                          submitLabel={<FormattedMessage id="promoter.save" />}
                          onSave={async (body) => keep(await updateEvent(eventId, body))}
                        />
                      )}
                    </QueryState>
                  </Card>
                ),
              },
              {
                key: 'classes',
                label: <FormattedMessage id="promoter.event.tab.classes" values={{ count: data.classes.length }} />,
                content: (
                  <div className="rr-stack">
                    <Card title={<FormattedMessage id="promoter.classes.title" />}>
                      <ClassesEditor key={data.classes.map((c) => `${c._id}:${c.total}:${c.name}`).join('|')} managed={data} />
                    </Card>
                    <Card>
                      <UploadPanel managed={data} kinds={['upload-class']} />
                    </Card>
                  </div>
                ),
              },
              {
                key: 'results',
                label: <FormattedMessage id="promoter.event.tab.results" values={{ count: data.results.length, exceptions: data.results.filter((r) => r.match.status === 'unmatched' || r.match.status === 'ambiguous').length }} />,
                content: (
                  <div className="rr-stack">
                    <Card>
                      <UploadPanel managed={data} kinds={['upload-all-class-result', 'upload-class-result', 'upload-all-formatted-class-result']} />
                    </Card>
                    <Card title={<FormattedMessage id="promoter.results.title" />}>
                      <ResultsPanel managed={data} />
                    </Card>
                  </div>
                ),
              },
            ]}
          />
          <ConfirmPrompt
            open={confirmDelete}
            busy={busy}
            title={<FormattedMessage id="promoter.event.confirmDelete" values={{ title: data.event.title }} />}
            message={<FormattedMessage id="promoter.event.confirmDeleteLead" />}
            confirmLabel={<FormattedMessage id="promoter.event.delete" />}
            onCancel={() => setConfirmDelete(false)}
            onConfirm={() =>
              void act(async () => {
                await deleteEvent(eventId);
                setConfirmDelete(false);
                navigate(paths.promoter.home());
              })
            }
          />
        </div>
      )}
    </QueryState>
  );
}

export function EventPage() {
  const { eventId = 'new' } = useParams();
  return eventId === 'new' ? <NewEvent /> : <ManageEvent key={eventId} eventId={eventId} />;
}
