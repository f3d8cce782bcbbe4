import {
  CLAIM_PAYOUT_TYPES,
  PAYOUT_CLAIM_STATUSES,
  adminPayoutClaimInputSchema,
  claimClassOf,
  claimPlaceAmount,
  paths,
  payoutClaimUpdateSchema,
  type AdminPayoutClaimInput,
  type ClaimClassChoice,
  type Currency,
  type PayoutClaim,
  type PayoutClaimUpdate,
} from '@rr/contracts';
import { Alert, Button, Card, Field, Input, Modal, PageHeader, Select, TextLink, Textarea, toast, useFormat, type Column } from '@rr/ui';
import { useDebounced } from '@rr/ui/use-debounced';
import { VALIDATION_SUMMARY, useContractForm, type FieldControl } from '@rr/ui/form';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListResults } from '../../../components/list-results';
import { useListSearch } from '../../../lib/use-list-search';
import { RiderPicker, type PickedRider } from '../../riders';
import { createClaim, decideClaim, useClaimChoices, useClaimClasses, useClaims, useRefreshClaims } from '../api/claims';
import { approvalBody, newClaimBody, rejectionBody, type DecisionValues, type NewClaimValues } from '../lib/claim-bodies';
import '../claims.css';

const BADGE: Record<PayoutClaim['status'], string> = { open: 'rr-badge rr-badge--warning', approved: 'rr-badge rr-badge--success', rejected: 'rr-badge rr-badge--danger', withdrawn: 'rr-badge' };
/** The filters besides the search box (spec §3 payout claim search fields, the status, and one rider's from their page). */
const FILTERS = ['name', 'email', 'country', 'bikeModel', 'bikeYear', 'status', 'riderId'] as const;

/**
 * /auth/admin/payout-claims (spec §3 search fields query, name, email, country, bike model, bike
 * year): the riders' claims of missing payments, newest first, open ones to decide. Approving posts the earning
 * (amount and cash or dealer credit) to the rider's wallet, beside what the event's payout table pays for the claimed
 * place; rejecting needs a note the rider reads. A claim that came by mail or phone is filed here for the rider, its
 * class and place chosen from the event's payout table.
 */
