import { z } from 'zod';
import { defaultPublicUrl, isProduction, loadConfig, loadServiceConfig, type ServiceConfig } from '@rr/server-kit';
import { DEFAULT_PROGRAMME_MAKES } from './domain/event-facts.js';

/**
 * The events service's settings: EVENTS_PORT (default 4102), DATABASE_URL_EVENTS, IDENTITY_TOKEN_SECRET, REDIS_URL,
 * LOG_LEVEL; IDENTITY_URL (the identity service, asked for riders when result lines are matched and for the promoter a
 * Canada invoice names; default http://127.0.0.1:4101); PAYOUTS_URL (the payouts service, asked what an event's results
 * paid for its Canada invoice; default http://127.0.0.1:4103); PUBLIC_URL (the site's origin, for the links in promoters' results reminders; required when
 * NODE_ENV=production, else the BFF's own address, http://localhost:$PORT); RESULTS_REMINDER_INTERVAL_MINUTES (how often the reminders job
 * looks, default 60); BRAND_NAME (on the Canada invoices, default Race Rewards); PROGRAMME_MAKES (the programme's
 * makes, comma separated, default Apex: a result line on one of them counts for the maker in the market share).
 */
export interface EventsConfig extends ServiceConfig {
  identityUrl: string;
  payoutsUrl: string;
  publicUrl: string;
  reminderIntervalMs: number;
  /** BRAND_NAME, default 'Race Rewards': on the Canada invoices. */
  brandName: string;
  /** PROGRAMME_MAKES, default 'Apex': the makes whose bikes count for the maker in `event.changed`'s market share. */
  programmeMakes: string[];
}

/** `Apex, Other Make` → ['Apex', 'Other Make']: trimmed, blanks dropped, each once (case-insensitive), at least one. */
const makesList = z
  .string()
  .transform((text) => {
    const seen = new Set<string>();
    return text
      .split(',')
      .map((make) => make.trim())
      .filter((make) => make !== '' && !seen.has(make.toLowerCase()) && Boolean(seen.add(make.toLowerCase())));
  })
  .pipe(z.array(z.string().max(60)).min(1, { message: 'needs at least one make' }));

export function loadEventsConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  const base = loadServiceConfig('events', 4102, env);
  const production = isProduction(env);
  const own = loadConfig(
    z.object({
      IDENTITY_URL: z.url().default('http://127.0.0.1:4101'),
      PAYOUTS_URL: z.url().default('http://127.0.0.1:4103'),
      PUBLIC_URL: production ? z.url({ message: 'is required when NODE_ENV=production (the links in promoters\' reminders)' }) : z.url().default(defaultPublicUrl(env)),
      RESULTS_REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
      BRAND_NAME: z.string().trim().min(1).max(100).default('Race Rewards'),
      PROGRAMME_MAKES: makesList.default([...DEFAULT_PROGRAMME_MAKES]),
    }),
    env,
    'events service configuration',
  );
  return { ...base, identityUrl: own.IDENTITY_URL, payoutsUrl: own.PAYOUTS_URL, publicUrl: own.PUBLIC_URL, reminderIntervalMs: own.RESULTS_REMINDER_INTERVAL_MINUTES * 60_000, brandName: own.BRAND_NAME, programmeMakes: own.PROGRAMME_MAKES };
}
