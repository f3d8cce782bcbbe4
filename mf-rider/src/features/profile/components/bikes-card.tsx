import { paths, type BikeAddedAnswer, type RiderBike, type RiderViewBody } from '@rr/contracts';
import { Alert, Button, ButtonLink, Card, ConfirmPrompt, EmptyState, apiErrorText, toast } from '@rr/ui';
import { VinStatusBadge, vinReasonText } from '@rr/ui/vin';
import { Bike, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { removeBike } from '../api/profile-api';
import { EMPTY_BIKE, bikeValues, vinAttention } from '../lib/profile-form';
import { BikeForm } from './bike-form';
import { useProfileWrite } from './use-profile-write';

/** "2025 Apex MX 450F". */
const bikeName = (bike: Pick<RiderBike, 'year' | 'make' | 'model'>) => `${bike.year} ${bike.make} ${bike.model}`.trim();

/** The VIN check's verdict ('VIN verified', 'Invalid VIN', waiting) and why (spec §4 VIN, §8). */
function BikeStatus({ bike }: { bike: RiderBike }) {
  const intl = useIntl();
  return (
    <div className="rdr-bike__status">
      <VinStatusBadge valid={bike.valid} />
      <span className="rr-muted">{vinReasonText(intl, bike.validReason)}</span>
    </div>
  );
}

/**
 * What the route guard's `redirect=vin` asks the rider to fix (spec §4 rider readiness, §6): a first bike, or which
 * bike is invalid and why; once nothing is left, the way on to the dashboard.
 */
function VinNotice({ bikes }: { bikes: RiderBike[] }) {
  const intl = useIntl();
  const attention = vinAttention(bikes);
  if (attention.kind === 'ready') {
    return (
      <Alert tone="success" title={<FormattedMessage id="rider.profile.vinNotice.ready.title" />}>
        <p className="rr-flush">
          <FormattedMessage id="rider.profile.vinNotice.ready.text" />
        </p>
        <ButtonLink to={paths.rider.dashboard()} size="sm" className="rdr-profile__notice-action">
          <FormattedMessage id="rider.profile.vinNotice.ready.action" />
        </ButtonLink>
      </Alert>
    );
  }
  if (attention.kind === 'noBike') {
    return (
      <Alert tone="warning" title={<FormattedMessage id="rider.profile.vinNotice.noBike.title" />}>
        <FormattedMessage id="rider.profile.vinNotice.noBike.text" />
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title={<FormattedMessage id="rider.profile.vinNotice.invalid.title" values={{ count: attention.bikes.length }} />}>
      <ul className="rdr-profile__notice-list">
        {attention.bikes.map((bike) => (
          <li key={bike._id}>
            <FormattedMessage
              id="rider.profile.vinNotice.invalid.bike"
              values={{ bike: <strong>{bikeName(bike)}</strong>, vin: <span className="rdr-profile__mono">{bike.vin}</span>, reason: vinReasonText(intl, bike.validReason) }}
            />
          </li>
        ))}
      </ul>
      <p className="rr-flush">
        <FormattedMessage id="rider.profile.vinNotice.invalid.fix" />
      </p>
    </Alert>
  );
}

/**
 * The rider's bikes (spec §2 bikes with VIN verification, §3 Bike, §4 VIN): each with its VIN status
 * and reason, corrected or removed (after a confirmation), and new ones added with the VIN explained as it is typed.
 * With `redirect=vin` (the route guard sent the rider here) the section comes into view, says what to fix, and opens the
 * form that fixes it.
 */
export function BikesCard({ rider, redirectVin }: { rider: RiderViewBody; redirectVin: boolean }) {
  const intl = useIntl();
  const removal = useProfileWrite(rider._id, (bike: RiderBike) => removeBike(rider._id, bike._id), (answer) => answer.rider);
  const section = useRef<HTMLDivElement | null>(null);
  const firstInvalid = rider.bikes.find((bike) => bike.valid === 'invalid');
  // The guard sent the rider here: open what fixes it (a first bike, or the first invalid bike's correction).
  const [editing, setEditing] = useState<string | 'new' | null>(() => (redirectVin ? (rider.bikes.length === 0 ? 'new' : (firstInvalid?._id ?? null)) : null));
  const [removing, setRemoving] = useState<RiderBike | null>(null);

  useEffect(() => {
    if (!redirectVin) return;
    section.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    section.current?.focus({ preventScroll: true });
  }, [redirectVin]);

  const onSaved = (answer: BikeAddedAnswer, corrected: boolean) => {
    setEditing(null);
    const { bike } = answer;
    const values = { bike: bikeName(bike), reason: vinReasonText(intl, bike.validReason) };
    const message = intl.formatMessage({ id: `rider.profile.bikes.${corrected ? 'corrected' : 'added'}.${bike.valid}` }, values);
    if (bike.valid === 'invalid') toast.error(message);
    else toast.success(message);
  };

  const confirmRemove = () => {
    if (!removing) return;
    removal.mutate(removing, {
      onSuccess: (_answer, bike) => {
        toast.success(intl.formatMessage({ id: 'rider.profile.bikes.removed' }, { bike: bikeName(bike) }));
        setRemoving(null);
        setEditing((open) => (open === bike._id ? null : open));
      },
      onError: (caught) => toast.error(apiErrorText(intl, caught)),
    });
  };

  const form = (bikeId: string | undefined, initial: typeof EMPTY_BIKE): ReactNode => (
    <BikeForm riderId={rider._id} bikeId={bikeId} initial={initial} onSaved={(answer) => onSaved(answer, bikeId !== undefined)} onCancel={() => setEditing(null)} />
  );

  return (
    <div ref={section} id="bikes" tabIndex={-1} className="rdr-profile__anchor">
      <Card
        className="rdr-profile__bikes"
        title={<FormattedMessage id="rider.profile.bikes.title" />}
        actions={
          editing === 'new' ? null : (
            <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
              <Plus className="rr-icon" aria-hidden="true" />
              <FormattedMessage id="rider.profile.bikes.add" />
            </Button>
          )
        }
      >
        <div className="rr-stack">
          {redirectVin ? <VinNotice bikes={rider.bikes} /> : null}
          <p className="rr-muted rr-flush">
            <FormattedMessage id="rider.profile.bikes.lead" />
          </p>
          {rider.bikes.length === 0 && editing !== 'new' ? (
            <EmptyState icon={<Bike className="rr-icon" aria-hidden="true" />} title={<FormattedMessage id="rider.profile.bikes.empty" />} description={<FormattedMessage id="rider.profile.bikes.emptyHint" />} />
          ) : (
            <ul className="rdr-bikes">
              {rider.bikes.map((bike) => (
                <li key={bike._id} className={`rdr-bike rdr-bike--${bike.valid}`}>
                  <div className="rdr-bike__head">
                    <div className="rdr-bike__name">
                      <strong>{bikeName(bike)}</strong>
                      <span className="rdr-profile__mono rdr-bike__vin">
                        <FormattedMessage id="rider.profile.bikes.vin" values={{ vin: bike.vin }} />
                      </span>
                    </div>
                    <div className="rr-cluster rdr-bike__actions">
                      <Button size="sm" variant="ghost" onClick={() => setEditing(bike._id)} disabled={editing === bike._id} aria-label={intl.formatMessage({ id: 'rider.profile.bikes.correctOne' }, { bike: bikeName(bike) })}>
                        <Pencil className="rr-icon" aria-hidden="true" />
                        <FormattedMessage id="rider.profile.bikes.correct" />
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(bike)} aria-label={intl.formatMessage({ id: 'rider.profile.bikes.removeOne' }, { bike: bikeName(bike) })}>
                        <Trash2 className="rr-icon" aria-hidden="true" />
                        <FormattedMessage id="rider.profile.bikes.remove" />
                      </Button>
                    </div>
                  </div>
                  <BikeStatus bike={bike} />
                  {editing === bike._id ? form(bike._id, bikeValues(bike)) : null}
                </li>
              ))}
            </ul>
          )}
          {editing === 'new' ? form(undefined, EMPTY_BIKE) : null}
        </div>
        <ConfirmPrompt
          open={removing !== null}
          title={<FormattedMessage id="rider.profile.bikes.confirm.title" />}
          message={removing ? <FormattedMessage id={rider.bikes.length === 1 ? 'rider.profile.bikes.confirm.last' : 'rider.profile.bikes.confirm.text'} values={{ bike: bikeName(removing), vin: removing.vin }} /> : null}
          confirmLabel={<FormattedMessage id="rider.profile.bikes.confirm.action" />}
          busy={removal.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      </Card>
    </div>
  );
}