export function ClaimsPage() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query, page, text, setText, set } = useListSearch('query');
  const filters = Object.fromEntries(FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
  const list = useClaims({ ...(query ? { query } : {}), ...filters, page, limit: 25 });
  const [deciding, setDeciding] = useState<PayoutClaim | null>(null);
  const [creating, setCreating] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.payoutClaims.${id}` }, values);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const name of ['name', 'email', 'bikeModel', 'bikeYear'] as const) {
      const value = String(data.get(name) ?? '').trim();
      if (value !== (search.get(name) ?? '')) set(name, value);
    }
  };

  const columns: Column<PayoutClaim>[] = [
    { key: 'filed', header: t('col.filed'), secondary: true, render: (c) => format.date(c.createdAt) },
    {
      key: 'rider',
      header: t('col.rider'),
      render: (c) => (
        <span className="adm-claim-cell">
          <TextLink to={paths.admin.rider(c.riderId)}>{c.riderName}</TextLink>
          <span className="rr-muted">{c.riderEmail}</span>
        </span>
      ),
    },
    {
      key: 'event',
      header: t('col.event'),
      render: (c) => (
        <span className="adm-claim-cell">
          <span>{c.eventTitle}</span>
          <span className="rr-muted">{t('classPlace', { date: format.date(c.eventDate), className: c.className, place: c.place })}</span>
        </span>
      ),
    },
    { key: 'bike', header: t('col.bike'), secondary: true, render: (c) => (c.bikeModel ? `${c.bikeYear ?? ''} ${c.bikeModel}`.trim() : '—') },
    {
      key: 'status',
      header: t('col.status'),
      stickyEnd: true,
      render: (c) => (
        <span className="adm-claim-cell">
          <span className={BADGE[c.status]}>{t(`status.${c.status}`)}</span>
          {c.status === 'approved' && c.amountCents !== null ? <span className="rr-muted">{format.money(c.amountCents, c.currency)}</span> : null}
          <Button size="sm" variant={c.status === 'open' ? 'primary' : 'ghost'} onClick={() => setDeciding(c)}>
            {t(c.status === 'open' ? 'decide' : 'view')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id="admin.payoutClaims.title" />}
        description={<FormattedMessage id="admin.payoutClaims.lead" />}
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus className="rr-icon" aria-hidden="true" />
            {t('new')}
          </Button>
        }
      />
      <Card padded={false}>
        <div className="adm-toolbar">
          <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
            <Field label={t('search')}>
              <Input type="search" value={text} placeholder={t('searchHint')} onChange={(event) => setText(event.target.value)} />
            </Field>
          </form>
          <form className="adm-claim-filters" onSubmit={applyFilters} key={search.toString()}>
            <Field label={t('col.name')}>
              <Input name="name" defaultValue={search.get('name') ?? ''} />
            </Field>
            <Field label={t('col.email')}>
              <Input name="email" defaultValue={search.get('email') ?? ''} />
            </Field>
            <Field label={t('col.bikeModel')}>
              <Input name="bikeModel" defaultValue={search.get('bikeModel') ?? ''} />
            </Field>
            <Field label={t('col.bikeYear')}>
              <Input name="bikeYear" inputMode="numeric" defaultValue={search.get('bikeYear') ?? ''} />
            </Field>
            <Field label={t('col.country')}>
              <Select value={search.get('country') ?? ''} onChange={(event) => set('country', event.target.value)}>
                <option value="">{t('any')}</option>
                <option value="US">{intl.formatDisplayName('US', { type: 'region' })}</option>
                <option value="CA">{intl.formatDisplayName('CA', { type: 'region' })}</option>
              </Select>
            </Field>
            <Field label={t('col.status')}>
              <Select value={search.get('status') ?? ''} onChange={(event) => set('status', event.target.value)}>
                <option value="">{t('any')}</option>
                {PAYOUT_CLAIM_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="adm-claim-filters__apply">
              <Button type="submit" variant="secondary" size="sm">
                {t('apply')}
              </Button>
            </div>
          </form>
          <p className="adm-toolbar__count rr-muted" aria-live="polite">
            {list.data ? t('count', { count: list.data.pagination.total }) : null}
            {search.get('riderId') ? (
              <>
                {' · '}
                {t('oneRider')}{' '}
                <Button size="sm" variant="ghost" onClick={() => set('riderId', '')}>
                  {t('allRiders')}
                </Button>
              </>
            ) : null}
          </p>
        </div>
        <ListResults
          query={list}
          columns={columns}
          rows={list.data?.payoutClaims ?? []}
          rowKey={(c) => c._id}
          caption={t('title')}
          empty={t('empty')}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
      {deciding ? <DecideDialog claim={deciding} onClose={() => setDeciding(null)} /> : null}
      {creating ? <NewClaimDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

/**
 * What the event's payout table pays for a claim's class and place (cents and how), undefined while unknown or when
 * the table has no such class or place.
 */
function useTablePayment(claim: PayoutClaim) {
  const classes = useClaimClasses(claim.eventId);
  const inTable = classes.data ? claimClassOf(classes.data, claim.className) : undefined;
  const cents = claimPlaceAmount(inTable, claim.place);
  return { classes, payment: inTable && cents !== undefined ? { cents, payoutType: inTable.payoutType } : undefined };
}

function DecideDialog({ claim, onClose }: { claim: PayoutClaim; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const refresh = useRefreshClaims();
  const [action, setAction] = useState<'approve' | 'reject'>('approve');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.payoutClaims.${id}` }, values);
  const { classes, payment } = useTablePayment(claim);
  const tablePays = payment ? t('tablePays', { amount: format.money(payment.cents, claim.currency), type: t(`type.${payment.payoutType}`) }) : undefined;
  const [defaultValues] = useState<DecisionValues>({ amountCents: '', payoutType: 'cash', note: '' });
  const form = useContractForm<DecisionValues, PayoutClaimUpdate, { payoutClaim: PayoutClaim }>({
    schema: payoutClaimUpdateSchema,
    defaultValues,
    toBody: (values) => (action === 'approve' ? approvalBody(values, intl.locale) : rejectionBody(values)),
    send: (body) => decideClaim(claim._id, body),
    onSuccess: async (answer) => {
      toast.success(t(answer.payoutClaim.status === 'approved' ? 'approved' : 'rejected', { name: claim.riderName }));
      await refresh();
      onClose();
    },
  });
  const open = claim.status === 'open';
  // The table's amount and type, once known, are what the form offers to approve (staff may change them).
  // Never while staff are in either field or have changed it: the table's answer can arrive mid-typing.
  const { getValues, setValue, getFieldState } = form.form;
  const offered = useRef(false);
  useEffect(() => {
    if (!payment || offered.current) return;
    offered.current = true;
    const touched = (name: 'amountCents' | 'payoutType') => getFieldState(name).isDirty || document.activeElement?.getAttribute('name') === name;
    if (getValues('amountCents') !== '' || touched('amountCents') || touched('payoutType')) return;
    setValue('amountCents', (payment.cents / 100).toFixed(2));
    setValue('payoutType', payment.payoutType);
  }, [payment, getValues, setValue, getFieldState]);
  return (
    <Modal open onClose={onClose} title={t(open ? 'decideTitle' : 'viewTitle', { name: claim.riderName })} description={`${claim.eventTitle} · ${format.date(claim.eventDate)}`} size="lg">
      <dl className="adm-claim-facts">
        <div>
          <dt>{t('col.rider')}</dt>
          <dd>
            {claim.riderName} · {claim.riderEmail} · {claim.country}
          </dd>
        </div>
        <div>
          <dt>{t('classPlaceLabel')}</dt>
          <dd>{t('classPlaceOnly', { className: claim.className, place: claim.place })}</dd>
        </div>
        <div>
          <dt>{t('tablePaysLabel')}</dt>
          <dd>{classes.isError ? t('classesFailed') : !classes.data ? t('classesLoading') : (tablePays ?? t('notInTable'))}</dd>
        </div>
        <div>
          <dt>{t('col.bike')}</dt>
          <dd>{claim.vin ? `${claim.bikeYear ?? ''} ${claim.bikeModel} · ${claim.vin}` : '—'}</dd>
        </div>
        <div>
          <dt>{t('col.filed')}</dt>
          <dd>{t(claim.createdByRole === 'admin' ? 'filedByStaff' : 'filedByRider', { date: format.date(claim.createdAt) })}</dd>
        </div>
        {claim.message ? (
          <div>
            <dt>{t('message')}</dt>
            <dd className="adm-claim-message">{claim.message}</dd>
          </div>
        ) : null}
        {!open ? (
          <div>
            <dt>{t('col.status')}</dt>
            <dd>
              {t(`status.${claim.status}`)}
              {claim.decidedAt ? ` · ${format.date(claim.decidedAt)}` : ''}
              {claim.amountCents !== null ? ` · ${format.money(claim.amountCents, claim.currency)} (${t(`type.${claim.payoutType ?? 'cash'}`)})` : ''}
              {claim.decisionNote ? ` · ${claim.decisionNote}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {open ? (
        <form className="rr-stack" {...form.formProps}>
          <fieldset className="adm-claim-choice">
            <legend>{t('decision')}</legend>
            {(['approve', 'reject'] as const).map((choice) => (
              <label key={choice}>
                <input type="radio" name="action" value={choice} checked={action === choice} onChange={() => setAction(choice)} /> {t(`action.${choice}`)}
              </label>
            ))}
          </fieldset>
          {action === 'approve' ? (
            <div className="adm-form-grid">
              <Field label={t('amount', { currency: claim.currency })} hint={tablePays ? t('amountHint', { pays: tablePays }) : undefined} error={form.error('amountCents')} required>
                <Input {...form.field('amountCents')} inputMode="decimal" autoComplete="off" />
              </Field>
              <Field label={t('payoutType')} error={form.error('payoutType')} required>
                <Select {...form.field('payoutType')}>
                  {CLAIM_PAYOUT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`type.${type}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          ) : null}
          <Field label={t(action === 'approve' ? 'noteOptional' : 'noteRequired')} hint={t('noteHint')} error={form.error('note')} required={action === 'reject'}>
            <Textarea rows={3} maxLength={1000} {...form.field('note')} />
          </Field>
          {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
          <div className="adm-claim-actions">
            <Button type="submit" variant={action === 'approve' ? 'primary' : 'danger'} loading={form.submitting}>
              {t(`action.${action}`)}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}

function NewClaimDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const refresh = useRefreshClaims();
  const [rider, setRider] = useState<PickedRider | null>(null);
  const [eventText, setEventText] = useState('');
  const eventQuery = useDebounced(eventText.trim(), 300);
  const choices = useClaimChoices(eventQuery, rider?.id ?? null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.payoutClaims.${id}` }, values);
  const [defaultValues] = useState<NewClaimValues>({ riderId: '', eventId: '', className: '', place: '', vin: '', message: '' });
  const form = useContractForm<NewClaimValues, AdminPayoutClaimInput, { payoutClaim: PayoutClaim }>({
    schema: adminPayoutClaimInputSchema,
    defaultValues,
    toBody: newClaimBody,
    summary: VALIDATION_SUMMARY,
    send: (body) => createClaim(body),
    onSuccess: async (answer) => {
      toast.success(t('filed', { name: answer.payoutClaim.riderName }));
      await refresh();
      onClose();
    },
  });
  const events = eventQuery.length >= 2 ? (choices.data?.claimableEvents ?? []) : [];
  const bikes = rider ? (choices.data?.bikes ?? []) : [];
  const eventId = form.form.watch('eventId');
  const currency = events.find((e) => e.eventId === eventId)?.currency ?? 'USD';
  const classes = useClaimClasses(eventId);
  const className = form.form.watch('className');
  const chosenClass = classes.data ? claimClassOf(classes.data, className) : undefined;
  const eventField = form.field('eventId');
  const classField = form.field('className');
  return (
    <Modal open onClose={onClose} title={t('newTitle')} description={t('newLead')} size="lg">
      <form className="rr-stack" {...form.formProps}>
        <RiderPicker
          label={t('col.rider')}
          tone="keep"
          value={rider}
          onChange={(picked) => {
            setRider(picked);
            form.set('riderId', picked?.id ?? '');
            form.set('vin', '');
          }}
        />
        {form.error('riderId') ? <p className="rr-field__error">{form.error('riderId')}</p> : null}
        <Field label={t('findEvent')} hint={t('findEventHint')}>
          <Input type="search" value={eventText} onChange={(event) => setEventText(event.target.value)} autoComplete="off" />
        </Field>
        <Field label={t('col.event')} error={form.error('eventId')} required>
          <Select
            {...eventField}
            onChange={(event) => {
              // Another event has other classes: the class and place are chosen again.
              form.set('className', '');
              form.set('place', '');
              return eventField.onChange(event);
            }}
          >
            <option value="">{t(events.length ? 'chooseEvent' : 'noEvents')}</option>
            {events.map((e) => (
              <option key={e.eventId} value={e.eventId}>
                {`${e.title} · ${format.date(e.date)}`}
              </option>
            ))}
          </Select>
        </Field>
        <ClassAndPlace
          classes={eventId ? classes : null}
          chosen={chosenClass}
          currency={currency}
          classField={{
            ...classField,
            value: className,
            onChange: (event) => {
              // Another class has other places.
              form.set('place', '');
              return classField.onChange(event);
            },
          }}
          placeField={{ ...form.field('place'), value: form.form.watch('place') }}
          classError={form.error('className')}
          placeError={form.error('place')}
        />
        <Field label={t('col.bike')} error={form.error('vin')}>
          <Select {...form.field('vin')} disabled={!rider}>
            <option value="">{t('noBike')}</option>
            {bikes.map((bike) => (
              <option key={bike.vin} value={bike.vin}>
                {`${bike.year} ${bike.model} · ${bike.vin}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('message')} error={form.error('message')}>
          <Textarea rows={3} maxLength={1000} {...form.field('message')} />
        </Field>
        {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
        <div className="adm-claim-actions">
          <Button type="submit" loading={form.submitting}>
            {t('create')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type SelectControl = FieldControl & { value: string };

/**
 * The class (the event's paying classes) and the place (the places its payout table pays, each with what it pays) a
 * claim names. `classes` null: no event chosen yet.
 */
function ClassAndPlace({
  classes,
  chosen,
  currency,
  classField,
  placeField,
  classError,
  placeError,
}: {
  classes: { data?: ClaimClassChoice[] | undefined; isError: boolean } | null;
  chosen: ClaimClassChoice | undefined;
  currency: Currency;
  classField: SelectControl;
  placeField: SelectControl;
  classError: string | undefined;
  placeError: string | undefined;
}) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.payoutClaims.${id}` }, values);
  const list = classes?.data;
  const first = !classes ? 'chooseEventFirst' : classes.isError ? 'classesFailed' : list ? 'chooseClass' : 'classesLoading';
  return (
    <div className="adm-form-grid">
      <Field label={t('className')} error={classError} hint={list?.length === 0 ? t('noClasses') : undefined} required>
        <Select {...classField} disabled={!list}>
          <option value="">{t(first)}</option>
          {(list ?? []).map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('place')} error={placeError} required>
        <Select {...placeField} disabled={!chosen}>
          <option value="">{t('choosePlace')}</option>
          {(chosen?.places ?? []).map((cents, index) => (
            <option key={index + 1} value={String(index + 1)}>
              {t('placeOption', { place: index + 1, amount: format.money(cents, currency), type: t(`type.${chosen!.payoutType}`) })}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
