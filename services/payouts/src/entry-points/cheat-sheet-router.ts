import Router from '@koa/router';
import { allow, forbidden, notFound } from '@rr/server-kit';
import { isCheatSheetLocale, renderCheatSheet, type CheatSheetLocale } from '../domain/cheat-sheet.js';

export interface CheatSheetRouterDeps {
  /** BRAND_NAME (default 'Race Rewards'). */
  brandName?: string;
  /** PUBLIC_URL, printed on the sheets when set. */
  publicUrl?: string | null;
}

/**
 * The dealers' cheat sheets: `GET /api/{dealer|admin}/cheat-sheet/{en|fr}.pdf`, how to redeem at
 * the counter, as a PDF attachment; any other locale is 404. The access router has already refused every other role
 * (registry row `/api/:role/cheat-sheet`, own('dealer', 'admin')). A sheet never changes while the service runs: each
 * locale is rendered once, on first download, and kept in memory.
 */
export function cheatSheetRouter(deps: CheatSheetRouterDeps = {}): Router {
  const router = new Router({ prefix: '/api' });
  const brandName = deps.brandName ?? 'Race Rewards';
  const rendered = new Map<CheatSheetLocale, Promise<Buffer>>();

  const sheet = (locale: CheatSheetLocale): Promise<Buffer> => {
    let pdf = rendered.get(locale);
    if (!pdf) {
      pdf = renderCheatSheet({ locale, brandName, siteUrl: deps.publicUrl ?? null });
      // A failed render is not kept: the next download tries again.
      pdf.catch(() => rendered.delete(locale));
      rendered.set(locale, pdf);
    }
    return pdf;
  };

  /** → `application/pdf` attachment `dealer-cheat-sheet-{locale}.pdf` | 404 NOT_FOUND for another locale. */
  router.get(['/dealer/cheat-sheet/:file', '/admin/cheat-sheet/:file'], allow('dealer', 'admin'), async (ctx) => {
    // Defence in depth: the path's role is the caller's own (the access router checks it first).
    if (ctx.path.split('/')[2] !== ctx.state.identity.typ) throw forbidden();
    const locale = /^([a-z]{2})\.pdf$/.exec(ctx.params.file ?? '')?.[1];
    if (!locale || !isCheatSheetLocale(locale)) throw notFound('No cheat sheet in that language');
    const pdf = await sheet(locale);
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `attachment; filename="dealer-cheat-sheet-${locale}.pdf"`);
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.body = pdf;
  });

  return router;
}
