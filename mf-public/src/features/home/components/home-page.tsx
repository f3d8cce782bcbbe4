import { FormattedMessage } from 'react-intl';
import { useAtomValue } from 'jotai';
import { brandNameAtom } from '@rr/session';
import { ButtonLink, QueryState, TextLink, useFormat } from '@rr/ui';
import { EmptyBlock } from '../../../components/status';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { EventList } from '../../events';
import { useContingency } from '../api/get-contingency';
import { UPCOMING_LIMIT, useUpcomingEvents } from '../api/get-upcoming-events';

const STEPS = ['register', 'race', 'earn'] as const;

/**
 * The contingency headline: what riders can still race for (every upcoming event's posted contingency, one amount per
 * currency: the largest in big type, any other after a plus in the label line). Hidden until (and unless) the aggregate answers with an amount; its space is kept meanwhile, so the
 * buttons under it do not move when it arrives.
 */
function ContingencyHeadline() {
  const format = useFormat();
  const contingency = useContingency();
  const [largest, ...others] = contingency.data?.totals ?? [];
  return (
    <div className="pub-hero__stat" aria-hidden={largest ? undefined : true} data-state={largest ? 'shown' : 'empty'}>
      {largest && (
        <>
          <span className="pub-hero__stat-value">{format.money(largest.cents, largest.currency)}</span>
          <span className="pub-hero__stat-label">
            {others.length > 0 && `+ ${format.moneyTotals(others)} `}
            <FormattedMessage id="public.home.contingency.label" />
          </span>
        </>
      )}
    </div>
  );
}

function UpcomingEvents() {
  const localized = useLocalizedPath();
  const upcoming = useUpcomingEvents();
  return (
    <section className="pub-section" aria-labelledby="home-upcoming">
      <div className="pub-section__head">
        <h2 id="home-upcoming" className="pub-section__title"><FormattedMessage id="public.home.upcoming.title" /></h2>
        <TextLink to={localized('/events')}><FormattedMessage id="public.home.upcoming.all" /></TextLink>
      </div>
      <QueryState
        query={upcoming}
        error={<EmptyBlock titleId="public.home.upcoming.unavailable" />}
        isEmpty={(data) => data.events.length === 0}
        empty={<EmptyBlock titleId="public.events.empty.upcoming" textId="public.home.upcoming.emptyText" />}
      >
        {(data) => <EventList events={data.events.slice(0, UPCOMING_LIMIT)} />}
      </QueryState>
    </section>
  );
}

/** '/': the programme pitch, the contingency headline, calls to action and the next events. */
export function HomePage() {
  const brand = useAtomValue(brandNameAtom);
  const localized = useLocalizedPath();
  return (
    <div className="pub-home">
      <section className="pub-hero" aria-labelledby="home-title">
        <div className="pub-hero__inner">
          <p className="pub-hero__eyebrow">{brand}</p>
          <h1 id="home-title" className="pub-hero__title"><FormattedMessage id="public.home.hero.title" /></h1>
          <p className="pub-hero__text"><FormattedMessage id="public.home.hero.text" values={{ brand }} /></p>
          <ContingencyHeadline />
          <div className="pub-hero__actions">
            <ButtonLink size="lg" to={localized('/events')}>
              <FormattedMessage id="public.home.cta.events" />
            </ButtonLink>
            <ButtonLink size="lg" variant="secondary" to={localized('/register')}>
              <FormattedMessage id="public.home.cta.register" />
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="rr-container pub-page">
        <section className="pub-section" aria-labelledby="home-how">
          <h2 id="home-how" className="pub-section__title"><FormattedMessage id="public.home.how.title" /></h2>
          <ol className="pub-steps">
            {STEPS.map((step, index) => (
              <li key={step} className="pub-step">
                <span className="pub-step__number" aria-hidden="true">{index + 1}</span>
                <h3 className="pub-step__title"><FormattedMessage id={`public.home.how.${step}.title`} /></h3>
                <p className="pub-step__text"><FormattedMessage id={`public.home.how.${step}.text`} /></p>
              </li>
            ))}
          </ol>
        </section>

        <UpcomingEvents />

        <section className="pub-band" aria-labelledby="home-promoters">
          <div>
            <h2 id="home-promoters" className="pub-band__title"><FormattedMessage id="public.home.promoters.title" /></h2>
            <p className="pub-band__text"><FormattedMessage id="public.home.promoters.text" /></p>
          </div>
          <ButtonLink variant="secondary" to={localized('/promoters')}>
            <FormattedMessage id="public.home.promoters.cta" />
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
