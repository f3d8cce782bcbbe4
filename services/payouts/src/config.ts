import { z } from 'zod';
import { isProduction, loadConfig, loadServiceConfig, type ServiceConfig } from '@rr/server-kit';

/** Development-only webhook secret (the built-in fake provider signs with it); refused when NODE_ENV=production. */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-only-payment-webhook-secret-change-me';

/**
 * The payouts service's settings: PAYOUTS_PORT (default 4103), DATABASE_URL_PAYOUTS, IDENTITY_TOKEN_SECRET, REDIS_URL,
 * LOG_LEVEL; IDENTITY_URL (the identity service, asked for the riders' facts the payout rules need; default
 * http://127.0.0.1:4101); EVENTS_URL (the events service, asked for an event's classes and places when a payout claim
 * names them, and read by the reports' rebuild; default http://127.0.0.1:4102); the payment provider of cash-outs: PAYMENT_PROVIDER_URL (Tremendous's API, default its
 * sandbox https://testflight.tremendous.com), PAYMENT_PROVIDER_KEY (secret; without it a built-in fake provider is
 * used), PAYMENT_FUNDING_SOURCE_ID (default `balance`), PAYMENT_WEBHOOK_SECRET (the provider's webhook signing key,
 * checked on `POST /api/payments/webhook`; default a development secret); BRAND_NAME (the programme's name, on the dealers'
 * cheat sheets; default Race Rewards); PUBLIC_URL (the site's origin, printed on the cheat sheets; optional: without it
 * the sheets name no address).
 *
 * With NODE_ENV=production, PAYMENT_PROVIDER_KEY and PAYMENT_WEBHOOK_SECRET are required (a production-like stack that
 * pays into a fake provider names the fake's URL, key and secret explicitly): the service never pays into the
 * built-in fake nor accepts webhooks signed with the development secret in production.
 */
export interface PayoutsConfig extends ServiceConfig {
  identityUrl: string;
  eventsUrl: string;
  provider: { url: string; apiKey: string | null; fundingSourceId: string; webhookSecret: string };
  /** BRAND_NAME, default 'Race Rewards': on the dealers' cheat sheets. */
  brandName: string;
  /** PUBLIC_URL (the site's origin, no trailing slash), printed on the cheat sheets; null when not set. */
  publicUrl: string | null;
}

export function loadPayoutsConfig(env: NodeJS.ProcessEnv = process.env): PayoutsConfig {
  const base = loadServiceConfig('payouts', 4103, env);
  const production = isProduction(env);
  const own = loadConfig(
    z.object({
      IDENTITY_URL: z.url().default('http://127.0.0.1:4101'),
      EVENTS_URL: z.url().default('http://127.0.0.1:4102'),
      PAYMENT_PROVIDER_URL: z.url().default('https://testflight.tremendous.com'),
      PAYMENT_PROVIDER_KEY: z.string().trim().optional(),
      PAYMENT_FUNDING_SOURCE_ID: z.string().trim().min(1).default('balance'),
      PAYMENT_WEBHOOK_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
      BRAND_NAME: z.string().trim().min(1).max(100).default('Race Rewards'),
      PUBLIC_URL: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.url('must be a URL such as https://rewards.example.com').optional()),
    })
    .superRefine((e, ctx) => {
      if (!production) return;
      if (!e.PAYMENT_PROVIDER_KEY) ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER_KEY'], message: 'is required when NODE_ENV=production (the built-in fake provider is for development only)' });
      if (!e.PAYMENT_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['PAYMENT_WEBHOOK_SECRET'], message: 'is required when NODE_ENV=production (the provider signs its webhooks with it)' });
      else if (e.PAYMENT_WEBHOOK_SECRET === DEV_PAYMENT_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['PAYMENT_WEBHOOK_SECRET'], message: 'the development secret is refused when NODE_ENV=production; set a real one' });
    }),
    env,
    'payouts service configuration',
  );
  return {
    ...base,
    identityUrl: own.IDENTITY_URL,
    eventsUrl: own.EVENTS_URL,
    provider: {
      url: own.PAYMENT_PROVIDER_URL,
      apiKey: own.PAYMENT_PROVIDER_KEY || null,
      fundingSourceId: own.PAYMENT_FUNDING_SOURCE_ID,
      webhookSecret: own.PAYMENT_WEBHOOK_SECRET || DEV_PAYMENT_WEBHOOK_SECRET,
    },
    brandName: own.BRAND_NAME,
    publicUrl: own.PUBLIC_URL ? own.PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}
