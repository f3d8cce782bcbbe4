import { openSeasons, type ApplicationValues } from '@rr/contracts';
import { Field, Input, Select } from '@rr/ui';
import { AddressFields } from '@rr/ui/address-fields';
import type { ContractForm } from '@rr/ui/form';
import { TrackFields } from '@rr/ui/track-fields';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Form = ContractForm<ApplicationValues, unknown>;

/** A yes/no question of the application as two radio buttons. */
function YesNo({ form, name }: { form: Form; name: 'amaSanctioned' | 'mixedClasses' }) {
  const value = form.form.watch(name);
  const error = form.error(name);
  return (
    <fieldset className="adm-yes-no">
      <legend className="rr-label">
        <FormattedMessage id={`admin.promoterForm.${name}`} /> <span className="rr-required" aria-hidden="true">*</span>
      </legend>
      <div className="adm-radios">
        {(['yes', 'no'] as const).map((choice) => (
          <label key={choice} className="adm-check">
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => form.set(name, choice)} />
            <FormattedMessage id={`admin.promoterForm.${choice}`} />
          </label>
        ))}
      </div>
      {error ? (
        <p className="rr-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The application's inputs for staff (spec §3): organisation and address (`record`), and the season's series
 * information and tracks (`series`). The public form at /promoters has the same fields and the same contract.
 */
export function ApplicationFields({ form, email, record = true, series = true }: { form: Form; email: 'edit' | 'hidden'; record?: boolean; series?: boolean }) {
  const { error, field } = form;
  const ama = form.form.watch('amaSanctioned');
  const label = (id: string): ReactNode => <FormattedMessage id={`admin.promoterForm.${id}`} />;
  return (
    <div className="rr-stack">
      {record ? (
        <fieldset className="adm-fieldset">
          <legend className="adm-fieldset__legend">{label('organisation')}</legend>
          <div className="adm-form-grid">
            <Field label={label('name')} error={error('name')} required>
              <Input {...field('name')} />
            </Field>
            <Field label={label('contactName')} error={error('contactName')} required>
              <Input {...field('contactName')} />
            </Field>
            {email === 'edit' ? (
              <Field label={label('email')} error={error('email')} required>
                <Input type="email" spellCheck={false} {...field('email')} />
              </Field>
            ) : null}
            <Field label={label('phone')} error={error('phone')} required>
              <Input type="tel" {...field('phone')} />
            </Field>
            <AddressFields form={form} messages="admin.promoterForm" parts={['country', 'addressLine1', 'city', 'state', 'zipcode']} />
          </div>
        </fieldset>
      ) : null}
      {series ? (
        <>
          <fieldset className="adm-fieldset">
            <legend className="adm-fieldset__legend">{label('series')}</legend>
            <div className="adm-form-grid">
              <Field label={label('seasonYear')} error={error('seasonYear')} required>
                <Select {...field('seasonYear')}>
                  {[...new Set([form.form.getValues('seasonYear'), ...openSeasons().map(String)])].filter(Boolean).map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={label('seriesName')} error={error('seriesName')} required>
                <Input {...field('seriesName')} />
              </Field>
              <Field label={label('averageEntries')} error={error('averageEntries')} required>
                <Input type="number" inputMode="numeric" {...field('averageEntries')} />
              </Field>
              <Field label={label('racesCount')} error={error('racesCount')} required>
                <Input type="number" inputMode="numeric" {...field('racesCount')} />
              </Field>
              <YesNo form={form} name="amaSanctioned" />
              <YesNo form={form} name="mixedClasses" />
              {ama === 'no' ? (
                <Field label={label('otherSanction')} error={error('otherSanction')} required>
                  <Input {...field('otherSanction')} />
                </Field>
              ) : null}
            </div>
          </fieldset>
          <fieldset className="adm-fieldset">
            <legend className="adm-fieldset__legend">{label('tracks')}</legend>
            <TrackFields form={form} messages="admin.promoterForm" classes={{ list: 'adm-tracks', row: 'adm-form-grid adm-track' }} />
          </fieldset>
        </>
      ) : null}
    </div>
  );
}
