import Router from '@koa/router';
import { adminEarningsQuerySchema, receivablesQuerySchema, sendExpireMailSchema, sentMarkSchema, writeOffSchema, type SendExpireMailAnswer } from '@rr/contracts';
import { allow, notFound, parseBody, parseQuery, type Outbox } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { warnExpiringCredit } from '../domain/expiry-warnings.js';
import { getEarnings } from '../domain/get-earnings.js';
import { listReceivables, riderDebts, writeOffDebt } from '../domain/debts.js';
import { markSent } from '../domain/money.js';

/** Programme staff's payouts tools: the credit expiry mail, a rider's earnings and the sent mark, what riders owe. */
export function adminRouter(deps: { db: PayoutsDb; outbox: Outbox }): Router {
  const router = new Router({ prefix: '/api/admin' });

  /**
   * `{ riderId?, days = 30 }` → `{ riders, lots }`: mails the credit expiry warning now (issue 12 item 7) about lots
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

  return router;
}
