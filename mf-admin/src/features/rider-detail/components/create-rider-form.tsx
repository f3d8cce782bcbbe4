import {
  LOCALES,
  adminRiderCreateSchema,
  paths,
  riderDuplicatesOf,
  type AdminRiderCreateInput,
  type Locale,
  type RiderDuplicate,
  type RiderViewBody,
} from '@rr/contracts';
import { useNavigate } from '@rr/router';
import { localeAtom } from '@rr/session';
import { Alert, Button, Card, Field, Select, toast } from '@rr/ui';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { BikeFields } from '@rr/ui/bike-fields';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreateRider } from '../api/rider-admin';
import { CREATE_CODE_FIELDS, createRiderBody, emptyCreateRider, type CreateRiderValues } from '../lib/rider-form';
import { RiderDuplicates } from './rider-duplicates';
import { AddressFieldset, ContactFields, ProCheckbox, RacingFields, fieldLabel } from './rider-fields';

/** The fields that decide whether the new rider duplicates someone: a change of one of them asks again. */
const IDENTITY_FIELDS: ReadonlySet<string> = new Set(['firstName', 'lastName', 'dateOfBirth', 'email', 'vin']);

const detailsOf = (body: unknown): unknown => (typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined);

/**
 * A new rider (spec §2: the rider detail page without an id is the create form): the registration's
 * fields, the first bike optional, and the language of the invitation. The account has no password: the rider is
 * mailed a link (valid 7 days) to choose one, which also proves the e-mail. Then the rider's page opens.
 * Before anything is saved the server names the accounts the rider may duplicate (same e-mail or VIN: refused; same
 * name and date of birth: "Create anyway" sends the form again with them confirmed).
 */
export function CreateRiderForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const creation = useCreateRider();
  const [duplicates, setDuplicates] = useState<RiderDuplicate[]>([]);
  // "Create anyway" confirms the duplicates shown for the one submit it starts; "Create" (also Enter in a field) never does.
  const confirmDuplicates = useRef(false);
  const form = useContractForm<CreateRiderValues, AdminRiderCreateInput, { rider: RiderViewBody }>({
    schema: adminRiderCreateSchema,
    defaultValues: emptyCreateRider(locale),
    toBody: createRiderBody,
    summary: VALIDATION_SUMMARY,
    codeFields: CREATE_CODE_FIELDS,
    send: (body) => {
      const confirmed = confirmDuplicates.current;
      confirmDuplicates.current = false;
      return creation.mutateAsync(confirmed ? { ...body, confirmDuplicates: true } : body);
    },
    onError: (error, failure) => {
      setDuplicates(riderDuplicatesOf(detailsOf(error.body)));
      // The list of possible duplicates says it all; a refused e-mail or VIN is also marked on its field.
      return error.code === 'POSSIBLE_DUPLICATE_RIDER' ? { ...failure, problem: null, focus: false } : failure;
    },
    leaveBusy: true,
    onSuccess: ({ rider }) => {
      toast.success(intl.formatMessage({ id: 'admin.riderForm.created' }, { name: rider.fullName, email: rider.email }));
      navigate(paths.admin.rider(rider._id));
    },
  });
  useEffect(() => {
    const watching = form.form.watch((_values, { name }) => {
      if (name && IDENTITY_FIELDS.has(name)) setDuplicates([]);
    });
    return () => watching.unsubscribe();
  }, [form.form]);
  const languageName = (code: Locale) => intl.formatDisplayName(code === 'no' ? 'nb' : code, { type: 'language' }) ?? code;
  return (
    <Card>
      <form className="rr-stack" {...form.formProps}>
        <Alert tone="info" title={<FormattedMessage id="admin.riderForm.inviteTitle" />}>
          <FormattedMessage id="admin.riderForm.inviteLead" />
        </Alert>
        <ContactFields form={form} emailHint={<FormattedMessage id="admin.riderForm.emailHintNew" />} />
        <AddressFieldset form={form} />
        <RacingFields form={form} />
        <ProCheckbox form={form} />
        <fieldset className="adm-fieldset">
          <legend className="adm-fieldset__legend">{fieldLabel('section.bike')}</legend>
          <p className="rr-hint adm-card-lead">
            <FormattedMessage id="admin.riderForm.bikeLead" />
          </p>
          <BikeFields
            form={form}
            messages="admin.riderForm"
            ids={{ year: 'admin.riderForm.bikeYear', chooseYear: 'admin.riderForm.bikeYear.choose', make: 'admin.riderForm.bikeMake', model: 'admin.riderForm.bikeModel' }}
            names={{ year: 'bikeYear', make: 'bikeMake', model: 'bikeModel' }}
            gridClassName="adm-form-grid"
            required={false}
            vinClassName="adm-vin-input"
          />
        </fieldset>
        <div className="adm-form-grid">
          <Field label={fieldLabel('locale')} hint={<FormattedMessage id="admin.riderForm.localeHint" />} error={form.error('locale')}>
            <Select {...form.field('locale')}>
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <FormProblem form={form} />
        <RiderDuplicates
          duplicates={duplicates}
          busy={form.submitting}
          onCreateAnyway={() => {
            confirmDuplicates.current = true;
            form.formProps.ref.current?.requestSubmit();
          }}
        />
        <div className="adm-form-actions">
          <Button
            type="submit"
            loading={form.submitting}
            onClick={() => {
              confirmDuplicates.current = false;
            }}
          >
            <FormattedMessage id="admin.riderForm.create" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
