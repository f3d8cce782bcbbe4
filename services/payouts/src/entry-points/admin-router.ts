import Router from '@koa/router';
import { adminEarningsQuerySchema, receivablesQuerySchema, sendExpireMailSchema, sentMarkSchema, writeOffSchema, type SendExpireMailAnswer } from '@rr/contracts';
import { ruleSetDraftSchema, ruleSetEditSchema, ruleSetListQuerySchema, ruleSetPublishSchema, ruleSimulationExportQuerySchema, ruleSimulationRequestSchema } from '@rr/contracts/rule-sets';
import { allow, notFound, parseBody, parseQuery, type Outbox } from '@rr/server-kit';
import { exportHeader, exportLocale, sendExport, type ExportColumn } from '@rr/server-kit/tabular-export';
import type { RuleSimulationResult } from '@rr/contracts/rule-sets';
import type { PayoutsDb } from '../data-access/database.js';
import { warnExpiringCredit } from '../domain/expiry-warnings.js';
import { getEarnings } from '../domain/get-earnings.js';
import { listReceivables, riderDebts, writeOffDebt } from '../domain/debts.js';
import { markSent } from '../domain/money.js';
import { createDraft, editDraft, getRuleSet, listRuleSets, publishDraft } from '../domain/rule-sets.js';
import { getSimulation, listSimulations, requestReapply, requestSimulation } from '../domain/simulate-rules.js';

/** Rows already in memory as the export's batches, 1,000 at a time. */
async function* inBatches<R>(rows: readonly R[]): AsyncGenerator<R[]> {
  for (let at = 0; at < rows.length; at += 1000) yield rows.slice(at, at + 1000);
}

