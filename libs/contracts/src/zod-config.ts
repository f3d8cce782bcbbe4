import { z } from 'zod';

/**
 * In the browser, zod runs without its JIT. Its object parser would otherwise probe `new Function('')` when the first
 * object schema is built; the site's Content-Security-Policy allows no eval (docs/security.md), so the probe throws,
 * zod falls back to the same parser, and the browser still reports a `securitypolicyviolation` on every page load.
 * Imported first by this package's index, before any schema exists. The BFF and the services keep the JIT.
 */
if ((globalThis as { document?: unknown }).document !== undefined) z.config({ jitless: true });
