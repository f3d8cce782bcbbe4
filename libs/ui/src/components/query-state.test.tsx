import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { QueryState, queryView, type QueryLike, type QueryStateProps } from './query-state';

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, error: null, isFetching: false, isPlaceholderData: false, refetch: () => undefined, ...state };
}

function render<T>(props: QueryStateProps<T>, messages: Record<string, string> = en, locale = 'en-US'): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages}>
      <QueryState {...props} />
    </IntlProvider>,
  );
}

const failure = Object.assign(new Error('Service down'), { status: 503, statusText: '' });
const list = (data: { items: string[] }) => <ul>{data.items.map((item) => <li key={item}>{item}</li>)}</ul>;

describe('queryView', () => {
  it('is loading without data, error when the load failed, empty or data once there is data', () => {
    expect(queryView({ data: undefined, error: null })).toBe('loading');
    expect(queryView({ data: undefined, error: failure })).toBe('error');
    expect(queryView({ data: [] as string[], error: null }, (d) => d.length === 0)).toBe('empty');
    expect(queryView({ data: ['a'], error: null }, (d) => d.length === 0)).toBe('data');
  });

  it('keeps showing data when only a background refetch failed', () => {
    expect(queryView({ data: ['a'], error: failure })).toBe('data');
  });
});

describe('QueryState', () => {
  it('shows a labelled spinner while loading, inside the frame', () => {
    const html = render({ query: query<{ items: string[] }>({}), children: list, frame: (content) => <main>{content}</main> });
    expect(html).toContain('<main><div class="rr-query-loading">');
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading…');
  });

  it('shows the failure with its text and a translated retry button', () => {
    const html = render({ query: query<{ items: string[] }>({ error: failure }), children: list });
    expect(html).toContain('role="alert"');
    expect(html).toContain('We could not load this page.');
    expect(html).toContain('Service down');
    expect(html).toContain('>Try again</button>');
    const german = render({ query: query<{ items: string[] }>({ error: Object.assign(new Error('x'), { statusText: 'Bad Gateway' }) }), children: list }, de, 'de');
    expect(german).toContain('Diese Seite konnte nicht geladen werden.');
    expect(german).toContain('Bad Gateway');
    expect(german).toContain('Erneut versuchen');
  });

  it('lets a page replace the failure (e.g. a 404 as not found)', () => {
    const html = render({
      query: query<{ items: string[] }>({ error: Object.assign(new Error('gone'), { status: 404 }) }),
      children: list,
      error: (error) => <p>missing {error.status}</p>,
    });
    expect(html).toBe('<p>missing 404</p>');
  });

  it('shows the empty state for empty data, the data otherwise', () => {
    const isEmpty = (data: { items: string[] }) => data.items.length === 0;
    expect(render({ query: query({ data: { items: [] } }), children: list, isEmpty, empty: <p>No events</p> })).toBe('<p>No events</p>');
    expect(render({ query: query({ data: { items: [] } }), children: list, isEmpty })).toContain('Nothing added yet');
    expect(render({ query: query({ data: { items: ['a', 'b'] } }), children: list, isEmpty })).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('tells the data view when the answer for new parameters is on its way', () => {
    const view = (_data: { items: string[] }, { refreshing }: { refreshing: boolean }) => <p>{refreshing ? 'refreshing' : 'fresh'}</p>;
    expect(render({ query: query({ data: { items: ['a'] }, isFetching: true, isPlaceholderData: true }), children: view })).toBe('<p>refreshing</p>');
    expect(render({ query: query({ data: { items: ['a'] }, isFetching: true }), children: view })).toBe('<p>fresh</p>');
  });
});
