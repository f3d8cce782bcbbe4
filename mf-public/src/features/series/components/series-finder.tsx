import type { SeriesListItem } from '@rr/contracts';
import { CA_PROVINCES, COUNTRIES, US_STATES } from '../../../config/locations';
import { Link, useSearchParams } from '@rr/router';
import { Button, Field, Input, Pagination, QueryState, Select, useFormat } from '@rr/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyBlock } from '../../../components/status';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useSeriesList, type SeriesSearch } from '../api/get-series';

const PARAMS = { name: 'sname', state: 'sstate', country: 'scountry', page: 'spage' } as const;

function SeriesCard({ series }: { series: SeriesListItem }) {
  const localized = useLocalizedPath();
  const format = useFormat();
  const intl = useIntl();
  return (
    <article className="pub-event-card">
      <div className="pub-event-card__body">
        {series.category && <p className="pub-event-card__style">{series.category.name}</p>}
        <h3 className="pub-event-card__title">
          <Link className="pub-event-card__link" to={localized(`/events/serie/${series._id}`)}>
            {series.name}
          </Link>
        </h3>
        <p className="pub-event-card__meta">
          {[series.state, intl.formatDisplayName(series.country, { type: 'region' }) ?? series.country].filter(Boolean).join(', ')}
        </p>
        <p className="pub-event-card__meta">
          <FormattedMessage id="public.seriesFinder.events" values={{ count: series.eventCount }} />
          {series.races ? (
            <>
              {' · '}
              <FormattedMessage id="public.seriesFinder.races" values={{ count: series.races }} />
            </>
          ) : null}
          {series.bonus > 0 ? (
            <>
              {' · '}
              <FormattedMessage id="public.seriesFinder.bonus" values={{ amount: format.money(series.bonus, series.currency) }} />
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** The series finder (spec §2 "Series finder"): active series by name, country and state, 12 a page; the search is in the URL. */
export function SeriesFinder() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search: SeriesSearch = {
    ...(params.get(PARAMS.name) ? { name: params.get(PARAMS.name)! } : {}),
    ...(params.get(PARAMS.state) ? { state: params.get(PARAMS.state)! } : {}),
    ...(params.get(PARAMS.country) ? { country: params.get(PARAMS.country)! } : {}),
    page: Math.max(1, Number(params.get(PARAMS.page)) || 1),
  };
  const [draft, setDraft] = useState({ name: search.name ?? '', country: search.country ?? '', state: search.state ?? '' });
  const result = useSeriesList(search);
  const apply = (next: Partial<Record<keyof typeof PARAMS, string>>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        const param = PARAMS[key as keyof typeof PARAMS];
        if (value) out.set(param, value);
        else out.delete(param);
      }
      if (!('page' in next)) out.delete(PARAMS.page);
      return out;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ name: draft.name.trim(), country: draft.country, state: draft.state });
  };
  const states = draft.country === 'US' ? US_STATES : draft.country === 'CA' ? CA_PROVINCES : null;
  return (
    <div className="rr-stack">
      <form role="search" className="pub-filters" onSubmit={submit} aria-label={intl.formatMessage({ id: 'public.seriesFinder.label' })}>
        <Field className="pub-filters__query" label={<FormattedMessage id="public.seriesFinder.name" />}>
          <Input type="search" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Field>
        <Field label={<FormattedMessage id="public.seriesFinder.country" />}>
          <Select value={draft.country} onChange={(e) => setDraft({ ...draft, country: e.target.value, state: '' })}>
            <option value="">{intl.formatMessage({ id: 'public.seriesFinder.any' })}</option>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {intl.formatDisplayName(code, { type: 'region' }) ?? code}
              </option>
            ))}
          </Select>
        </Field>
        {states && (
          <Field label={<FormattedMessage id="public.seriesFinder.state" />}>
            <Select value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value })}>
              <option value="">{intl.formatMessage({ id: 'public.seriesFinder.any' })}</option>
              {states.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <div className="pub-filters__actions">
          <Button type="submit">
            <FormattedMessage id="public.seriesFinder.search" />
          </Button>
        </div>
      </form>
      <QueryState
        query={result}
        isEmpty={(data) => data.series.length === 0}
        empty={<EmptyBlock titleId="public.seriesFinder.empty" textId="public.seriesFinder.emptyText" action={null} />}
      >
        {(data) => (
          <div className="rr-stack">
            <p className="pub-summary" aria-live="polite">
              <FormattedMessage id="public.seriesFinder.summary" values={{ count: data.pagination.total }} />
            </p>
            <ul className="pub-event-list">
              {data.series.map((series) => (
                <li key={series._id}>
                  <SeriesCard series={series} />
                </li>
              ))}
            </ul>
            <Pagination page={data.pagination.page} pages={data.pagination.pages} onChange={(page) => apply({ page: String(page) })} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
