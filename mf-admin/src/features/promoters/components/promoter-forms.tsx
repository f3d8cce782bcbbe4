import {
  adminPromoterSchema,
  applicationBody,
  applicationUpdateSchema,
  emptyApplication,
  prefilled,
  promoterRecordSchema,
  type AdminPromoterInput,
  type ApplicationUpdateInput,
  type ApplicationValues,
  type PromoterApplication,
  type PromoterDetail,
  type PromoterRecordInput,
} from '@rr/contracts';
import { toast } from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FormEnd } from '../../../components/form-end';
import { createPromoter, updateApplication, updatePromoter, usePromoterWrite } from '../api/promoters';
import { ApplicationFields } from './application-fields';

/** How the record and application forms save: through `write`, then "Saved". */
function savesWith<Body, Answer>(intl: IntlShape, write: { mutateAsync: (body: Body) => Promise<Answer> }) {
  return {
    summary: VALIDATION_SUMMARY,
    send: (body: Body) => write.mutateAsync(body),
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'admin.promoterForm.saved' }));
    },
  };
}

/** The values of one application (or of the record alone) for the staff forms. */
function valuesOf(detail: PromoterDetail, application?: PromoterApplication): ApplicationValues {
  const base = prefilled(detail, detail.promoter.email, emptyApplication(detail.promoter.country ?? 'US'), application);
  return application ? { ...base, seasonYear: String(application.seasonYear), name: application.name, contactName: application.contactName, phone: application.phone, addressLine1: application.addressLine1, city: application.city, state: application.state ?? '', zipcode: application.zipcode, country: application.country } : base;
}

/** A new promoter or application entered by staff (`POST /api/admin/promoters`); `approve` signs them up at once. */
export function CreatePromoterForm({ approve, onCreated }: { approve: boolean; onCreated: (detail: PromoterDetail) => void }) {
  const intl = useIntl();
  const creation = usePromoterWrite((body: AdminPromoterInput) => createPromoter(body));
  const [defaultValues] = useState(() => emptyApplication('US'));
  const [approveNow, setApproveNow] = useState(approve);
  const form = useContractForm<ApplicationValues, AdminPromoterInput, PromoterDetail>({
    schema: adminPromoterSchema,
    defaultValues,
    toBody: (values) => ({ ...applicationBody(values), approve: approveNow }) as AdminPromoterInput,
    summary: VALIDATION_SUMMARY,
    codeFields: { EMAIL_TAKEN: 'email' },
    send: (body) => creation.mutateAsync(body),
    onSuccess: (detail) => {
      toast.success(intl.formatMessage({ id: approveNow ? 'admin.promoterForm.createdApproved' : 'admin.promoterForm.created' }, { name: detail.promoter.name }));
      onCreated(detail);
    },
  });
  return (
    <form className="rr-stack" {...form.formProps}>
      <ApplicationFields form={form} email="edit" />
      <label className="adm-check">
        <input type="checkbox" checked={approveNow} onChange={(event) => setApproveNow(event.target.checked)} />
        <FormattedMessage id="admin.promoterForm.approveNow" />
      </label>
      <FormEnd form={form} submit={<FormattedMessage id={approveNow ? 'admin.promoterForm.createApproved' : 'admin.promoterForm.create'} />} />
    </form>
  );
}

/** The promoter's own record (identity and address), `PUT /api/admin/promoter/{id}`. */
export function RecordForm({ detail }: { detail: PromoterDetail }) {
  const intl = useIntl();
  const update = usePromoterWrite((body: PromoterRecordInput) => updatePromoter(detail.promoter._id, body));
  const [defaultValues] = useState(() => valuesOf(detail));
  const form = useContractForm<ApplicationValues, PromoterRecordInput, PromoterDetail>({
    schema: promoterRecordSchema,
    defaultValues,
    toBody: (values) => {
      const body = applicationBody(values);
      return { name: body.name, contactName: body.contactName, phone: body.phone, addressLine1: body.addressLine1, city: body.city, state: body.state, zipcode: body.zipcode, country: body.country } as PromoterRecordInput;
    },
    ...savesWith(intl, update),
  });
  return (
    <form className="rr-stack" {...form.formProps}>
      <ApplicationFields form={form} email="hidden" series={false} />
      <FormEnd form={form} submit={<FormattedMessage id="admin.promoterForm.save" />} />
    </form>
  );
}

/** One season's answers, corrected by staff (`PUT /api/admin/promoter-application/{id}`). */
export function ApplicationForm({ detail, application }: { detail: PromoterDetail; application: PromoterApplication }) {
  const intl = useIntl();
  const update = usePromoterWrite((body: ApplicationUpdateInput) => updateApplication(application._id, body));
  const [defaultValues] = useState(() => valuesOf(detail, application));
  const form = useContractForm<ApplicationValues, ApplicationUpdateInput, { application: PromoterApplication }>({
    schema: applicationUpdateSchema,
    defaultValues,
    toBody: (values) => {
      const { email: _email, ...body } = applicationBody(values);
      return body as ApplicationUpdateInput;
    },
    ...savesWith(intl, update),
  });
  return (
    <form className="rr-stack" {...form.formProps}>
      <ApplicationFields form={form} email="hidden" />
      <FormEnd form={form} submit={<FormattedMessage id="admin.promoterForm.save" />} />
    </form>
  );
}
