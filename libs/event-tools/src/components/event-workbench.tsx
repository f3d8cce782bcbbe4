import { isMissing } from '@rr/api-client';
import type { ManagedEvent } from '@rr/contracts';
import { apiPath, publicPaths } from '@rr/contracts/routes';
import { useDeleteEvent, useDuplicateEvent, useUpdateEvent } from '../api/mutations';
import { useEventPayouts, useManagedEvent, usePrefetchEventPayouts, usePromoterSeries } from '../api/queries';
import { RESULT_UPLOADS } from '../api/upload-file';
import { useLeaveGuard } from '../lib/leave-guard';
import { exceptionsOf } from '../lib/results';
import { BonusesPanel } from './bonuses-panel';
import { ClassesEditor } from './classes-editor';
import { DeadlineBadge } from './deadline-badge';
import { EventForm } from './event-form';
import { ExceptionsList } from './exceptions-list';
import { ResultsEditor } from './results-editor';
import { TimecardsPanel } from './timecards-panel';
import { UploadPanel } from './upload-panel';
import { useNavigate, useSearchParams } from '@rr/router';
import { localeAtom } from '@rr/session';
import { Alert, Button, Card, ConfirmPrompt, PageHeader, QueryState, Tabs, TextLink, buttonClass, describeApiError, formatDescriptor, toast, useFormat } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Copy, ExternalLink, FileText, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const TABS = ['details', 'classes', 'results', 'exceptions'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** Where the page sits in its area: the link back, where a copy opens, where to go once the event is deleted. */
export interface EventWorkbenchLinks {
  back: ReactNode;
  eventPath: (eventId: string) => string;
  afterDelete: string;
}

/** A load that failed for another reason than a missing event: the translated reason and a retry. */
function LoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const intl = useIntl();
  return (
    <Alert tone="error" title={<FormattedMessage id="eventTools.page.loadFailed" />}>
      <p className="et-lead">{formatDescriptor(intl, describeApiError(error))}</p>
      <Button variant="secondary" size="sm" onClick={retry}>
        <FormattedMessage id="eventTools.page.retry" />
      </Button>
    </Alert>
  );
}

export interface EventWorkbenchProps {
  eventId: string;
  links: EventWorkbenchLinks;
  /** What the area adds under the event's details (the admin page: the other events of its day and country). */
  detailsExtra?: (managed: ManagedEvent) => ReactNode;
}

/**
 * An event with the tools of spec §2, for its promoter (their area) and programme staff (the admin event page):
 * someone else's event answers 404, said as not found.
 */
export function EventWorkbench({ eventId, links, detailsExtra }: EventWorkbenchProps) {
  const managed = useManagedEvent(eventId);
  usePrefetchEventPayouts(eventId);
  return (
    <QueryState
      query={managed}
      error={(error, retry) =>
        isMissing(error) ? (
          <div className="et-page">
            <PageHeader eyebrow={links.back} title={<FormattedMessage id="eventTools.page.missing" />} description={<FormattedMessage id="eventTools.page.missingLead" />} />
          </div>
        ) : (
          <LoadFailure error={error} retry={retry} />
        )
      }
    >
      {(data) => <EventTools managed={data} links={links} detailsExtra={detailsExtra} />}
    </QueryState>
  );
}

/** Where the user was going when unsaved payout-table changes stopped them: another tab, or another page of the app. */
type Leaving = { kind: 'tab'; key: string } | { kind: 'page'; to: string };

/**
 * The event tools of spec §2 on one event: its details, its classes and payouts (with the classes sheet upload), its
 * results (with the results uploads), the lines to resolve; duplicating and deleting it, each after a confirmation.
 * The open tab is in the address (`?tab=`), so a link can open the Results tab. Only the open tab is drawn, so
 * leaving the Classes tab (or the page) with unsaved changes to the payout table would drop them: the page asks first
 * (keep editing, or discard them).
 */
