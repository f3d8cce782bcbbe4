import { toApiError } from '@rr/api-client';
import { paths, type ManagedEvent, type SameDayEvent } from '@rr/contracts';
import { Alert, Card, QueryState, TextLink, describeApiError, errorDetails, formatDescriptor, toast, useFormat } from '@rr/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useSameDayEvents, useSaveDistinctRaces } from '../api/distinct-races';
import { withFeatureIntl } from '../i18n';

export interface SameRaceSectionProps {
  /** The event on the page (its start day and country pick the others). */
  event: Pick<ManagedEvent['event'], '_id' | 'startDate' | 'country'>;
  /** A promoter's name by id (the events service knows promoters by id only); the id shows when it gives none. */
  promoterName?: (promoterId: string) => string | undefined;
}

/** What a refused save says: the field's own message (an event of another day), else the error's. */
function failureText(intl: IntlShape, caught: unknown): string {
  const details = errorDetails(toApiError(caught)) as { eventIds?: { id?: unknown; message?: unknown } } | undefined;
  const field = details?.eventIds;
  if (field && typeof field.id === 'string') return formatDescriptor(intl, { id: field.id, defaultMessage: typeof field.message === 'string' ? field.message : field.id });
  return formatDescriptor(intl, describeApiError(caught));
}

/**
 * The admin event page's "Same day, same country" (spec §9: a double-sanctioned race pays once): the other events
 * starting the same day in the same country, which the payout rules take for the same race published twice, each
 * with a "Different race" switch for the ones that really were separate races. A switch saves at once (the marks
 * hold both ways, and the results of both events are published again).
 */
function SameRaceSectionContent({ event, promoterName }: SameRaceSectionProps) {
  const intl = useIntl();
  const format = useFormat();
  const leadId = useId();
  const sameDay = useSameDayEvents(event);
  const save = useSaveDistinctRaces(event._id);
  const [changing, setChanging] = useState<{ eventId: string; distinct: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const country = intl.formatDisplayName(event.country, { type: 'region' }) ?? event.country;

  const toggle = async (events: SameDayEvent[], other: SameDayEvent, distinct: boolean) => {
    setProblem(null);
    setChanging({ eventId: other._id, distinct });
    const marked = events.filter((e) => (e._id === other._id ? distinct : e.distinct)).map((e) => e._id);
    try {
      await save.mutateAsync(marked);
      toast.success(intl.formatMessage({ id: distinct ? 'admin.sameRace.marked' : 'admin.sameRace.unmarked' }, { title: other.title }));
    } catch (caught) {
      setProblem(failureText(intl, caught));
    }
    setChanging(null);
  };

  return (
    <Card title={<FormattedMessage id="admin.sameRace.title" />}>
      <div className="rr-stack">
        <p id={leadId} className="rr-muted">
          <FormattedMessage id="admin.sameRace.lead" />
        </p>
        {problem && <Alert tone="error">{problem}</Alert>}
        <QueryState query={sameDay}>
          {({ events }) =>
            events.length === 0 ? (
              <p>
                <FormattedMessage id="admin.sameRace.none" values={{ date: format.date(event.startDate), country }} />
              </p>
            ) : (
              <ul className="adm-same-race">
                {events.map((other) => {
                  const distinct = changing?.eventId === other._id ? changing.distinct : other.distinct;
                  return (
                    <li key={other._id} className="adm-same-race__event">
                      <div className="adm-same-race__facts">
                        <TextLink to={paths.admin.event(other._id)}>{other.title}</TextLink>
                        <span className="rr-muted">
                          <FormattedMessage id="admin.sameRace.promoter" values={{ name: promoterName?.(other.promoterId) ?? other.promoterId }} />
                          {' · '}
                          {[other.venue, [other.city, other.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                        </span>
                        <span>
                          {other.classes.length > 0 ? (
                            <FormattedMessage id="admin.sameRace.classes" values={{ classes: other.classes.join(', ') }} />
                          ) : (
                            <FormattedMessage id="admin.sameRace.noClasses" />
                          )}
                        </span>
                        <span className="adm-actions adm-same-race__badges">
                          {other.sanctioningBodies.length > 0 && (
                            <span className="rr-badge">
                              <FormattedMessage id="admin.sameRace.sanctionedBy" values={{ bodies: other.sanctioningBodies.join(', ') }} />
                            </span>
                          )}
                          {other.resultsSet && (
                            <span className="rr-badge rr-badge--success">
                              <FormattedMessage id="admin.sameRace.resultsIn" />
                            </span>
                          )}
                          {other.canceled && (
                            <span className="rr-badge">
                              <FormattedMessage id="admin.eventsList.canceled" />
                            </span>
                          )}
                          {!other.active && (
                            <span className="rr-badge rr-badge--warning">
                              <FormattedMessage id="admin.eventsList.inactive" />
                            </span>
                          )}
                        </span>
                      </div>
                      <label className="adm-check">
                        <input
                          type="checkbox"
                          role="switch"
                          checked={distinct}
                          disabled={changing !== null}
                          // The visible label first, then which event: every row's switch says the same otherwise.
                          aria-label={intl.formatMessage({ id: 'admin.sameRace.differentOf' }, { title: other.title })}
                          aria-describedby={leadId}
                          onChange={(change) => void toggle(events, other, change.target.checked)}
                        />
                        <FormattedMessage id="admin.sameRace.different" />
                      </label>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryState>
      </div>
    </Card>
  );
}

/** The section, inside its catalog (its strings travel with the event page's chunk). */
export const SameRaceSection = withFeatureIntl(SameRaceSectionContent);
