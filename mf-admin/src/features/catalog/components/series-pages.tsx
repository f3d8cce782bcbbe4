import { CA_PROVINCES, COUNTRIES, CURRENCIES, DEFAULT_CREDIT_EXPIRY_DAYS, US_STATES, paths, seriesInputSchema, statesOf, type ImportPreview, type PromoterEvent, type Series, type SeriesInput } from '@rr/contracts';
import { formatMoneyInput, moneyInputValue } from '@rr/contracts/money-input';
import { anyRegionName, regionName } from '@rr/contracts/regions';
import { SeriesEndCard, rowMessageText, uploadFile, usePromoterEvents, type UploadProgress } from '@rr/event-tools';
import { useNavigate, useParams } from '@rr/router';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  ConfirmPrompt,
  Field,
  Input,
  PageHeader,
  PageLoading,
  Select,
  Table,
  TextLink,
  Textarea,
  apiErrorText,
  toast,
  useFormat,
  type Column,
} from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { Check, Plus, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListResults } from '../../../components/list-results';
import { useListSearch } from '../../../lib/use-list-search';
import {
  addEventToSeries,
  approveSeries,
  commitSeriesUpload,
  createSeries,
  deleteSeries,
  removeEventFromSeries,
  updateSeries,
  useAdminSeries,
  useCategories,
  usePromoterChoices,
  useRefreshCatalog,
  useSerie,
} from '../api/catalog';
import { WithEventToolsMessages } from './event-tools-messages';

const fromCents = (cents: number, locale: string) => (cents ? formatMoneyInput(cents, locale) : '');

interface SeriesValues {
  name: string;
  notes: string;
  promoterId: string;
  categoryId: string;
  country: string;
  state: string;
  zipcode: string;
  races: string;
  distance: string;
  currency: string;
  bonus: string;
  initialValue: string;
  expirationDate: string;
  active: boolean;
}

function valuesOf(serie: Series | undefined, locale: string): SeriesValues {
  return {
    name: serie?.name ?? '',
    notes: serie?.notes ?? '',
    promoterId: serie?.promoterId ?? '',
    categoryId: serie?.category?._id ?? '',
    country: serie?.country ?? 'US',
    state: serie?.state ?? '',
    zipcode: serie?.zipcode ?? '',
    races: serie?.races != null ? String(serie.races) : '',
    distance: serie?.distance != null ? String(serie.distance) : '',
    currency: serie?.currency ?? 'USD',
    bonus: fromCents(serie?.bonus ?? 0, locale),
    initialValue: fromCents(serie?.initialValue ?? 0, locale),
    expirationDate: serie?.expirationDate ?? '',
    active: serie?.active ?? true,
  };
}

const count = (text: string): number | string | undefined => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function bodyOf(values: SeriesValues, locale: string): SeriesInput {
  return {
    name: values.name.trim(),
    notes: values.notes.trim() || undefined,
    promoterId: values.promoterId,
    categoryId: values.categoryId || undefined,
    country: values.country,
    state: values.state.trim() || undefined,
    zipcode: values.zipcode.trim(),
    races: count(values.races),
    distance: count(values.distance),
    currency: values.currency,
    bonus: moneyInputValue(values.bonus, locale),
    initialValue: moneyInputValue(values.initialValue, locale),
    expirationDate: values.expirationDate || undefined,
    active: values.active,
  } as unknown as SeriesInput;
}

