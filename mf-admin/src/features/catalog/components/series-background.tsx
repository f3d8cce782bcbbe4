import type { Series } from '@rr/contracts';
import { Card } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';

/** Its discipline and season, what the application it was set up from said, and the tracks it races at. */
export function SeriesBackground({ serie }: { serie: Series }) {
  const intl = useIntl();
  const notes = serie.fromApplication;
  const venues = serie.venues ?? [];
  const facts = [
    serie.seasonYear ? intl.formatMessage({ id: 'admin.series.season' }, { year: serie.seasonYear }) : null,
    serie.discipline ? intl.formatMessage({ id: 'admin.series.discipline' }, { discipline: intl.formatMessage({ id: `eventTools.raceStyle.${serie.discipline}` }) }) : null,
  ].filter((fact): fact is string => fact !== null);
  if (!notes && venues.length === 0 && facts.length === 0) return null;
  return (
    <Card title={<FormattedMessage id="admin.series.background" />}>
      <ul className="rr-stack" data-testid="series-background">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        {notes ? (
          <li>
            <FormattedMessage
              id="admin.series.fromApplication"
              values={{
                year: notes.seasonYear,
                count: notes.averageEntries,
                bodies: notes.sanctioningBodies.length > 0 ? intl.formatList(notes.sanctioningBodies, { type: 'conjunction' }) : intl.formatMessage({ id: 'admin.series.noSanction' }),
                mixed: notes.mixedClasses ? 'yes' : 'no',
              }}
            />
          </li>
        ) : null}
        {venues.length > 0 ? (
          <li>
            <FormattedMessage id="admin.series.venues" values={{ venues: intl.formatList(venues.map((venue) => venue.name), { type: 'conjunction' }) }} />
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
