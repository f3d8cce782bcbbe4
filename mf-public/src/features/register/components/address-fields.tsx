import { AddressFields as SharedAddressFields, type AddressFieldsProps, type AddressValues } from '@rr/ui/address-fields';
import { addressVariant } from '../lib/registration-form';
import { FeatureIntl } from '../i18n';

export type { AddressValues };

/**
 * Country and address, in the registration's words (`public.register.*`). US and Canada pick the state or province
 * from a list and type a ZIP or postal code in their format; other countries type an optional region and a postal
 * code. Switching the country switches the variant and clears a state that no longer applies.
 */
/** The address block inside the register feature's catalog: the promoters' application form uses it too. */
export function AddressFields<V extends AddressValues, B>({ form, lineTwo = true }: { form: AddressFieldsProps<V, B>['form']; lineTwo?: boolean }) {
  const country = (form as unknown as AddressFieldsProps<AddressValues, B>['form']).form.watch('country');
  return (
    <FeatureIntl>
      <div className="pub-form-grid" data-variant={addressVariant(country)} data-testid="address-fields">
        <SharedAddressFields
          form={form}
          messages="public.register"
          parts={lineTwo ? undefined : ['country', 'addressLine1', 'city', 'state', 'zipcode']}
          naming="guided"
          autoComplete="address"
          stateOptions="sorted"
          wideClassName="pub-form-grid__full"
          optionalClassName="pub-optional"
        />
      </div>
    </FeatureIntl>
  );
}
