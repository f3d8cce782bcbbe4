import { RESULT_STATUSES, RESULT_TYPES, resultInputSchema, type ManagedEvent, type ManagedResult, type ResultInput, type ResultStatus } from '@rr/contracts';
import { Button, Field, Input, Modal, Select } from '@rr/ui';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSaveResult } from '../api/mutations';
import { ClassOptions } from './class-options';

type LineValues = { classId: string; place: string; status: ResultStatus; resultType: string; riderName: string; number: string; hometown: string; bike: string; email: string; amaNumber: string; vin: string };

/** The line's fields as the dialog shows them; a new line goes in the class asked for (else the first). */
export function lineValues(managed: ManagedEvent, line: ManagedResult | null, classId?: string): LineValues {
  return {
    classId: line?.classId ?? classId ?? managed.classes[0]?._id ?? '',
    place: line ? String(line.place) : '',
    status: line?.status ?? 'finished',
    // The line's race; a new line is the event's own (supercross: the main event; else the overall).
    resultType: line?.resultType ?? (managed.event.type === 'supercross' ? 'main' : 'overall'),
    riderName: line?.riderName ?? '',
    number: line?.number ?? '',
    hometown: line?.hometown ?? '',
    bike: line?.bike ?? '',
    email: line?.email ?? '',
    amaNumber: line?.amaNumber ?? '',
    vin: line?.vin ?? '',
  };
}

/** `PUT /api/event/{id}/result`'s body (`resultInputSchema`): text trimmed, the place a number, `_id` to edit a line. */
export function lineBody(values: LineValues, line: ManagedResult | null): ResultInput {
  const place = values.place.trim();
  return {
    ...(line ? { _id: line._id } : {}),
    classId: values.classId,
    place: place === '' ? undefined : /^\d+$/.test(place) ? Number(place) : place,
    status: values.status,
    resultType: values.resultType,
    riderName: values.riderName.trim(),
    number: values.number.trim(),
    hometown: values.hometown.trim(),
    bike: values.bike.trim(),
    email: values.email.trim().toLowerCase(),
    amaNumber: values.amaNumber.trim(),
    vin: values.vin.trim().toUpperCase(),
  } as ResultInput;
}

export interface ResultDialogProps {
  managed: ManagedEvent;
  /** The line to edit, or null to add one. */
  line: ManagedResult | null;
  /** A new line's class. */
  classId?: string;
  onClose: () => void;
}

/** Add or edit one result line in a dialog; the service matches it to a programme rider like an uploaded line. */
export function ResultDialog({ managed, line, classId, onClose }: ResultDialogProps) {
  const intl = useIntl();
  const save = useSaveResult(managed.event._id);
  const form = useContractForm<LineValues, ResultInput, ManagedEvent>({
    schema: resultInputSchema,
    defaultValues: lineValues(managed, line, classId),
    toBody: (values) => lineBody(values, line),
    send: (body) => save.mutateAsync(body),
    onSuccess: () => onClose(),
    summary: VALIDATION_SUMMARY,
  });
  const label = (id: string) => <FormattedMessage id={`eventTools.results.field.${id}`} />;
  // A person's decision on the line outlives an edit while the line still names the same person (the service's rule).
  const decision = line?.match.status === 'notRider' ? 'notRider' : line?.match.status === 'matched' && line.match.method === 'manual' ? 'manual' : null;
  return (
    <Modal open onClose={onClose} size="lg" title={<FormattedMessage id={line ? 'eventTools.results.edit' : 'eventTools.results.add'} />} description={<FormattedMessage id="eventTools.results.dialogLead" />}>
      <form className="rr-stack" {...form.formProps}>
        <FormProblem form={form} />
        {decision && (
          <p className="rr-muted et-small et-lead">
            <FormattedMessage id={`eventTools.results.decisionKept.${decision}`} values={{ rider: line?.match.rider?.name ?? '' }} />
          </p>
        )}
        <div className="et-form-grid">
          <Field label={label('class')} required error={form.error('classId')}>
            <Select {...form.field('classId')}>
              <ClassOptions classes={managed.classes} />
            </Select>
          </Field>
          <Field label={label('place')} required error={form.error('place')}>
            <Input inputMode="numeric" {...form.field('place', { normalise: (v) => v.replace(/[^\d]/g, '') })} maxLength={5} />
          </Field>
          <Field label={label('resultType')} error={form.error('resultType')}>
            <Select {...form.field('resultType')}>
              {RESULT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage({ id: `eventTools.resultType.${type}` })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('status')} error={form.error('status')}>
            <Select {...form.field('status')}>
              {RESULT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {intl.formatMessage({ id: `eventTools.status.${status}` })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('riderName')} required error={form.error('riderName')}>
            <Input {...form.field('riderName')} maxLength={200} autoComplete="off" />
          </Field>
          <Field label={label('number')} error={form.error('number')}>
            <Input {...form.field('number')} maxLength={20} />
          </Field>
          <Field label={label('hometown')} error={form.error('hometown')}>
            <Input {...form.field('hometown')} maxLength={200} />
          </Field>
          <Field label={label('bike')} error={form.error('bike')}>
            <Input {...form.field('bike')} maxLength={200} />
          </Field>
          <Field label={label('email')} error={form.error('email')}>
            <Input type="email" {...form.field('email')} maxLength={254} autoComplete="off" />
          </Field>
          <Field label={label('amaNumber')} error={form.error('amaNumber')}>
            <Input {...form.field('amaNumber')} maxLength={50} />
          </Field>
          <Field label={label('vin')} error={form.error('vin')}>
            <Input {...form.field('vin', { normalise: (v) => v.toUpperCase() })} maxLength={17} />
          </Field>
        </div>
        <div className="et-actions et-actions--end">
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="eventTools.cancel" />
          </Button>
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="eventTools.save" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