/** Every field of spec §3 Series, checked with the contract the events service parses. */
function SeriesForm({ serie, onSaved }: { serie?: Series; onSaved: (saved: Series) => void }) {
  const intl = useIntl();
  const promoters = usePromoterChoices();
  const categories = useCategories();
  const refresh = useRefreshCatalog();
  const [defaultValues] = useState(() => valuesOf(serie, intl.locale));
  const form = useContractForm<SeriesValues, SeriesInput, { serie: Series }>({
    schema: seriesInputSchema,
    defaultValues,
    toBody: (values) => bodyOf(values, intl.locale),
    summary: VALIDATION_SUMMARY,
    codeFields: { SERIES_OF_OTHER_PROMOTER: 'promoterId' },
    send: (body) => (serie ? updateSeries(serie._id, body) : createSeries(body)),
    onSuccess: async (answer) => {
      toast.success(intl.formatMessage({ id: serie ? 'admin.seriesForm.saved' : 'admin.seriesForm.created' }, { name: answer.serie.name }));
      await refresh();
      onSaved(answer.serie);
    },
  });
  const { error, field } = form;
  const country = form.form.watch('country');
  const states = statesOf(country);
  const label = (id: string) => <FormattedMessage id={`admin.seriesForm.${id}`} />;
  if (!promoters.data || !categories.data) return <PageLoading />;
  return (
    <form className="rr-stack" {...form.formProps}>
      <div className="adm-form-grid">
        <Field label={label('name')} error={error('name')} required>
          <Input {...field('name')} />
        </Field>
        <Field label={label('promoter')} error={error('promoterId')} required>
          <Select {...field('promoterId')}>
            <option value="">{intl.formatMessage({ id: 'admin.seriesForm.choose' })}</option>
            {promoters.data.promoters.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('category')} error={error('categoryId')}>
          <Select {...field('categoryId')}>
            <option value="">{intl.formatMessage({ id: 'admin.seriesForm.noCategory' })}</option>
            {categories.data.allCategories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('country')} error={error('country')} required>
          <Select
            {...field('country')}
            onChange={(event) => {
              if (statesOf(event.target.value) !== states) form.set('state', '');
              form.set('country', event.target.value);
              if (!serie) form.set('currency', event.target.value === 'CA' ? 'CAD' : event.target.value === 'US' ? 'USD' : form.form.getValues('currency'));
            }}
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {intl.formatDisplayName(code, { type: 'region' }) ?? code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('state')} error={error('state')} required={Boolean(states)}>
          {states ? (
            <Select {...field('state')}>
              <option value="">{intl.formatMessage({ id: 'admin.seriesForm.choose' })}</option>
              {states.map((code) => (
                <option key={code} value={code}>
                  {regionName(country, code, intl.locale)}
                </option>
              ))}
            </Select>
          ) : (
            <Input {...field('state')} />
          )}
        </Field>
        <Field label={label('zipcode')} error={error('zipcode')} required>
          <Input autoCapitalize="characters" {...field('zipcode')} />
        </Field>
        <Field label={label('races')} hint={label('racesHint')} error={error('races')}>
          <Input type="number" inputMode="numeric" min={0} {...field('races')} />
        </Field>
        <Field label={label('distance')} hint={label('distanceHint')} error={error('distance')}>
          <Input type="number" inputMode="numeric" min={0} {...field('distance')} />
        </Field>
        <Field label={label('currency')} error={error('currency')} required>
          <Select {...field('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('bonus')} hint={label('bonusHint')} error={error('bonus')}>
          <Input inputMode="decimal" {...field('bonus')} />
        </Field>
        <Field label={label('initialValue')} hint={label('initialValueHint')} error={error('initialValue')}>
          <Input inputMode="decimal" {...field('initialValue')} />
        </Field>
        <Field label={label('expirationDate')} hint={<FormattedMessage id="admin.seriesForm.expirationDateHint" values={{ days: DEFAULT_CREDIT_EXPIRY_DAYS }} />} error={error('expirationDate')}>
          <Input type="date" {...field('expirationDate')} />
        </Field>
      </div>
      <Field label={label('notes')} error={error('notes')}>
        <Textarea rows={3} {...field('notes')} />
      </Field>
      <label className="adm-check">
        <input type="checkbox" {...form.form.register('active')} />
        {label('active')}
      </label>
      {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
      <div>
        <Button type="submit" loading={form.submitting}>
          <FormattedMessage id={serie ? 'admin.seriesForm.save' : 'admin.seriesForm.create'} />
        </Button>
      </div>
    </form>
  );
}

/** /auth/admin/series (spec §2): every series, inactive too, by name and state, 15 a page. */
export function SeriesListPage() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query: name, page, text, setText, set } = useListSearch('name');
  const state = search.get('state') ?? '';
  const active = (['true', 'false', 'all'] as const).find((a) => a === search.get('active')) ?? 'all';
  const list = useAdminSeries({ ...(name ? { name } : {}), ...(state ? { state } : {}), active, page });
  const columns: Column<Series & { eventCount: number }>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="admin.series.col.name" />,
      render: (s) => (
        <span className="adm-deadline-event">
          <TextLink to={paths.admin.serie(s._id)}>{s.name}</TextLink>
          {s.category ? <span className="rr-muted">{s.category.name}</span> : null}
        </span>
      ),
    },
    { key: 'where', header: <FormattedMessage id="admin.series.col.where" />, render: (s) => [s.state, s.country].filter(Boolean).join(', ') },
    { key: 'events', header: <FormattedMessage id="admin.series.col.events" />, align: 'right', render: (s) => s.eventCount },
    { key: 'bonus', header: <FormattedMessage id="admin.series.col.bonus" />, align: 'right', secondary: true, render: (s) => format.money(s.bonus, s.currency) },
    {
      key: 'status',
      header: <FormattedMessage id="admin.series.col.status" />,
      render: (s) =>
        s.reviewStatus === 'pending' ? (
          <span className="rr-badge rr-badge--warning">
            <FormattedMessage id="admin.series.pending" />
          </span>
        ) : (
          <span className={s.active ? 'rr-badge rr-badge--success' : 'rr-badge rr-badge--warning'}>
            <FormattedMessage id={s.active ? 'admin.series.active' : 'admin.series.inactive'} />
          </span>
        ),
    },
  ];
  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id="admin.series.title" />}
        description={<FormattedMessage id="admin.series.lead" />}
        actions={
          <ButtonLink to={paths.admin.serie()} size="sm">
            <Plus className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="admin.series.new" />
          </ButtonLink>
        }
      />
      <Card padded={false}>
        <div className="adm-toolbar">
          <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
            <Field label={<FormattedMessage id="admin.series.search" />}>
              <Input type="search" value={text} onChange={(event) => setText(event.target.value)} />
            </Field>
          </form>
          <div className="adm-deadline-filters">
            <Field label={<FormattedMessage id="admin.series.col.where" />}>
              <Select value={state} onChange={(event) => set('state', event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'admin.series.anyState' })}</option>
                {[...US_STATES, ...CA_PROVINCES].map((code) => (
                  <option key={code} value={code}>
                    {anyRegionName(code, intl.locale)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={<FormattedMessage id="admin.series.col.status" />}>
              <Select value={active} onChange={(event) => set('active', event.target.value === 'all' ? '' : event.target.value)}>
                {(['all', 'true', 'false'] as const).map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage({ id: `admin.series.activity.${value}` })}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <p className="adm-toolbar__count rr-muted" aria-live="polite">
            {list.data ? <FormattedMessage id="admin.series.count" values={{ count: list.data.pagination.total }} /> : null}
          </p>
        </div>
        <ListResults
          query={list}
          columns={columns}
          rows={list.data?.series ?? []}
          rowKey={(s) => s._id}
          caption={<FormattedMessage id="admin.series.title" />}
          empty={<FormattedMessage id="admin.series.none" />}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
    </div>
  );
}

const back = (
  <TextLink to={paths.admin.series()}>
    <FormattedMessage id="admin.series.back" />
  </TextLink>
);

/**
 * /auth/admin/serie/{seriesId?} (spec §2): a series' fields, its end (planned rounds, results, close and reopen), its events
 * (add, remove), a bulk event upload; no id = create.
 */
export function SeriePage() {
  const { seriesId } = useParams();
  const navigate = useNavigate();
  if (!seriesId)
    return (
      <div className="adm-page">
        <PageHeader eyebrow={back} title={<FormattedMessage id="admin.seriesForm.newTitle" />} description={<FormattedMessage id="admin.seriesForm.newLead" />} />
        <Card>
          <SeriesForm onSaved={(saved) => navigate(paths.admin.serie(saved._id))} />
        </Card>
      </div>
    );
  return <SerieDetail key={seriesId} seriesId={seriesId} />;
}

function SerieDetail({ seriesId }: { seriesId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const refresh = useRefreshCatalog();
  const serie = useSerie(seriesId);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (serie.isPending) return <PageLoading />;
  if (!serie.data)
    return (
      <div className="adm-page">
        <PageHeader eyebrow={back} title={<FormattedMessage id="admin.series.missing" />} />
        <Alert tone="error">{apiErrorText(intl, serie.error)}</Alert>
      </div>
    );
  const s = serie.data.serie;
  const remove = async () => {
    setBusy(true);
    try {
      const answer = await deleteSeries(s._id);
      toast.success(intl.formatMessage({ id: 'admin.series.deleted' }, { name: s.name, count: answer.removedFromEvents }));
      await refresh();
      navigate(paths.admin.series());
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
      setBusy(false);
      setDeleting(false);
    }
  };
  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={back}
        title={s.name}
        actions={
          <span className="adm-actions">
            <TextLink to={paths.public.serie(s._id)}>
              <FormattedMessage id="admin.series.publicPage" />
            </TextLink>
            <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 className="rr-icon" aria-hidden="true" />
              <FormattedMessage id="admin.series.delete" />
            </Button>
          </span>
        }
      />
      {s.reviewStatus === 'pending' ? <SeriesReview serie={s} /> : null}
      <WithEventToolsMessages>
        <SeriesBackground serie={s} />
      </WithEventToolsMessages>
      <Card title={<FormattedMessage id="admin.series.details" />}>
        <SeriesForm key={`${s._id}:${s.name}:${s.promoterId}:${s.active}`} serie={s} onSaved={() => undefined} />
      </Card>
      <WithEventToolsMessages>
        <Card title={<FormattedMessage id="eventTools.seriesEnd.title" />}>
          <SeriesEndCard answer={serie.data} staff />
        </Card>
      </WithEventToolsMessages>
      <SeriesEvents serie={s} />
      <Card title={<FormattedMessage id="admin.series.upload" />}>
        <SeriesUpload serie={s} />
      </Card>
      <ConfirmPrompt
        open={deleting}
        busy={busy}
        title={<FormattedMessage id="admin.series.confirmDelete" values={{ name: s.name }} />}
        message={<FormattedMessage id="admin.series.confirmDeleteLead" />}
        confirmLabel={<FormattedMessage id="admin.series.delete" />}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

/** A series its promoter created waits for staff: approving shows it to riders. */
function SeriesReview({ serie }: { serie: Series }) {
  const intl = useIntl();
  const refresh = useRefreshCatalog();
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await approveSeries(serie._id);
      toast.success(intl.formatMessage({ id: 'admin.series.approved' }, { name: serie.name }));
      await refresh();
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert tone="warning" title={<FormattedMessage id="admin.series.pending" />}>
      <p>
        <FormattedMessage id="admin.series.pendingLead" />
      </p>
      <Button size="sm" loading={busy} onClick={() => void approve()}>
        <Check className="rr-icon" aria-hidden="true" />
        <FormattedMessage id="admin.series.approve" />
      </Button>
    </Alert>
  );
}

/** Its discipline and season, what the application it was set up from said, and the tracks it races at. */
function SeriesBackground({ serie }: { serie: Series }) {
  const intl = useIntl();
  const notes = serie.fromApplication;
  const venues = serie.venues ?? [];
  const facts = [
    serie.seasonYear ? intl.formatMessage({ id: 'admin.series.season' }, { year: serie.seasonYear }) : null,
    serie.discipline ? intl.formatMessage({ id: 'admin.series.discipline' }, { discipline: intl.formatMessage({ id: `eventTools.raceStyle.${serie.discipline}` }) }) : null,
  ].filter((fact): fact is string => fact !== null);
  if (!notes && venues.length === 0 && facts.length === 0) return null;
  return (
    <Card title={<FormattedMessage id="admin.series.background" />}>
      <ul className="rr-stack" data-testid="series-background">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        {notes ? (
          <li>
            <FormattedMessage
              id="admin.series.fromApplication"
              values={{
                year: notes.seasonYear,
                count: notes.averageEntries,
                bodies: notes.sanctioningBodies.length > 0 ? intl.formatList(notes.sanctioningBodies, { type: 'conjunction' }) : intl.formatMessage({ id: 'admin.series.noSanction' }),
                mixed: notes.mixedClasses ? 'yes' : 'no',
              }}
            />
          </li>
        ) : null}
        {venues.length > 0 ? (
          <li>
            <FormattedMessage id="admin.series.venues" values={{ venues: intl.formatList(venues.map((venue) => venue.name), { type: 'conjunction' }) }} />
          </li>
        ) : null}
      </ul>
    </Card>
  );
}

/** The series' events, each removable (after a confirmation), and the promoter's other events to add. */
function SeriesEvents({ serie }: { serie: Series }) {
  const intl = useIntl();
  const format = useFormat();
  const refresh = useRefreshCatalog();
  const events = usePromoterEvents(serie.promoterId);
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<PromoterEvent | null>(null);
  const [busy, setBusy] = useState(false);
  const all = events.data?.events ?? [];
  const inSeries = all.filter((e) => e.seriesId === serie._id).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const others = all.filter((e) => e.seriesId !== serie._id);
  const run = async (work: () => Promise<unknown>, done: string, title: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(intl.formatMessage({ id: done }, { title, series: serie.name }));
      await Promise.all([refresh(), events.refetch()]);
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setBusy(false);
      setRemoving(null);
      setAdding('');
    }
  };
  const columns: Column<PromoterEvent>[] = [
    { key: 'title', header: <FormattedMessage id="admin.series.col.event" />, render: (e) => <TextLink to={paths.admin.event(e._id)}>{e.title}</TextLink> },
    { key: 'when', header: <FormattedMessage id="admin.series.col.when" />, render: (e) => <span className="adm-nowrap">{format.dateRange(e.startDate, e.endDate)}</span> },
    { key: 'where', header: <FormattedMessage id="admin.series.col.where" />, secondary: true, render: (e) => [e.city, e.state].filter(Boolean).join(', ') },
    {
      key: 'actions',
      header: <FormattedMessage id="admin.promoters.col.actions" />,
      render: (e) => (
        <Button size="sm" variant="ghost" onClick={() => setRemoving(e)} aria-label={`${intl.formatMessage({ id: 'admin.series.remove' })} – ${e.title}`}>
          <FormattedMessage id="admin.series.remove" />
        </Button>
      ),
    },
  ];
  return (
    <Card title={<FormattedMessage id="admin.series.events" values={{ count: inSeries.length }} />}>
      <div className="rr-stack">
        <Table columns={columns} rows={inSeries} rowKey={(e) => e._id} loading={events.isPending} caption={<FormattedMessage id="admin.series.events" values={{ count: inSeries.length }} />} empty={<FormattedMessage id="admin.series.noEvents" />} />
        <form
          className="adm-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = others.find((e) => e._id === adding);
            if (chosen) void run(() => addEventToSeries(serie._id, chosen._id), 'admin.series.added', chosen.title);
          }}
        >
          <Field label={<FormattedMessage id="admin.series.addEvent" />} hint={<FormattedMessage id="admin.series.addEventHint" />}>
            <Select value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'admin.seriesForm.choose' })}</option>
              {others.map((e) => (
                <option key={e._id} value={e._id}>
                  {e.title} ({format.date(e.startDate)})
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="secondary" disabled={!adding} loading={busy && Boolean(adding)}>
            <FormattedMessage id="admin.series.add" />
          </Button>
          <ButtonLink to={`${paths.admin.event()}?promoterId=${encodeURIComponent(serie.promoterId)}&seriesId=${encodeURIComponent(serie._id)}`} variant="ghost">
            <Plus className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="admin.series.newEvent" />
          </ButtonLink>
        </form>
      </div>
      <ConfirmPrompt
        open={removing !== null}
        busy={busy}
        title={removing ? <FormattedMessage id="admin.series.confirmRemove" values={{ title: removing.title, series: serie.name }} /> : null}
        message={<FormattedMessage id="admin.series.confirmRemoveLead" />}
        confirmLabel={<FormattedMessage id="admin.series.remove" />}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void run(() => removeEventFromSeries(serie._id, removing._id), 'admin.series.removed', removing.title)}
      />
    </Card>
  );
}

