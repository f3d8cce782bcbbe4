import { get, queryCall, queryKeys, useQuery } from '@rr/api-client';
import { claimClassChoices, claimClassOf, type ClaimableEvent, type EventAnswer, type PayoutClaimsAnswer } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';
import { Field, Select, Textarea, useFormat } from '@rr/ui';
import { useEffect, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';

/**
 * The classes a claim for the event can name, each with what its places pay: the event's payout table from
 * GET /api/event/{eventId} (the event page's read, shared by the event's key), the paying classes only.
 */
export function useClaimClasses(eventId: string) {
  return useQuery({
    queryKey: queryKeys.event.detail(eventId),
    queryFn: (context) => get<EventAnswer>(apiPath('/api/event/:eventId', { eventId }), { alert: false, ...queryCall(context) }),
    select: (answer) => claimClassChoices(answer.event.classes),
    enabled: eventId !== '',
    meta: { alert: false },
  });
}

/** The inputs of a payout claim as the form holds them. */
export interface ClaimFieldValues {
  eventId: string;
  className: string;
  place: string;
  vin: string;
  message: string;
}

export interface ClaimFieldsProps<V extends FieldValues, B> {
  form: Pick<ContractForm<V, B>, 'error' | 'field' | 'set' | 'form'>;
  /** The app's claim strings by the last part of their id (`className`, `chooseClass`, `placeOption`, `type.cash`, `noBike`…). */
  t: (id: string, values?: Record<string, string | number>) => string;
  /** The events to choose from, or null when the claim's event is fixed (an open claim edited). */
  events: readonly ClaimableEvent[] | null;
  /** The labels of the event and bike selects (their ids differ per app). */
  labels: { event: string; bike: string };
  /** The event select's empty choice, if it has one. */
  chooseEvent?: string;
  eventHint?: ReactNode;
  /** The claim's currency when the event is not among `events` (an open claim edited); else the chosen event's. */
  currency?: ClaimableEvent['currency'];
  bikes: NonNullable<PayoutClaimsAnswer['bikes']>;
  /** No bike can be chosen yet (staff have not picked the rider). */
  bikesDisabled?: boolean;
  /** The class select's empty choice says so while no event is chosen (`chooseEventFirst`). */
  chooseEventFirst?: boolean;
  messageHint?: ReactNode;
  /** The row the class and place selects share. */
  rowClassName: string;
}

/**
 * A payout claim's event, class (the event's paying classes) and place (the places its payout table pays, each with
 * what it pays), bike and message: the rider's own claim form and staff's claim filed for a rider. Another event has
 * other classes and another class other places, so they are chosen again.
 */
export function ClaimFields<V extends FieldValues, B>(props: ClaimFieldsProps<V, B>) {
  const { t, events, labels, chooseEvent, eventHint, bikes, bikesDisabled = false, chooseEventFirst = false, messageHint, rowClassName } = props;
  // Any form with the claim's inputs: they are read as such, whatever else it holds (staff's rider).
  const form = props.form as unknown as Pick<ContractForm<ClaimFieldValues, B>, 'error' | 'field' | 'set' | 'form'>;
  const format = useFormat();
  const eventId = form.form.watch('eventId');
  const currency = events?.find((e) => e.eventId === eventId)?.currency ?? props.currency ?? 'USD';
  const classes = useClaimClasses(eventId);
  const className = form.form.watch('className');
  const place = form.form.watch('place');
  const list = classes.data;
  const chosenClass = list ? claimClassOf(list, className) : undefined;
  // A claim filed before classes were chosen from the table keeps its class on show until another is chosen.
  const unlisted = className !== '' && list && !chosenClass ? className : null;
  // A class typed in another case or spacing is the table's class, spelt as the table spells it.
  useEffect(() => {
    if (chosenClass && chosenClass.name !== className) form.set('className', chosenClass.name);
  }, [chosenClass, className, form]);
  const eventField = form.field('eventId');
  const classField = form.field('className');
  const first = chooseEventFirst && !eventId ? 'chooseEventFirst' : classes.isError ? 'classesFailed' : list ? 'chooseClass' : 'classesLoading';
  return (
    <>
      {events ? (
        <Field label={labels.event} error={form.error('eventId')} hint={eventHint} required>
          <Select
            {...eventField}
            onChange={(event) => {
              form.set('className', '');
              form.set('place', '');
              return eventField.onChange(event);
            }}
          >
            {chooseEvent !== undefined ? <option value="">{chooseEvent}</option> : null}
            {events.map((e) => (
              <option key={e.eventId} value={e.eventId}>
                {`${e.title} · ${format.date(e.date)}`}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <div className={rowClassName}>
        <Field label={t('className')} error={form.error('className')} hint={list?.length === 0 ? t('noClasses') : undefined} required>
          <Select
            {...classField}
            value={className}
            disabled={!list}
            onChange={(event) => {
              form.set('place', '');
              return classField.onChange(event);
            }}
          >
            <option value="">{t(first)}</option>
            {unlisted ? <option value={unlisted}>{unlisted}</option> : null}
            {(list ?? []).map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('place')} error={form.error('place')} required>
          <Select {...form.field('place')} value={place} disabled={!chosenClass}>
            <option value="">{t('choosePlace')}</option>
            {(chosenClass?.places ?? []).map((cents, index) => (
              <option key={index + 1} value={String(index + 1)}>
                {t('placeOption', { place: index + 1, amount: format.money(cents, currency), type: t(`type.${chosenClass!.payoutType}`) })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={labels.bike} error={form.error('vin')}>
        <Select {...form.field('vin')} disabled={bikesDisabled}>
          <option value="">{t('noBike')}</option>
          {bikes.map((bike) => (
            <option key={bike.vin} value={bike.vin}>
              {`${bike.year} ${bike.model} · ${bike.vin}`}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('message')} hint={messageHint} error={form.error('message')}>
        <Textarea rows={3} maxLength={1000} {...form.field('message')} />
      </Field>
    </>
  );
}
