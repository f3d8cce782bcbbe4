// Query keys, one factory per area of the spec's client state (spec §7 last paragraph, DESIGN.md §3):
// admins, aggregates, categories, dealers, event, events, payments, payouts, promoters, redemptions, revokes,
// riders, series, vinPatterns, vinReport, plus the shell's session and config.
//
// Every key starts with its area, so `invalidateQueries({ queryKey: queryKeys.riders.all })` refreshes every
// rider list and rider page after a write. Lists carry their parameters as one object (TanStack Query hashes
// it with sorted keys, so { page: 1, query: 'x' } and { query: 'x', page: 1 } are the same list).

/** Parameters of a list request (filters, page, sort); undefined values are ignored by the key hash. */
export type ListParams = Readonly<Record<string, unknown>>;

/**
 * The keys every area has: `all` (the whole area, for invalidation), `lists()` / `list(params)` and
 * `details()` / `detail(id)`. A new area is `areaKeys('name')`, extended with its own reads where needed.
 */
export function areaKeys<const Area extends string>(area: Area) {
  return {
    all: [area] as const,
    lists: () => [area, 'list'] as const,
    list: (params: ListParams = {}) => [area, 'list', params] as const,
    details: () => [area, 'detail'] as const,
    detail: (id: string) => [area, 'detail', id] as const,
  };
}

const aggregates = areaKeys('aggregates');
const events = areaKeys('events');
const riders = areaKeys('riders');

/** The query keys of the whole app: `queryKeys.events.list(params)`, `queryKeys.event.detail(id)`, … */
export const queryKeys = {
  /** GET /api/session: who is signed in (the shell's boot and route guard). */
  session: { all: ['session'] as const, current: () => ['session', 'current'] as const },
  /** GET /api/config: brand name, bot-check key, SSO and registration switches. */
  config: { all: ['config'] as const, site: () => ['config', 'site'] as const },
  admins: {
    ...areaKeys('admins'),
    /** GET /api/admin/audit-log?userId=&page=&limit=: one user's activity (admin profile). */
    auditLog: (params: ListParams) => ['admins', 'auditLog', params] as const,
  },
  aggregates: {
    ...aggregates,
    /** GET /api/aggregates/contingency: the programme-wide headline on the home page. */
    contingency: () => ['aggregates', 'contingency'] as const,
    /** GET /api/admin/aggregates/<report> with its query (summary, market-share-month, top-dealers, …). */
    report: (name: string, params: ListParams = {}) => ['aggregates', 'report', name, params] as const,
  },
  categories: areaKeys('categories'),
  dealers: areaKeys('dealers'),
  /** One event's page (GET /api/event/:id); its area is apart from `events` as in the spec's state. */
  event: areaKeys('event'),
  events: {
    ...events,
    /** GET /api/events?period=upcoming&limit=3: the home page's next events. */
    upcoming: (limit: number) => ['events', 'upcoming', limit] as const,
  },
  payments: areaKeys('payments'),
  payouts: areaKeys('payouts'),
  promoters: areaKeys('promoters'),
  redemptions: areaKeys('redemptions'),
  revokes: areaKeys('revokes'),
  riders: {
    ...riders,
    /** GET /api/{role}/riders-lean: the short rider list of pickers. */
    lean: (params: ListParams = {}) => ['riders', 'lean', params] as const,
  },
  series: areaKeys('series'),
  vinPatterns: areaKeys('vinPatterns'),
  vinReport: areaKeys('vinReport'),
} as const;

/** The areas, as named in `queryKeys`. */
export type QueryArea = keyof typeof queryKeys;
