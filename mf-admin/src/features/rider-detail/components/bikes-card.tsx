import { bikeInputSchema, isVinReason, type BikeAddedAnswer, type BikeInput, type RiderBike } from '@rr/contracts';
import { Alert, Button, Card, ConfirmPrompt, Table, apiErrorText, toast, useFormat, type DataColumn } from '@rr/ui';
import { BikeFields } from '@rr/ui/bike-fields';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { VinStatusBadge, vinReasonText } from '@rr/ui/vin';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addBike, changeBike, removeBike, useRiderWrite } from '../api/rider-admin';
import type { AdminRider } from '../api/rider-money';
import { BIKE_CODE_FIELDS, EMPTY_BIKE, bikeBody, type BikeValues } from '../lib/rider-form';
import { bikeFormValues } from '@rr/contracts';

/**
 * The rider's bikes (spec §3 "Bike": year, make, model, VIN, valid flag) with each VIN's status and why (spec §4 VIN:
 * 'VIN verified' or 'Invalid VIN', checked against the VIN patterns); staff add a bike for the rider and remove one
 * after a confirmation (spec §2). One VIN belongs to one rider (409 VIN_TAKEN on the field).
 */
export function BikesCard({ rider }: { rider: AdminRider }) {
  const intl = useIntl();
  const removal = useRiderWrite(rider._id, (bikeId: string) => removeBike(rider._id, bikeId));
  const [adding, setAdding] = useState(false);
  const [correcting, setCorrecting] = useState<RiderBike | null>(null);
  const [asked, setAsked] = useState<RiderBike | null>(null);
  const busy = removal.isPending;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderPage.bikes.${id}` }, values);
  const format = useFormat();
  const bikeName = (bike: RiderBike) => `${bike.year} ${bike.make} ${bike.model}`;

  const remove = async () => {
    if (!asked) return;
    try {
      await removal.mutateAsync(asked._id);
      toast.success(t('removed', { bike: bikeName(asked) }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAsked(null);
    }
  };

  const columns: DataColumn<RiderBike, ReactNode>[] = [
    {
      id: 'bike',
      header: t('col.bike'),
      cell: (bike) => (
        <span className="adm-rd-cell">
          <strong>{bikeName(bike)}</strong>
          <code className="adm-vin">{bike.vin}</code>
          {bike.saleDate ? <span className="rr-muted">{t('soldOn', { day: format.date(bike.saleDate) })}</span> : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('col.status'),
      cell: (bike) => (
        <span className="adm-rd-cell">
          <VinStatusBadge valid={bike.valid} />
          {isVinReason(bike.validReason) ? <span className="rr-muted">{vinReasonText(intl, bike.validReason)}</span> : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="rr-visually-hidden">{t('col.actions')}</span>,
      align: 'right',
      stickyEnd: true,
      cell: (bike) => (
        <span className="adm-actions">
          <Button size="sm" variant="ghost" onClick={() => setCorrecting(bike)} aria-label={t('correctOne', { bike: bikeName(bike) })}>
            {t('correct')}
          </Button>
          <Button size="sm" variant="ghost" className="adm-danger-text" onClick={() => setAsked(bike)} aria-label={t('removeOne', { bike: bikeName(bike) })}>
            {t('remove')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card
      title={t('title')}
      padded={false}
      actions={
        adding ? null : (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        )
      }
    >
      {rider.bikes.length === 0 ? (
        <div className="adm-toolbar">
          <Alert tone="warning">{t('none')}</Alert>
        </div>
      ) : (
        <Table columns={columns} rows={rider.bikes} rowKey={(bike) => bike._id} caption={t('title')} />
      )}
      {adding ? <AddBikeForm riderId={rider._id} onDone={() => setAdding(false)} /> : null}
      {correcting ? <AddBikeForm key={correcting._id} riderId={rider._id} bike={correcting} onDone={() => setCorrecting(null)} /> : null}
      <ConfirmPrompt
        open={asked !== null}
        busy={busy}
        title={asked ? t('confirmTitle', { bike: bikeName(asked) }) : ''}
        message={asked ? t('confirmLead', { vin: asked.vin, name: rider.fullName }) : ''}
        confirmLabel={t('remove')}
        onCancel={() => setAsked(null)}
        onConfirm={() => void remove()}
      />
    </Card>
  );
}

/**
 * Year, make, model, VIN and the sale day; the VIN is checked against the patterns when saved and its status shown in
 * the list. With `bike`, that bike is corrected (the same checks) instead of a new one added.
 */
function AddBikeForm({ riderId, bike: corrected, onDone }: { riderId: string; bike?: RiderBike; onDone: () => void }) {
  const intl = useIntl();
  const save = useRiderWrite(riderId, (body: BikeInput) => (corrected ? changeBike(riderId, corrected._id, body) : addBike(riderId, body)));
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderPage.bikes.${id}` }, values);
  const form = useContractForm<BikeValues, BikeInput, BikeAddedAnswer>({
    schema: bikeInputSchema,
    defaultValues: corrected ? bikeFormValues(corrected) : EMPTY_BIKE,
    toBody: bikeBody,
    codeFields: BIKE_CODE_FIELDS,
    send: (body) => save.mutateAsync(body),
    onSuccess: ({ bike }) => {
      const name = `${bike.year} ${bike.make} ${bike.model}`;
      toast.success(corrected ? t('corrected', { bike: name }) : t(bike.valid === 'verified' ? 'addedVerified' : bike.valid === 'invalid' ? 'addedInvalid' : 'addedUnverified', { bike: name }));
      onDone();
    },
  });
  return (
    <form className="adm-rd-add rr-stack" {...form.formProps}>
      <h3 className="adm-rd-subtitle">{t(corrected ? 'correctTitle' : 'addTitle')}</h3>
      <BikeFields form={form} messages="admin.riderPage.bikes" ids={{ vinHint: 'admin.riderForm.vinHint' }} gridClassName="adm-form-grid" saleDate vinClassName="adm-vin-input" />
      <FormProblem form={form} />
      <div className="adm-form-actions">
        <Button variant="secondary" onClick={onDone} disabled={form.submitting}>
          <FormattedMessage id="admin.cancel" />
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