/** Programme staff's payouts tools: the credit expiry mail, a rider's earnings and the sent mark, what riders owe. */
export function adminRouter(deps: { db: PayoutsDb; outbox: Outbox }): Router {
  const router = new Router({ prefix: '/api/admin' });

  /**
   * `{ riderId?, days = 30 }` → `{ riders, lots }`: mails the credit expiry warning now about lots
   * expiring within `days`. With `riderId`, to that rider even if the hourly job already warned them; without, to
   * every rider with lots not warned yet (the hourly job's work, sooner or over a longer window). Answers how many
   * riders were mailed and about how many lots (0 and 0: nothing expires in the window, or no such wallet).
   */
  router.post('/riders/send-expire-mail', allow('admin'), async (ctx) => {
    const { riderId, days } = parseBody(sendExpireMailSchema, ctx.request.body ?? {});
    const now = new Date();
    // Rounds until done: a rider with more lots than one round takes is counted once.
    const riders = new Set<string>();
    let lots = 0;
    for (;;) {
      const round = await warnExpiringCredit(deps.db, deps.outbox, { now, days, ...(riderId ? { riderId, force: true } : {}) });
      for (const id of round.riderIds) riders.add(id);
      lots += round.lots;
      if (!round.more) break;
    }
    ctx.body = { riders: riders.size, lots } satisfies SendExpireMailAnswer;
  });

  /** `?riderId=&period=thisYear|lastYear|lifetime` → the rider's earnings as they see them (`earningsAnswerSchema`), with each lot's sent mark. */
  router.get('/earnings', allow('admin'), async (ctx) => {
    const { riderId, period } = parseQuery(adminEarningsQuerySchema, ctx.query);
    ctx.body = await getEarnings(deps.db, riderId, period);
  });

  /** `{ sent }` → `{ lot: { _id, sentAt } }`: the "sent" mark on a payout, set or undone (`markSent`) | 404. */
  router.put('/earnings/:lotId/sent', allow('admin'), async (ctx) => {
    const { sent } = parseBody(sentMarkSchema, ctx.request.body);
    const lot = await markSent(deps.db, ctx.params.lotId ?? '', sent);
    if (!lot) throw notFound('No such payout');
    ctx.body = { lot };
  });

  /** `?currency=&query=&page=&limit=` → `receivablesAnswerSchema`: riders who owe the programme, largest first, with totals per currency. */
  router.get('/receivables', allow('admin'), async (ctx) => {
    ctx.body = await listReceivables(deps.db, parseQuery(receivablesQuerySchema, ctx.query));
  });

  /** → `riderDebtsAnswerSchema`: what one rider owes per currency, and every change of it. */
  router.get('/receivables/:riderId', allow('admin'), async (ctx) => {
    const riderId = ctx.params.riderId ?? '';
    if (riderId.length > 36) throw notFound();
    ctx.body = await riderDebts(deps.db, riderId);
  });

  /**
   * `{ currency, amountCents, reason, idempotencyKey }` → `riderDebtsAnswerSchema` after writing (part of) the debt off:
   * a `writeoff` journal transaction naming the administrator and the reason | 409 WRITE_OFF_TOO_LARGE.
   */
  router.post('/receivables/:riderId/write-off', allow('admin'), async (ctx) => {
    const input = parseBody(writeOffSchema, ctx.request.body);
    const riderId = ctx.params.riderId ?? '';
    if (riderId.length > 36) throw notFound();
    ctx.body = await writeOffDebt(deps.db, riderId, input, ctx.state.identity.sub);
  });

  /** `?year=` → `ruleSetListSchema`: every version of the programme's rule sets (of one year), and the spec's rules. */
  router.get('/rule-sets', allow('admin'), async (ctx) => {
    ctx.body = await listRuleSets(deps.db, parseQuery(ruleSetListQuerySchema, ctx.query).year);
  });

  /** → `ruleSetDetailSchema`: one version, its audited changes and what it changed against the one before | 404. */
  router.get('/rule-sets/:id', allow('admin'), async (ctx) => {
    ctx.body = await getRuleSet(deps.db, ctx.params.id ?? '');
  });

  /** `ruleSetDraftSchema` → 201 `{ ruleSet }`: a new draft version of a scope (from a version, sent rules, or the spec's). */
  router.post('/rule-sets', allow('admin'), async (ctx) => {
    const input = parseBody(ruleSetDraftSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { ruleSet: await createDraft(deps.db, ctx.state.identity.sub, input) };
  });

  /** `ruleSetEditSchema` → `{ ruleSet }`: a draft's rules, day and note | 409 RULE_SET_NOT_DRAFT. */
  router.put('/rule-sets/:id', allow('admin'), async (ctx) => {
    const input = parseBody(ruleSetEditSchema, ctx.request.body);
    ctx.body = { ruleSet: await editDraft(deps.db, ctx.state.identity.sub, ctx.params.id ?? '', input) };
  });

  /** `{ effectiveFrom? }` → `{ ruleSet }`: the draft published, in force from that day | 409 RULE_SET_NOT_DRAFT. */
  router.post('/rule-sets/:id/publish', allow('admin'), async (ctx) => {
    const { effectiveFrom } = parseBody(ruleSetPublishSchema, ctx.request.body ?? {});
    ctx.body = { ruleSet: await publishDraft(deps.db, ctx.state.identity.sub, ctx.params.id ?? '', effectiveFrom) };
  });

  /** `{ from, to }` → 202 `{ simulation }`: the version judged on that period's published results in the background, posting nothing. */
  router.post('/rule-sets/:id/simulations', allow('admin'), async (ctx) => {
    const period = parseBody(ruleSimulationRequestSchema, ctx.request.body);
    ctx.status = 202;
    ctx.body = { simulation: await requestSimulation(deps.db, deps.outbox, ctx.state.identity.sub, ctx.params.id ?? '', period) };
  });

  /** → `{ simulations }`: the version's simulations, newest first, without their results. */
  router.get('/rule-sets/:id/simulations', allow('admin'), async (ctx) => {
    ctx.body = { simulations: await listSimulations(deps.db, ctx.params.id ?? '') };
  });

  /** → `{ simulation }` with its result once done | 404. */
  router.get('/rule-sets/:id/simulations/:simulationId', allow('admin'), async (ctx) => {
    ctx.body = { simulation: await getSimulation(deps.db, ctx.params.id ?? '', ctx.params.simulationId ?? '') };
  });

  /**
   * `?format=csv|xlsx&locale=&rows=riders|changes` → a finished simulation as a spreadsheet: per rider and currency
   * (what they are owed now, under the version, the difference), or every line whose pay changes | 404.
   */
  router.get('/rule-sets/:id/simulations/:simulationId/export', allow('admin'), async (ctx) => {
    const { format, locale: asked, rows } = parseQuery(ruleSimulationExportQuerySchema, ctx.query);
    const simulation = await getSimulation(deps.db, ctx.params.id ?? '', ctx.params.simulationId ?? '');
    if (!simulation.result) throw notFound('This simulation has no result yet');
    const locale = exportLocale(asked);
    const units = (cents: number) => cents / 100;
    const change = (value: string) => exportHeader(`report.simulation.change.${value}`, locale);
    const file = `rules-simulation-${simulation.from}-${simulation.to}`;
    if (rows === 'changes') {
      const names = new Map(simulation.result.riders.map((r) => [r.riderId, r.name]));
      const columns: ExportColumn<RuleSimulationResult['changes'][number]>[] = [
        { header: 'report.column.event', width: 28, value: (r) => r.eventTitle },
        { header: 'report.column.startDate', width: 12, value: (r) => r.startDate },
        { header: 'report.column.rider', width: 24, value: (r) => names.get(r.riderId) ?? '' },
        { header: 'report.column.riderId', width: 38, value: (r) => r.riderId },
        { header: 'report.column.class', width: 16, value: (r) => r.className },
        { header: 'report.column.place', width: 8, value: (r) => r.place },
        { header: 'report.column.currency', width: 9, value: (r) => r.currency },
        { header: 'report.column.simulation.before', width: 14, value: (r) => units(r.beforeCents) },
        { header: 'report.column.simulation.after', width: 14, value: (r) => units(r.afterCents) },
        { header: 'report.column.simulation.difference', width: 12, value: (r) => units(r.afterCents - r.beforeCents) },
        { header: 'report.column.simulation.beforeReason', width: 18, value: (r) => r.beforeReason },
        { header: 'report.column.simulation.afterReason', width: 18, value: (r) => r.afterReason },
        { header: 'report.column.simulation.change', width: 14, value: (r) => change(r.change) },
      ];
      sendExport(ctx, { format, fileName: `${file}-lines`, columns, batches: inBatches(simulation.result.changes), locale, sheetName: 'Lines' });
      return;
    }
    const columns: ExportColumn<RuleSimulationResult['riders'][number]>[] = [
      { header: 'report.column.rider', width: 24, value: (r) => r.name },
      { header: 'report.column.riderId', width: 38, value: (r) => r.riderId },
      { header: 'report.column.currency', width: 9, value: (r) => r.currency },
      { header: 'report.column.simulation.before', width: 14, value: (r) => units(r.beforeCents) },
      { header: 'report.column.simulation.after', width: 14, value: (r) => units(r.afterCents) },
      { header: 'report.column.simulation.difference', width: 12, value: (r) => units(r.differenceCents) },
      { header: 'report.column.simulation.change', width: 14, value: (r) => change(r.change) },
    ];
    sendExport(ctx, { format, fileName: `${file}-riders`, columns, batches: inBatches(simulation.result.riders), locale, sheetName: 'Riders' });
  });

  /**
   * → 202 `{ simulation }`: the simulated period's events re-judged by this published version in the background, the
   * differences posted as corrections | 409 RULE_SET_NOT_PUBLISHED, SIMULATION_NOT_DONE, SIMULATION_APPLIED.
   */
  router.post('/rule-sets/:id/simulations/:simulationId/apply', allow('admin'), async (ctx) => {
    ctx.status = 202;
    ctx.body = { simulation: await requestReapply(deps.db, deps.outbox, ctx.state.identity.sub, ctx.params.id ?? '', ctx.params.simulationId ?? '') };
  });

  return router;
}
