import type { TillRider } from '@rr/contracts';
import { Avatar, ButtonLink, Card } from '@rr/ui';
import { ArrowLeft } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { PinBadge, RiderBikes, useRiderPlace } from '../../../components/rider-facts';
import { StepTitle } from './step-title';

/** Step 1: the rider in front of the counter, with their photo for the ID check, bikes and PIN state. */
export function RiderCard({ rider, searchHref }: { rider: TillRider; searchHref: string }) {
  const place = useRiderPlace();
  return (
    <Card
      title={<StepTitle number={1} />}
      actions={
        <ButtonLink to={searchHref} variant="ghost" size="sm" className="dlr-link-button">
          <ArrowLeft className="rr-icon" aria-hidden="true" />
          <FormattedMessage id="dealer.till.back" />
        </ButtonLink>
      }
    >
      <div className="dlr-till-rider">
        <Avatar src={rider.profileImage} name={rider.fullName} size="lg" />
        <div className="dlr-till-rider__facts">
          <p className="dlr-till-rider__name">{rider.fullName}</p>
          <p className="rr-muted">{place(rider)}</p>
          <RiderBikes bikes={rider.bikes} />
          <p className="dlr-till-rider__pin">
            <PinBadge rider={rider} />
          </p>
        </div>
      </div>
    </Card>
  );
}
