import { z } from 'zod';
import { apiError, serviceClient, type ServiceCallInit } from '@rr/server-kit';
import { comparableName, comparableTown, nameEdits } from '@rr/server-kit/name-distance';
import type { MatchCandidate } from '@rr/contracts';
import { riderMatchFactsAnswerSchema, type RiderMatchFacts } from '@rr/contracts/server';

/**
 * The programme's riders as result matching needs them. The identity service owns riders; the events service asks
 * it (`POST /internal/riders/lookup`, `GET /internal/riders/search`) with a service token. Tests use the in-memory
 * directory below.
 */

/** What one result line offers to find its rider by. */
export interface LookupLine {
  key: string;
  email?: string;
  amaNumber?: string;
  vin?: string;
  name: string;
  hometown?: string;
}

/** Rider ids found for a line, per key (each list may hold several riders: then the key does not decide). */
export interface LineLookup {
  email: string[];
  ama: string[];
  vin: string[];
  /** Same full name (case, accents and spacing ignored). */
  name: string[];
  /** Same full name and the same hometown or city. */
  nameHometown: string[];
}

export interface LookupAnswer {
  lines: Map<string, LineLookup>;
  riders: Map<string, MatchCandidate>;
}

/** A line riders are suggested for: its name (by similarity) and e-mail (the same). */
export interface SuggestLine {
  key: string;
  name: string;
  email?: string;
}

/** A rider a line may be, and why: the same e-mail, or a name `distance` edits away. */
export interface DirectorySuggestion {
  rider: MatchCandidate;
  reason: 'email' | 'name';
  distance: number | null;
}

export interface RiderDirectory {
  lookup(lines: LookupLine[]): Promise<LookupAnswer>;
  /** Riders whose name, e-mail or AMA number contains `text` (at most `limit`), for resolving an exception by hand. */
  search(text: string, limit: number): Promise<MatchCandidate[]>;
  /** The riders of these ids that exist. */
  get(ids: string[]): Promise<Map<string, MatchCandidate>>;
  /** What a number plate's riders are checked against (names, towns, their bikes' makes), for those of these ids that exist. */
  facts(ids: string[]): Promise<Map<string, RiderMatchFacts>>;
  /** Active riders a line may be: the same e-mail, or a name at most two edits away (`POST /internal/riders/suggest`). */
  suggest(lines: SuggestLine[]): Promise<Map<string, DirectorySuggestion[]>>;
}

/** Names and hometowns are compared as identity compares them (the same functions). */
export { comparableName, comparableTown };

const candidateSchema = z.object({ _id: z.string(), name: z.string(), hometown: z.string() });
const lookupAnswerSchema = z.object({
  lines: z.array(
    z.object({
      key: z.string(),
      email: z.array(z.string()),
      ama: z.array(z.string()),
      vin: z.array(z.string()),
      name: z.array(z.string()),
      nameHometown: z.array(z.string()),
    }),
  ),
  riders: z.array(candidateSchema),
});
const candidatesSchema = z.object({ riders: z.array(candidateSchema) });
const suggestAnswerSchema = z.object({
  lines: z.array(z.object({ key: z.string(), riders: z.array(candidateSchema.extend({ reason: z.enum(['email', 'name']), distance: z.number().int().nullable() })) })),
});

/** Lines per suggestion request (identity takes at most this many). */
const SUGGEST_BATCH = 1_000;

/** Lines per lookup request: 10,000 lines go in a few calls of bounded size. */
const LOOKUP_BATCH = 2_000;