function EventTools({ managed, links, detailsExtra }: { managed: ManagedEvent; links: EventWorkbenchLinks; detailsExtra?: ((managed: ManagedEvent) => ReactNode) | undefined }) {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const [search, setSearch] = useSearchParams();
  const { event, deadline } = managed;
  // The series the event can be in are its promoter's (staff see the same list as the promoter).
  const series = usePromoterSeries(event.promoterId);
  const update = useUpdateEvent(event._id);
  const duplicate = useDuplicateEvent(event._id);
  const remove = useDeleteEvent(event._id);
  const [confirming, setConfirming] = useState<'duplicate' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [classesDirty, setClassesDirty] = useState(false);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'details';
  const exceptions = exceptionsOf(managed.classes, managed.results).length;
  // A Canada invoice states what the results paid: offered once the payout rules paid a line of the current results.
  const decided = useEventPayouts(event._id, event.resultsVersion).data;
  const invoiceable =
    event.country === 'CA' && event.resultsVersion > 0 && Boolean(decided) && decided!.version >= event.resultsVersion && decided!.decisions.some((d) => d.resultId && d.outcome === 'paid');
  const busy = duplicate.isPending || remove.isPending;

  const showTab = (key: string) => setSearch((current) => {
    const next = new URLSearchParams(current);
    next.set('tab', key);
    return next;
  }, { replace: true });
  const openTab = (key: string) => {
    if (classesDirty && tab === 'classes' && key !== 'classes') setLeaving({ kind: 'tab', key });
    else showTab(key);
  };
  useLeaveGuard(classesDirty, (to) => setLeaving({ kind: 'page', to }));
  const discardAndLeave = () => {
    if (!leaving) return;
    setLeaving(null);
    setClassesDirty(false);
    if (leaving.kind === 'tab') showTab(leaving.key);
    else navigate(leaving.to);
  };

  const act = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (caught) {
      setProblem(formatDescriptor(intl, describeApiError(caught)));
    }
    setConfirming(null);
  };
  const duplicateIt = () =>
    act(async () => {
      const copy = await duplicate.mutateAsync(undefined);
      toast.success(intl.formatMessage({ id: 'eventTools.page.duplicated' }, { title: copy.event.title }));
      navigate(links.eventPath(copy.event._id));
    });
  const deleteIt = () =>
    act(async () => {
      await remove.mutateAsync(undefined);
      toast.success(intl.formatMessage({ id: 'eventTools.page.deleted' }, { title: event.title }));
      navigate(links.afterDelete);
    });

  const facts: ReactNode[] = [
    <span key="when">{format.dateRange(event.startDate, event.endDate)}</span>,
    <span key="where">{[event.venue, [event.city, event.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</span>,
    <span key="contingency">
      <FormattedMessage id="eventTools.page.contingency" values={{ amount: format.money(event.contingencyAmount, event.currency) }} />
    </span>,
    <DeadlineBadge key="deadline" deadline={deadline} canceled={event.canceled} />,
  ];
  // What its results say sanctioned it: its own bodies, else its promoter's application for the season.
  if (event.sanctioningBodies.length > 0) {
    facts.push(
      <span key="sanctioned">
        <FormattedMessage id="eventTools.page.sanctionedBy" values={{ bodies: event.sanctioningBodies.join(', ') }} />
      </span>,
    );
  } else if (event.seasonSanctioningBodies.length > 0) {
    facts.push(
      <span key="sanctioned">
        <FormattedMessage id="eventTools.page.sanctionedBySeason" values={{ bodies: event.seasonSanctioningBodies.join(', ') }} />
      </span>,
    );
  }
  if (!deadline.resultsSet && !event.canceled) {
    facts.push(
      <span key="due" className="rr-muted">
        <FormattedMessage id="eventTools.page.dueDate" values={{ date: format.date(deadline.dueDate) }} />
      </span>,
    );
  }
  if (!event.active) {
    facts.push(
      <span key="hidden" className="rr-badge">
        <FormattedMessage id="eventTools.page.hidden" />
      </span>,
    );
  }

  return (
    <div className="et-page">
      <PageHeader eyebrow={links.back} title={event.title} description={<span className="et-header-facts">{facts}</span>} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="et-actions">
        {event.active && (
          <TextLink to={publicPaths(locale).event(event._id)} className="et-icon-link">
            <ExternalLink className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="eventTools.page.publicPage" />
          </TextLink>
        )}
        <Button variant="secondary" icon={<Copy className="rr-icon" aria-hidden="true" />} disabled={busy} onClick={() => setConfirming('duplicate')}>
          <FormattedMessage id="eventTools.page.duplicate" />
        </Button>
        {invoiceable && (
          <a className={buttonClass({ variant: 'secondary' })} href={apiPath('/api/event/:eventId/invoice.pdf', { eventId: event._id })} download>
            <FileText className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="eventTools.page.invoice" />
          </a>
        )}
        <Button variant="danger" icon={<Trash2 className="rr-icon" aria-hidden="true" />} disabled={busy} onClick={() => setConfirming('delete')}>
          <FormattedMessage id="eventTools.page.delete" />
        </Button>
      </div>
      <Tabs
        selectedKey={tab}
        onChange={openTab}
        tabs={[
          {
            key: 'details',
            label: <FormattedMessage id="eventTools.page.tab.details" />,
            content: (
              <div className="rr-stack">
                <Card>
                  {/* The series first: a select must hold its options before the form sets its value. */}
                  <QueryState query={series}>
                    {(list) => (
                      <EventForm
                        event={event}
                        series={list.series}
                        submitLabel={<FormattedMessage id="eventTools.page.save" />}
                        onSave={(body) => update.mutateAsync(body)}
                      />
                    )}
                  </QueryState>
                </Card>
                {detailsExtra?.(managed)}
              </div>
            ),
          },
          {
            key: 'classes',
            label: <FormattedMessage id="eventTools.page.tab.classes" values={{ count: managed.classes.length }} />,
            content: (
              <div className="rr-stack">
                <Card title={<FormattedMessage id="eventTools.page.classesTitle" />}>
                  {/* A new payout table from elsewhere (an upload) starts the editor again. */}
                  <ClassesEditor
                    key={managed.classes.map((c) => `${c._id}:${c.name}:${c.payoutType}:${c.startGroup}:${c.places.join(',')}`).join('|')}
                    managed={managed}
                    onDirtyChange={setClassesDirty}
                  />
                </Card>
                <Card>
                  <UploadPanel managed={managed} kinds={['upload-class']} />
                </Card>
              </div>
            ),
          },
          {
            key: 'results',
            label: <FormattedMessage id="eventTools.page.tab.results" values={{ count: managed.results.length, exceptions }} />,
            content: (
              <div className="rr-stack">
                <Card>
                  <UploadPanel managed={managed} kinds={RESULT_UPLOADS} />
                </Card>
                <Card title={<FormattedMessage id="eventTools.page.resultsTitle" />}>
                  <ResultsEditor managed={managed} />
                </Card>
                <Card title={<FormattedMessage id="eventTools.bonus.title" values={{ count: managed.bonuses.length }} />}>
                  <BonusesPanel managed={managed} />
                </Card>
                <Card title={<FormattedMessage id="eventTools.timecards.title" values={{ count: managed.timecards.length }} />}>
                  <TimecardsPanel managed={managed} />
                </Card>
              </div>
            ),
          },
          {
            key: 'exceptions',
            label: <FormattedMessage id="eventTools.page.tab.exceptions" values={{ count: exceptions }} />,
            content: (
              <Card>
                <ExceptionsList managed={managed} showEmpty />
              </Card>
            ),
          },
        ]}
      />
      <ConfirmPrompt
        open={confirming === 'duplicate'}
        tone="primary"
        busy={duplicate.isPending}
        title={<FormattedMessage id="eventTools.page.confirmDuplicate" values={{ title: event.title }} />}
        message={<FormattedMessage id="eventTools.page.confirmDuplicateLead" />}
        confirmLabel={<FormattedMessage id="eventTools.page.duplicate" />}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void duplicateIt()}
      />
      <ConfirmPrompt
        open={leaving !== null}
        title={<FormattedMessage id="eventTools.page.unsavedClasses" />}
        message={<FormattedMessage id="eventTools.page.unsavedClassesLead" />}
        cancelLabel={<FormattedMessage id="eventTools.page.keepEditing" />}
        confirmLabel={<FormattedMessage id="eventTools.page.discardChanges" />}
        onCancel={() => setLeaving(null)}
        onConfirm={discardAndLeave}
      />
      <ConfirmPrompt
        open={confirming === 'delete'}
        busy={remove.isPending}
        title={<FormattedMessage id="eventTools.page.confirmDelete" values={{ title: event.title }} />}
        message={<FormattedMessage id="eventTools.page.confirmDeleteLead" values={{ results: managed.results.length }} />}
        confirmLabel={<FormattedMessage id="eventTools.page.delete" />}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void deleteIt()}
      />
    </div>
  );
}
