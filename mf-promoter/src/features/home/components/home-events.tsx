import { paths } from '@rr/contracts/routes';
import { usePromoterEvents } from '@rr/event-tools';
import { Table, Tabs, useFormat } from '@rr/ui';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { programmeToday } from '@rr/contracts/programme-calendar';
import { splitByDate } from '../../../lib/event-dates';
import { usePromoterId } from '../../../lib/use-promoter-id';
import { eventColumns } from '../../../components/event-columns';
import { HomeCard } from './home-card';

/** Every event of the promoter, upcoming (the next first) and past (the latest first), each with its results countdown. */
export function HomeEvents() {
  const format = useFormat();
  const events = usePromoterEvents(usePromoterId());
  const [tab, setTab] = useState('upcoming');
  const columns = eventColumns(format);
  return (
    <HomeCard
      titleId="promoter.home.eventsTitle"
      add={{ to: paths.promoter.event('new'), labelId: 'promoter.home.addEvent', icon: CalendarPlus, className: 'pro-icon-button' }}
      query={events}
      isEmpty={(data) => data.events.length === 0}
      emptyId="promoter.home.noEvents"
    >
      {(data) => {
        const { upcoming, past } = splitByDate(data.events, programmeToday());
        return (
          <Tabs
            selectedKey={tab}
            onChange={setTab}
            tabs={[
              {
                key: 'upcoming',
                label: <FormattedMessage id="promoter.home.upcoming" values={{ count: upcoming.length }} />,
                content: <Table columns={columns} rows={upcoming} rowKey={(e) => e._id} caption={<FormattedMessage id="promoter.home.upcomingCaption" />} empty={<FormattedMessage id="promoter.home.noUpcoming" />} />,
              },
              {
                key: 'past',
                label: <FormattedMessage id="promoter.home.past" values={{ count: past.length }} />,
                content: <Table columns={columns} rows={past} rowKey={(e) => e._id} caption={<FormattedMessage id="promoter.home.pastCaption" />} empty={<FormattedMessage id="promoter.home.noPast" />} />,
              },
            ]}
          />
        );
      }}
    </HomeCard>
  );
}
