import { bikeInputSchema, type BikeAddedAnswer, type BikeInput } from '@rr/contracts';
import { Button } from '@rr/ui';
import { BikeFields } from '@rr/ui/bike-fields';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { addBike, changeBike } from '../api/profile-api';
import { bikeBody, type BikeValues } from '../lib/profile-form';
import { useProfileWrite } from './use-profile-write';

/**
 * A bike to add, or one to correct (`bikeId`): year, make, model and the VIN, explained as it is typed (length,
 * letters a VIN never has, check digit, model year, maker) before the server matches it against the VIN patterns.
 */
export function BikeForm({ riderId, bikeId, initial, onSaved, onCancel }: { riderId: string; bikeId?: string; initial: BikeValues; onSaved: (answer: BikeAddedAnswer) => void | Promise<void>; onCancel: () => void }) {
  const intl = useIntl();
  const save = useProfileWrite(riderId, (body: BikeInput) => (bikeId ? changeBike(riderId, bikeId, body) : addBike(riderId, body)), (answer) => answer.rider);
  const form = useContractForm<BikeValues, BikeInput, BikeAddedAnswer>({
    schema: bikeInputSchema,
    defaultValues: initial,
    toBody: bikeBody,
    codeFields: { VIN_TAKEN: 'vin' },
    send: (body) => save.mutateAsync(body),
    onSuccess: (answer) => onSaved(answer),
  });

  return (
    <form className="rr-stack rdr-bike-form" {...form.formProps} aria-label={intl.formatMessage({ id: bikeId ? 'rider.profile.bikes.correctTitle' : 'rider.profile.bikes.addTitle' })}>
      <h3 className="rdr-bike-form__title">
        <FormattedMessage id={bikeId ? 'rider.profile.bikes.correctTitle' : 'rider.profile.bikes.addTitle'} />
      </h3>
      <FormProblem form={form} />
      <BikeFields form={form} messages="rider.profile.bikes.field" gridClassName="rdr-profile__grid" saleDate vinClassName="rdr-profile__mono" vinFieldClassName="rdr-profile__wide" />
      <div className="rr-form-actions rdr-profile__actions">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={form.submitting}>
          <FormattedMessage id="ui.confirm.cancel" />
        </Button>
        <Button type="submit" loading={form.submitting}>
          <FormattedMessage id={bikeId ? 'rider.profile.bikes.saveCorrection' : 'rider.profile.bikes.saveNew'} />
        </Button>
      </div>
    </form>
  );
}
