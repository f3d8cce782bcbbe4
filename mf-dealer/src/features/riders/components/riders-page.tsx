import { TILL_SEARCH_LIMIT, TILL_SEARCH_MIN_LENGTH, type TillRider } from '@rr/contracts';
import { paths } from '@rr/contracts/routes';
import { Link, useSearchParams } from '@rr/router';
import { Avatar, Card, Field, Input, PageHeader, Spinner } from '@rr/ui';
import { useDebounced } from '@rr/ui/use-debounced';
import { ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/load-error';
import { PinBadge, RiderBikes, useRiderPlace } from '../../../components/rider-facts';
import { useRiderSearch } from '../api/search-riders';
import { QUERY_PARAM, SEARCH_DEBOUNCE_MS, normaliseSearch, searchTerm, searchWithQuery } from '../lib/search';
import '../../../components/dealer.css';
import '../riders.css';

/**
 * /auth/dealer/riders?query= (spec §2 rider search): step 1 of a redemption. The rider's name, e-mail,
 * city or AMA number, searched from 2 characters once typing settles, the text kept in the URL; each match is a large
 * card (where they live, their bikes, whether their PIN is ready) leading to the till.
 */
export function RidersPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const query = search.get(QUERY_PARAM) ?? '';
  const [text, setText] = useState(query);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const term = searchTerm(query);
  const results = useRiderSearch(term);

  // What was typed, once settled, goes to the address (replacing it: each keystroke is not a page to go back to).
  useEffect(() => {
    if (normaliseSearch(settled) !== query) setSearch((current) => searchWithQuery(current, settled), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- typing drives this
  }, [settled]);

  const typed = normaliseSearch(text);
  const riders = term !== null && results.data ? results.data.riders : null;
  const waiting = term !== null && (results.isFetching || normaliseSearch(settled) !== query);

  return (
    <div className="dlr-page">
      <PageHeader eyebrow={<FormattedMessage id="dealer.area" />} title={<FormattedMessage id="dealer.riders.title" />} description={<FormattedMessage id="dealer.riders.lead" />} />
      <Card>
        <form role="search" className="dlr-rider-search" onSubmit={(event) => event.preventDefault()} aria-label={intl.formatMessage({ id: 'dealer.riders.title' })}>
          <Field label={<FormattedMessage id="dealer.riders.search.label" />} hint={<FormattedMessage id="dealer.riders.search.hint" values={{ min: TILL_SEARCH_MIN_LENGTH }} />}>
            <Input
              type="search"
              name={QUERY_PARAM}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              autoFocus={query === ''}
              className="dlr-search-input"
            />
          </Field>
        </form>
      </Card>
      <section aria-labelledby="dlr-riders-results" className="dlr-riders-results">
        <h2 id="dlr-riders-results" className="rr-visually-hidden">
          <FormattedMessage id="dealer.riders.results" />
        </h2>
        <div className="dlr-riders-status" aria-live="polite">
          {typed !== '' && searchTerm(typed) === null ? (
            <p className="rr-muted">
              <FormattedMessage id="dealer.riders.tooShort" values={{ min: TILL_SEARCH_MIN_LENGTH }} />
            </p>
          ) : term === null ? (
            <p className="rr-muted">
              <FormattedMessage id="dealer.riders.idle" />
            </p>
          ) : waiting && !riders ? (
            <Spinner label={intl.formatMessage({ id: 'dealer.riders.searching' })} />
          ) : riders ? (
            <p className="rr-muted">
              {riders.length === 0 ? (
                <FormattedMessage id="dealer.riders.none" values={{ query: term }} />
              ) : riders.length >= TILL_SEARCH_LIMIT ? (
                <FormattedMessage id="dealer.riders.limit" values={{ count: riders.length }} />
              ) : (
                <FormattedMessage id="dealer.riders.count" values={{ count: riders.length }} />
              )}
            </p>
          ) : null}
        </div>
        {term !== null && results.isError && !results.data ? <LoadError error={results.error} onRetry={() => void results.refetch()} /> : null}
        {riders && riders.length > 0 ? (
          <ul className={['dlr-rider-list', waiting ? 'dlr-rider-list--stale' : ''].filter(Boolean).join(' ')} aria-busy={waiting || undefined}>
            {riders.map((rider) => (
              <li key={rider._id}>
                <RiderRow rider={rider} from={`?${search.toString()}`} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/** One match: a large touch target to the rider's till, which leads back to this search (`from`). */
function RiderRow({ rider, from }: { rider: TillRider; from: string }) {
  const place = useRiderPlace();
  return (
    <Link className="dlr-rider-row" to={paths.dealer.rider(rider._id)} state={{ search: from }}>
      <span aria-hidden="true" className="dlr-rider-row__avatar">
        <Avatar src={rider.profileImage} name={rider.fullName} size="md" />
      </span>
      <span className="dlr-rider-row__body">
        <span className="dlr-rider-row__name">{rider.fullName}</span>
        <span className="rr-muted">{place(rider)}</span>
        <RiderBikes bikes={rider.bikes} className="dlr-rider-row__bikes" />
      </span>
      <span className="dlr-rider-row__aside">
        <PinBadge rider={rider} />
        <ChevronRight className="rr-icon dlr-rider-row__chevron" aria-hidden="true" />
      </span>
    </Link>
  );
}