/** The identity service's rider directory over HTTP (`IDENTITY_URL`), signed as the events service. */
export function httpRiderDirectory(options: { baseUrl: string; secret: string; timeoutMs?: number; fetch?: typeof fetch }): RiderDirectory {
  const identity = serviceClient({ caller: 'events', service: 'identity', ...options });
  /** A directory answer is never missing: a 404 is a wrong answer like any other. */
  const call = async <S extends z.ZodType>(path: string, schema: S, init?: ServiceCallInit): Promise<z.infer<S>> => {
    const answer = await identity(path, schema, init);
    if (answer === null) throw apiError('BAD_GATEWAY', { service: 'identity' });
    return answer;
  };
  return {
    async lookup(lines) {
      const answer: LookupAnswer = { lines: new Map(), riders: new Map() };
      for (let start = 0; start < lines.length; start += LOOKUP_BATCH) {
        const batch = lines.slice(start, start + LOOKUP_BATCH);
        const data = await call('/internal/riders/lookup', lookupAnswerSchema, { method: 'POST', body: { lines: batch } });
        for (const { key, ...found } of data.lines) answer.lines.set(key, found);
        for (const rider of data.riders) answer.riders.set(rider._id, rider);
      }
      return answer;
    },
    async search(text, limit) {
      const data = await call(`/internal/riders/search?${new URLSearchParams({ q: text, limit: String(limit) })}`, candidatesSchema);
      return data.riders;
    },
    async get(ids) {
      if (ids.length === 0) return new Map();
      const data = await call('/internal/riders/lookup', candidatesSchema, { method: 'POST', body: { ids } });
      return new Map(data.riders.map((rider) => [rider._id, rider]));
    },
    async facts(ids) {
      const answer = new Map<string, RiderMatchFacts>();
      for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
        const body = { ids: ids.slice(start, start + LOOKUP_BATCH), facts: true };
        const data = await call('/internal/riders/lookup', riderMatchFactsAnswerSchema, { method: 'POST', body });
        for (const rider of data.riders) answer.set(rider._id, rider);
      }
      return answer;
    },
    async suggest(lines) {
      const answer = new Map<string, DirectorySuggestion[]>();
      for (let start = 0; start < lines.length; start += SUGGEST_BATCH) {
        const body = { lines: lines.slice(start, start + SUGGEST_BATCH) };
        const data = await call('/internal/riders/suggest', suggestAnswerSchema, { method: 'POST', body });
        for (const line of data.lines) answer.set(line.key, line.riders.map(({ reason, distance, ...rider }) => ({ rider, reason, distance })));
      }
      return answer;
    },
  };
}

export interface DirectoryRider {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  amaNumber?: string;
  hometown?: string;
  city?: string;
  vins?: string[];
  /** The makes of the rider's registered bikes. */
  makes?: string[];
  /** A deactivated account: never suggested. */
  deactivated?: boolean;
}

/** The same answers from a list held in memory (tests, benchmarks). */
export function memoryRiderDirectory(riders: DirectoryRider[]): RiderDirectory {
  const candidate = (rider: DirectoryRider): MatchCandidate => ({ _id: rider.id, name: `${rider.firstName} ${rider.lastName}`, hometown: rider.hometown || rider.city || '' });
  return {
    async lookup(lines) {
      const answer: LookupAnswer = { lines: new Map(), riders: new Map() };
      for (const line of lines) {
        const name = comparableName(line.name);
        const town = line.hometown ? comparableTown(line.hometown) : '';
        const pick = (test: (rider: DirectoryRider) => boolean) => riders.filter(test).map((rider) => rider.id);
        const found: LineLookup = {
          email: line.email ? pick((r) => r.email.toLowerCase() === line.email!.toLowerCase()) : [],
          ama: line.amaNumber ? pick((r) => (r.amaNumber ?? '').toLowerCase() === line.amaNumber!.toLowerCase()) : [],
          vin: line.vin ? pick((r) => (r.vins ?? []).includes(line.vin!.toUpperCase())) : [],
          name: pick((r) => comparableName(`${r.firstName} ${r.lastName}`) === name),
          nameHometown: town ? pick((r) => comparableName(`${r.firstName} ${r.lastName}`) === name && [r.hometown, r.city].some((t) => t && comparableTown(t) === town)) : [],
        };
        answer.lines.set(line.key, found);
        for (const id of Object.values(found).flat()) answer.riders.set(id, candidate(riders.find((r) => r.id === id)!));
      }
      return answer;
    },
    async search(text, limit) {
      const needle = text.toLowerCase();
      return riders
        .filter((r) => `${r.firstName} ${r.lastName}`.toLowerCase().includes(needle) || r.email.toLowerCase().includes(needle) || (r.amaNumber ?? '').toLowerCase() === needle)
        .slice(0, limit)
        .map(candidate);
    },
    async get(ids) {
      return new Map(riders.filter((r) => ids.includes(r.id)).map((r) => [r.id, candidate(r)]));
    },
    async facts(ids) {
      return new Map(
        riders
          .filter((r) => ids.includes(r.id))
          .map((r) => [
            r.id,
            { ...candidate(r), firstName: r.firstName, lastName: r.lastName, towns: [r.hometown, r.city].filter((t): t is string => Boolean(t)), makes: [...new Set(r.makes ?? [])] },
          ]),
      );
    },
    async suggest(lines) {
      const answer = new Map<string, DirectorySuggestion[]>();
      for (const line of lines) {
        const name = comparableName(line.name);
        const found: DirectorySuggestion[] = [];
        for (const rider of riders.filter((r) => !r.deactivated)) {
          if (line.email && rider.email.toLowerCase() === line.email.toLowerCase()) found.push({ rider: candidate(rider), reason: 'email', distance: null });
          const distance = nameEdits(name, comparableName(rider.firstName), comparableName(rider.lastName));
          if (distance !== null) found.push({ rider: candidate(rider), reason: 'name', distance });
        }
        answer.set(line.key, found);
      }
      return answer;
    },
  };
}
