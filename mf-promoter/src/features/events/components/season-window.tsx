import { publicPaths } from '@rr/contracts/routes';
import { localeAtom } from '@rr/session';
import { Alert, TextLink } from '@rr/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The seasons a promoter may enter events in, said above the event form: those their application is approved for
 * (the events service refuses another season's first day); without one, the way to apply.
 */
export function SeasonWindow({ seasons }: { seasons: readonly number[] }) {
  const intl = useIntl();
  const site = publicPaths(useAtomValue(localeAtom));
  if (seasons.length === 0) {
    return (
      <Alert tone="warning" className="pro-season-window">
        <FormattedMessage id="promoter.newEvent.noSeasons" values={{ link: (chunks: ReactNode[]) => <TextLink to={site.promoters()}>{chunks}</TextLink> }} />
      </Alert>
    );
  }
  return (
    <p className="rr-muted pro-season-window" data-testid="season-window">
      <FormattedMessage id="promoter.newEvent.seasons" values={{ seasons: intl.formatList(seasons.map(String), { type: 'conjunction' }) }} />
    </p>
  );
}
