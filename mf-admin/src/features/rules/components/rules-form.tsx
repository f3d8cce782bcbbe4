import { EVENT_TYPES } from '@rr/contracts';
import { CASH_DOCUMENT_RULES, CLAIM_LIMITS, FINISH_SELECTIONS, RANGE_PAYOUT_TYPES, RIDER_COUNTS, RULE_SET_LIMITS } from '@rr/contracts/rule-sets';
import { Button, Field, Input, Select, formatDescriptor } from '@rr/ui';
import { errorDescriptor, type ContractForm } from '@rr/ui/form';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { get, useFieldArray, type FieldError, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RulesFormValues } from '../lib/form';

type Form = ContractForm<RulesFormValues, unknown>;

/** The first message at or under a field: a list typed as one text (`makes`) is faulted per entry (`makes.1`). */
function useErrorUnder(form: Form) {
  const intl = useIntl();
  return (name: Path<RulesFormValues>): string | undefined => {
    const found = (value: unknown): FieldError | undefined => {
      if (!value || typeof value !== 'object') return undefined;
      if ('message' in value || 'descriptor' in value) return value as FieldError;
      for (const inner of Object.values(value)) {
        const hit = found(inner);
        if (hit) return hit;
      }
      return undefined;
    };
    const descriptor = errorDescriptor(found(get(form.form.formState.errors, name)));
    return descriptor ? formatDescriptor(intl, descriptor) : undefined;
  };
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <fieldset className="adm-fieldset">
      <legend className="adm-fieldset__legend">
        <FormattedMessage id={`admin.rules.form.${title}`} />
      </legend>
      {lead ? (
        <p className="rr-muted adm-rules-lead">
          <FormattedMessage id={`admin.rules.form.${lead}`} />
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/**
 * Every clause of a rule set as a field (docs/rules.md): the minimum as tiers, place ranges, classes per event and per
 * machine, model years, bikes, riders, result types per discipline, claims, withholding, credit expiry and points.
 * Messages come from the contract, on the field they are about.
 */
export function RulesFields({ form, currency }: { form: Form; currency: string | null }) {
  const intl = useIntl();
  const { field, error } = form;
  const errorUnder = useErrorUnder(form);
  const tiers = useFieldArray({ control: form.form.control, name: 'rules.minimumRiders.tiers' });
  const ranges = useFieldArray({ control: form.form.control, name: 'rules.placeRanges' });
  const disciplines = useFieldArray({ control: form.form.control, name: 'rules.disciplines' });
  const yearsKind = form.form.watch('rules.modelYears.kind');
  const label = (id: string, values?: Record<string, string | number>) => <FormattedMessage id={`admin.rules.form.${id}`} values={values} />;
  const option = (group: string, value: string) => (
    <option key={value} value={value}>
      {intl.formatMessage({ id: `admin.rules.${group}.${value}` })}
    </option>
  );
  return (
    <div className="rr-stack">
      <Section title="minimum" lead="minimumLead">
        <div className="adm-form-grid">
          <Field label={label('count')} error={error('rules.minimumRiders.count')} required>
            <Select {...field('rules.minimumRiders.count')}>{RIDER_COUNTS.map((count) => option('count', count))}</Select>
          </Field>
        </div>
        <ol className="adm-rules-rows">
          {tiers.fields.map((tier, index) => (
            <li key={tier.id} className="adm-rules-row">
              <Field label={label('atLeast')} error={error(`rules.minimumRiders.tiers.${index}.atLeast`)} required>
                <Input inputMode="numeric" {...field(`rules.minimumRiders.tiers.${index}.atLeast`)} />
              </Field>
              <Field label={label('paidPlaces')} hint={label('paidPlacesHint')} error={error(`rules.minimumRiders.tiers.${index}.paidPlaces`)}>
                <Input inputMode="numeric" {...field(`rules.minimumRiders.tiers.${index}.paidPlaces`)} />
              </Field>
              <Button variant="ghost" size="sm" disabled={tiers.fields.length === 1} onClick={() => tiers.remove(index)} aria-label={intl.formatMessage({ id: 'admin.rules.form.removeTier' }, { index: index + 1 })}>
                <Trash2 className="rr-icon" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {errorUnder('rules.minimumRiders.tiers') && !tiers.fields.length ? <p className="rr-field__error">{errorUnder('rules.minimumRiders.tiers')}</p> : null}
        <Button variant="secondary" size="sm" disabled={tiers.fields.length >= RULE_SET_LIMITS.tiers} onClick={() => tiers.append({ atLeast: '', paidPlaces: '' })}>
          <Plus className="rr-icon" aria-hidden="true" />
          {label('addTier')}
        </Button>
      </Section>

      <Section title="amounts" lead="amountsLead">
        {ranges.fields.length === 0 ? <p className="rr-muted">{label('amountsTable')}</p> : null}
        <ol className="adm-rules-rows">
          {ranges.fields.map((range, index) => (
            <li key={range.id} className="adm-rules-row">
              <Field label={label('from')} error={error(`rules.placeRanges.${index}.from`)} required>
                <Input inputMode="numeric" {...field(`rules.placeRanges.${index}.from`)} />
              </Field>
              <Field label={label('to')} error={error(`rules.placeRanges.${index}.to`)} required>
                <Input inputMode="numeric" {...field(`rules.placeRanges.${index}.to`)} />
              </Field>
              <Field label={label('amount', { currency: currency ?? '' })} error={error(`rules.placeRanges.${index}.amountCents`)} required>
                <Input inputMode="decimal" {...field(`rules.placeRanges.${index}.amountCents`)} />
              </Field>
              <Field label={label('payoutType')} error={error(`rules.placeRanges.${index}.payoutType`)} required>
                <Select {...field(`rules.placeRanges.${index}.payoutType`)}>{RANGE_PAYOUT_TYPES.map((type) => option('payoutType', type))}</Select>
              </Field>
              <Button variant="ghost" size="sm" onClick={() => ranges.remove(index)} aria-label={intl.formatMessage({ id: 'admin.rules.form.removeRange' }, { index: index + 1 })}>
                <Trash2 className="rr-icon" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="sm" disabled={ranges.fields.length >= RULE_SET_LIMITS.ranges} onClick={() => ranges.append({ from: '', to: '', amountCents: '', payoutType: 'cash' })}>
          <Plus className="rr-icon" aria-hidden="true" />
          {label('addRange')}
        </Button>
      </Section>

      <Section title="classes">
        <div className="adm-form-grid">
          <Field label={label('classesPerEvent')} error={error('rules.classesPerEvent')} required>
            <Input inputMode="numeric" {...field('rules.classesPerEvent')} />
          </Field>
          <Field label={label('classesPerMachine')} error={error('rules.classesPerMachine')} required>
            <Input inputMode="numeric" {...field('rules.classesPerMachine')} />
          </Field>
          <Field label={label('selection')} error={error('rules.selection')} required>
            <Select {...field('rules.selection')}>{FINISH_SELECTIONS.map((selection) => option('selection', selection))}</Select>
          </Field>
        </div>
      </Section>

      <Section title="bikes">
        <div className="adm-form-grid">
          <Field label={label('yearsKind')} required>
            <Select {...field('rules.modelYears.kind')}>
              {option('yearsKind', 'relative')}
              {option('yearsKind', 'absolute')}
            </Select>
          </Field>
          {yearsKind === 'relative' ? (
            <>
              <Field label={label('yearsBack')} error={error('rules.modelYears.yearsBack')} required>
                <Input inputMode="numeric" {...field('rules.modelYears.yearsBack')} />
              </Field>
              <Field label={label('yearsAhead')} error={error('rules.modelYears.yearsAhead')} required>
                <Input inputMode="numeric" {...field('rules.modelYears.yearsAhead')} />
              </Field>
            </>
          ) : (
            <>
              <Field label={label('yearFrom')} error={error('rules.modelYears.from')} required>
                <Input inputMode="numeric" {...field('rules.modelYears.from')} />
              </Field>
              <Field label={label('yearTo')} hint={label('yearToHint')} error={error('rules.modelYears.to')}>
                <Input inputMode="numeric" {...field('rules.modelYears.to')} />
              </Field>
            </>
          )}
          <Field label={label('makes')} hint={label('listHint')} error={errorUnder('rules.bike.makes')}>
            <Input {...field('rules.bike.makes')} />
          </Field>
        </div>
        <label className="adm-check">
          <input type="checkbox" {...form.form.register('rules.bike.verifiedVin')} />
          {label('verifiedVin')}
        </label>
        <label className="adm-check">
          <input type="checkbox" {...form.form.register('rules.bike.soldBeforeRace')} />
          {label('soldBeforeRace')}
        </label>
      </Section>

      <Section title="riders">
        <div className="adm-form-grid">
          <Field label={label('registeredWithinDays')} hint={label('registeredWithinDaysHint')} error={error('rules.rider.registeredWithinDays')}>
            <Input inputMode="numeric" {...field('rules.rider.registeredWithinDays')} />
          </Field>
          <Field label={label('ineligibleFlags')} hint={label('flagsHint')} error={errorUnder('rules.rider.ineligibleFlags')}>
            <Input spellCheck={false} {...field('rules.rider.ineligibleFlags')} />
          </Field>
          <Field label={label('documentsForCash')} error={error('rules.rider.documentsForCash')} required>
            <Select {...field('rules.rider.documentsForCash')}>{CASH_DOCUMENT_RULES.map((who) => option('documents', who))}</Select>
          </Field>
          <Field label={label('claims')} error={error('rules.claims')} required>
            <Select {...field('rules.claims')}>{CLAIM_LIMITS.map((claims) => option('claims', claims))}</Select>
          </Field>
        </div>
      </Section>

      <Section title="results" lead="resultsLead">
        <div className="adm-form-grid">
          <Field label={label('defaultResultTypes')} hint={label('resultTypesHint')} error={errorUnder('rules.defaultResultTypes')} required>
            <Input spellCheck={false} {...field('rules.defaultResultTypes')} />
          </Field>
        </div>
        <ol className="adm-rules-rows">
          {disciplines.fields.map((d, index) => (
            <li key={d.id} className="adm-rules-row">
              <Field label={label('discipline')} error={errorUnder(`rules.disciplines.${index}.discipline`) ?? errorUnder('rules.disciplines')} required>
                <Select {...field(`rules.disciplines.${index}.discipline`)}>{EVENT_TYPES.map((type) => option('discipline', type))}</Select>
              </Field>
              <Field label={label('resultTypes')} hint={label('resultTypesHint')} error={errorUnder(`rules.disciplines.${index}.resultTypes`)} required>
                <Input spellCheck={false} {...field(`rules.disciplines.${index}.resultTypes`)} />
              </Field>
              <Button variant="ghost" size="sm" onClick={() => disciplines.remove(index)} aria-label={intl.formatMessage({ id: 'admin.rules.form.removeDiscipline' }, { index: index + 1 })}>
                <Trash2 className="rr-icon" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="sm" disabled={disciplines.fields.length >= RULE_SET_LIMITS.disciplines} onClick={() => disciplines.append({ discipline: EVENT_TYPES.find((type) => !form.form.getValues('rules.disciplines').some((d) => d.discipline === type)) ?? EVENT_TYPES[0], resultTypes: 'overall' })}>
          <Plus className="rr-icon" aria-hidden="true" />
          {label('addDiscipline')}
        </Button>
      </Section>

      <Section title="money">
        <div className="adm-form-grid">
          <Field label={label('withholdingPercent')} error={error('rules.withholdingPercent')} required>
            <Input inputMode="numeric" {...field('rules.withholdingPercent')} />
          </Field>
          <Field label={label('creditExpiryDays')} error={error('rules.creditExpiryDays')} required>
            <Input inputMode="numeric" {...field('rules.creditExpiryDays')} />
          </Field>
          <Field label={label('championPoints')} hint={label('pointsHint')} error={errorUnder('rules.championPoints')}>
            <Input {...field('rules.championPoints')} />
          </Field>
        </div>
      </Section>

      <Section title="version">
        <div className="adm-form-grid">
          <Field label={label('effectiveFrom')} error={error('effectiveFrom')} required>
            <Input type="date" {...field('effectiveFrom')} />
          </Field>
          <Field label={label('note')} error={error('note')}>
            <Input maxLength={500} {...field('note')} />
          </Field>
        </div>
      </Section>
    </div>
  );
}
