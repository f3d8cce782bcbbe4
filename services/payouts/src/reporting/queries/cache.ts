import { REPORT_CACHE_SECONDS } from '@rr/contracts';

/** Each answer carries when it was computed and whether it came from the cache. */
export interface Freshness {
  generatedAt: string;
  cached: boolean;
}

/**
 * The reports' answers kept in memory per route and normalised query for REPORT_CACHE_SECONDS: the dashboard and a
 * report page opened again within the minute read no table. `noCache` computes again (and keeps the fresh answer). At
 * most `maxEntries` answers: the oldest goes first. One cache per app instance (each replica keeps its own).
 */
export class ReportCache {
  private readonly entries = new Map<string, { at: number; body: object }>();

  constructor(
    private readonly ttlMs: number = REPORT_CACHE_SECONDS * 1000,
    private readonly maxEntries: number = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of a route's query: the route and the query's entries sorted by name (undefined ones left out). */
  static key(route: string, query: Record<string, unknown>): string {
    const entries = Object.entries(query).filter(([, value]) => value !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${route}?${JSON.stringify(entries)}`;
  }

  async answer<T extends object>(key: string, noCache: boolean, compute: () => Promise<T>): Promise<T & Freshness> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && !noCache && now - hit.at < this.ttlMs) return { ...(hit.body as T), generatedAt: new Date(hit.at).toISOString(), cached: true };
    const body = await compute();
    const at = this.now();
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at, body });
    return { ...body, generatedAt: new Date(at).toISOString(), cached: false };
  }

  get size(): number {
    return this.entries.size;
  }
}