/**
 * Events of the series from a sheet (`POST /api/admin/serie/{id}/upload-events`, CSV or XLSX with a header row):
 * a progress bar, then every row as read with its problems, then Import (all or nothing) or Discard.
 */
function SeriesUpload({ serie }: { serie: Series }) {
  const intl = useIntl();
  const refresh = useRefreshCatalog();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [committing, setCommitting] = useState(false);
  const check = async () => {
    if (!file) return;
    setProblem(null);
    setPreview(null);
    try {
      const answer = await uploadFile({ eventId: '', kind: 'upload-class', path: `/api/admin/serie/${encodeURIComponent(serie._id)}/upload-events`, file, onProgress: setProgress });
      setPreview(answer.import);
    } catch (caught) {
      setProblem(apiErrorText(intl, caught));
    } finally {
      setProgress(null);
    }
  };
  const commit = async () => {
    if (!preview) return;
    setCommitting(true);
    try {
      const answer = await commitSeriesUpload(serie._id, preview._id);
      setPreview(answer.import);
      toast.success(intl.formatMessage({ id: 'admin.series.imported' }, { count: answer.import.summary.rows }));
      await refresh();
    } catch (caught) {
      setProblem(apiErrorText(intl, caught));
    } finally {
      setCommitting(false);
    }
  };
  const columns: Column<ImportPreview['rows'][number]>[] = [
    { key: 'row', header: <FormattedMessage id="admin.series.col.row" />, render: (r) => r.row },
    { key: 'title', header: <FormattedMessage id="admin.series.col.event" />, render: (r) => String(r.values.title ?? '') },
    { key: 'when', header: <FormattedMessage id="admin.series.col.when" />, render: (r) => [r.values.startDate, r.values.endDate !== r.values.startDate ? r.values.endDate : null].filter(Boolean).join(' – ') },
    { key: 'where', header: <FormattedMessage id="admin.series.col.where" />, render: (r) => [r.values.city, r.values.state, r.values.country].filter(Boolean).join(', ') },
    {
      key: 'problems',
      header: <FormattedMessage id="admin.series.col.problems" />,
      render: (r) =>
        r.errors.length > 0 ? <span className="adm-danger-text">{r.errors.map((m) => rowMessageText(intl, m)).join('; ')}</span> : <span className="rr-badge rr-badge--success"><FormattedMessage id="admin.series.rowOk" /></span>,
    },
  ];
  return (
    <div className="rr-stack">
      <p className="rr-muted">
        <FormattedMessage id="admin.series.uploadLead" />
      </p>
      <div className="adm-inline-form">
        <Field label={<FormattedMessage id="admin.series.file" />}>
          <Input ref={input} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Field>
        <Button variant="secondary" disabled={!file || progress !== null} loading={progress !== null} onClick={() => void check()}>
          <Upload className="rr-icon" aria-hidden="true" />
          <FormattedMessage id="admin.series.check" />
        </Button>
      </div>
      {progress ? (
        <progress className="adm-progress" max={1} value={progress.phase === 'sending' ? progress.fraction : undefined} aria-label={intl.formatMessage({ id: 'admin.series.uploading' })} />
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {preview ? (
        <div className="rr-stack" data-testid="series-upload-preview">
          <p>
            <FormattedMessage id="admin.series.previewSummary" values={{ rows: preview.summary.rows, errors: preview.summary.errors }} />
          </p>
          <Table columns={columns} rows={preview.rows} rowKey={(r) => String(r.row)} caption={<FormattedMessage id="admin.series.upload" />} />
          {preview.status === 'committed' ? (
            <Alert tone="success">
              <FormattedMessage id="admin.series.imported" values={{ count: preview.summary.rows }} />
            </Alert>
          ) : (
            <div className="adm-actions">
              <Button disabled={preview.summary.errors > 0} loading={committing} onClick={() => void commit()}>
                <FormattedMessage id="admin.series.import" values={{ count: preview.summary.rows }} />
              </Button>
              <Button variant="ghost" onClick={() => setPreview(null)}>
                <FormattedMessage id="admin.series.discard" />
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}

