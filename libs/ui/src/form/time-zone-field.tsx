import { DEALER_TIME_ZONES } from '@rr/contracts';
import { timeZoneOfAddress } from '@rr/contracts/time-zones';
import { Field, Select, timeZoneName } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AddressValues } from './address-fields';
import type { ContractForm } from './use-contract-form';

/** The inputs the time zone follows, and the zone chosen ('' follows the address). */
interface ZoneValues extends AddressValues {
  timeZone: string;
}

/**
 * The zone a dealer's times are shown in: blank follows the address (its zone named), or one of the programme's
 * zones (a shop in the part of a state on another clock). Texts: `${messages}.timeZone`, `.timeZoneHint`,
 * `.timeZoneFromAddress`.
 */
export function TimeZoneField<V extends ZoneValues, B>({ form: anyForm, messages, className }: { form: Pick<ContractForm<V, B>, 'error' | 'field' | 'form'>; messages: string; className?: string }) {
  const form = anyForm as unknown as Pick<ContractForm<ZoneValues, B>, 'error' | 'field' | 'form'>;
  const intl = useIntl();
  // Each zone with what its clock is called now ('America/Toronto (EST)').
  const now = new Date();
  const zoneText = (zone: string) => `${zone} (${timeZoneName(now, zone, intl.locale)})`;
  const addressZone = timeZoneOfAddress({ country: form.form.watch('country'), state: form.form.watch('state') });
  return (
    <Field label={<FormattedMessage id={`${messages}.timeZone`} />} hint={<FormattedMessage id={`${messages}.timeZoneHint`} />} error={form.error('timeZone')} className={className}>
      <Select {...form.field('timeZone')}>
        <option value="">{intl.formatMessage({ id: `${messages}.timeZoneFromAddress` }, { zone: zoneText(addressZone) })}</option>
        {DEALER_TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zoneText(zone)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
