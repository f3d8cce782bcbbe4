import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { vinCheckQuerySchema, vinPatternIdsSchema, vinPatternListQuerySchema, vinReportQuerySchema } from '@rr/contracts';
import { readUpload } from '@rr/server-kit';
import { exportLocale } from '@rr/server-kit/tabular-export';
import type { AccountsContext } from '../domain/context.js';
import { accountError } from '../domain/errors.js';
import { parseInput } from '../domain/validation.js';
import { importVinPatterns } from '../domain/vin-import.js';
import { checkVin, deleteVinPattern, listVinPatterns, setVinPatternsVerified, verifyBikes, vinMakes } from '../domain/vin-patterns.js';
import { sendVinReportExport, vinReport } from '../domain/vin-report.js';

async function staffOnly(http: Context, next: Next) {
  if (http.state.identity.typ !== 'admin') throw accountError('FORBIDDEN');
  await next();
}

const auditRequest = (http: Context) => ({ method: http.method, path: http.path });

/**
 * VINs and VIN patterns (spec §7 "VIN patterns"; docs/vin.md), reached through the BFF's proxy:
 * the public VIN check and accepted makes (registration, profile), and the programme team's patterns (list, import,
 * delete, verify / unverify, verify bikes) and rider VIN report.
 */
export function vinRouter(ctx: AccountsContext): Router {
  const router = new Router({ prefix: '/api' });

  /** Public. `?vin&year` → `{ explanation, match }` (match null without a year to match with). */
  router.get('/vin-check', async (http) => {
    http.body = await checkVin(ctx.db, parseInput(vinCheckQuerySchema, http.query));
  });

  /** Public. → `{ makes }`: the makes of the verified patterns. */
  router.get('/vin-makes', async (http) => {
    http.set('Cache-Control', 'public, max-age=60');
    http.body = await vinMakes(ctx.db);
  });

  /** `?query&model&year&pattern&verified&sort&page&limit` → `{ vinPatterns, pagination, models, years }`. */
  router.get('/vin-patterns', staffOnly, async (http) => {
    http.body = await listVinPatterns(ctx.db, parseInput(vinPatternListQuerySchema, http.query));
  });

  /** Multipart `file` (CSV or XLSX) `[?dryRun=1]` → the preview | what was stored. 409 IMPORT_HAS_ERRORS (details.preview). */
  router.post('/vin-patterns/import', staffOnly, async (http) => {
    const upload = await readUpload(http);
    const dryRun = ['1', 'true'].includes(String(http.query.dryRun ?? upload.fields.dryRun ?? ''));
    http.body = await importVinPatterns(ctx, http.state.identity, upload.bytes, dryRun, auditRequest(http));
  });

  /** `{ ids }` → `{ updated }`. */
  router.post('/vin-patterns/verify', staffOnly, async (http) => {
    const { ids } = parseInput(vinPatternIdsSchema, http.request.body);
    http.body = await setVinPatternsVerified(ctx, http.state.identity, ids, true, auditRequest(http));
  });
  router.post('/vin-patterns/unverify', staffOnly, async (http) => {
    const { ids } = parseInput(vinPatternIdsSchema, http.request.body);
    http.body = await setVinPatternsVerified(ctx, http.state.identity, ids, false, auditRequest(http));
  });

  /** → `{ checked, changed, toVerified, toInvalid, toUnverified }`. */
  router.post('/vin-patterns/verify-bikes', staffOnly, async (http) => {
    http.body = await verifyBikes(ctx, http.state.identity, auditRequest(http));
  });

  /** → `{ deleted }` | 404. */
  router.delete('/vin-patterns/:id', staffOnly, async (http) => {
    http.body = await deleteVinPattern(ctx, http.state.identity, http.params.id ?? '', auditRequest(http));
  });

  /**
   * `?status&model&year&country&query&sort&page&limit` → `VinReportResponse`; `&format=csv|xlsx[&locale=xx]` → every
   * matching row as a file, headers and status texts in `locale` (default and unknown: English).
   */
  router.get('/vin-report', staffOnly, async (http) => {
    const query = parseInput(vinReportQuerySchema, http.query);
    if (query.format === 'csv' || query.format === 'xlsx') {
      sendVinReportExport(http, ctx.db, query, query.format, exportLocale(http.query.locale));
      return;
    }
    http.body = await vinReport(ctx.db, query);
  });

  return router;
}
