import { paths, type Locale } from '@rr/contracts';
import { localeAtom } from '@rr/session';
import { useAtomValue } from 'jotai';
import { EventForm, EventWorkbench, eventToolsEnglish, loadEventToolsMessages, useCreateEvent, usePromoterSeries } from '@rr/event-tools';
import { useNavigate, useParams, useSearchParams } from '@rr/router';
import { Card, Field, PageHeader, PageLoading, QueryState, Select, TextLink } from '@rr/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { usePromoterChoices } from '../api/catalog';

/**
 * The event tools' own strings (`eventTools.*`, @rr/event-tools) under this page only, so the admin area's first load
 * does not carry them: English at once, another locale when it has come.
 */
function WithEventToolsMessages({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const locale = useAtomValue(localeAtom);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Record<string, string> } | null>(null);
  useEffect(() => {
    let live = true;
    if (locale === 'en') return;
    loadEventToolsMessages(locale)
      // A locale that cannot load shows the tools in English rather than a spinner.
      .catch(() => eventToolsEnglish)
      .then((messages) => live && setLoaded({ locale, messages }));
    return () => {
      live = false;
    };
  }, [locale]);
  const messages = locale === 'en' ? eventToolsEnglish : loaded?.locale === locale ? loaded.messages : null;
  if (!messages) return <PageLoading />;
  return (
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={{ ...messages, ...(parent.messages as Record<string, string>) }} onError={parent.onError}>
      {children}
    </IntlProvider>
  );
}

const back = (
  <TextLink to={paths.admin.events()}>
    <FormattedMessage id="admin.eventPage.back" />
  </TextLink>
);
const LINKS = { back, eventPath: (id: string) => paths.admin.event(id), afterDelete: paths.admin.events() };

/**
 * /auth/admin/event/{eventId?} (spec §2): an event with every tool its promoter has (details, classes and payouts,
 * uploads with their previews, results, exceptions, duplicate, delete, Canada invoice); without an id, a new event
 * for the promoter chosen (`?promoterId=&seriesId=` preselect them, from a series page).
 */
export function EventPage() {
  const { eventId } = useParams();
  return <WithEventToolsMessages>{eventId ? <EventWorkbench key={eventId} eventId={eventId} links={LINKS} /> : <NewEvent />}</WithEventToolsMessages>;
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
