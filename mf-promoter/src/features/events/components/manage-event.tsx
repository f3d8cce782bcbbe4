import { paths } from '@rr/contracts/routes';
import { EventWorkbench } from '@rr/event-tools';
import { TextLink } from '@rr/ui';
import { FormattedMessage } from 'react-intl';

const LINKS = {
  back: (
    <TextLink to={paths.promoter.home()}>
      <FormattedMessage id="promoter.backHome" />
    </TextLink>
  ),
  eventPath: (id: string) => paths.promoter.event(id),
  afterDelete: paths.promoter.home(),
};

/** One of the promoter's events with its tools (@rr/event-tools); someone else's event answers 404, said as not found. */
export function ManageEvent({ eventId }: { eventId: string }) {
  return <EventWorkbench eventId={eventId} links={LINKS} />;
}
