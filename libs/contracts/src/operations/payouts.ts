import { z } from 'zod';
import { adminPayoutClaimInputSchema, payoutClaimAnswerSchema, payoutClaimInputSchema, payoutClaimsAnswerSchema, payoutClaimsQuerySchema, payoutClaimUpdateSchema } from '../claims';
import { cashoutsQuerySchema, creditRedemptionsAnswerSchema, creditRedemptionsQuerySchema } from '../redemptions';
import {
  cashoutReportQuerySchema,
  cashoutReportSchema,
  marketShareSchema,
  recentPayoutsQuerySchema,
  recentPayoutsSchema,
  reportExportParamsSchema,
  reportRangeQuerySchema,
  reportSummarySchema,
  riderEarningsQuerySchema,
  riderEarningsReportSchema,
  riderRedemptionsQuerySchema,
  riderRedemptionsReportSchema,
  riderStatsSchema,
  topDealersSchema,
  topListQuerySchema,
  topRidersSchema,
} from '../reports';
import { ruleSimulationAnswerSchema, ruleSimulationExportQuerySchema, ruleSimulationRequestSchema, ruleSimulationsAnswerSchema } from '../rule-sets/simulations';
import { ruleSetAnswerSchema, ruleSetDetailSchema, ruleSetDraftSchema, ruleSetEditSchema, ruleSetListQuerySchema, ruleSetListSchema, ruleSetPublishSchema } from '../rule-sets/versions';
import { redeemAnswerSchema, redeemRequestSchema, redemptionExportQuerySchema, redemptionFiltersSchema, redemptionListSchema, tillCreditSchema } from '../till';
import { walletAnswerSchema } from '../wallet/balances';
import { cashoutAnswerSchema, cashoutsAnswerSchema, createOrderSchema } from '../wallet/cashouts';
import { sendExpireMailAnswerSchema, sendExpireMailSchema } from '../wallet/credit-expiry';
import { adminEarningsQuerySchema, earningsAnswerSchema, earningsQuerySchema, sentMarkAnswerSchema, sentMarkSchema } from '../wallet/earnings';
import { eventPayoutsAnswerSchema } from '../wallet/event-payouts';
import { publicEventPayoutsAnswerSchema } from '../wallet/public-event-payouts';
import { receivablesAnswerSchema, receivablesQuerySchema, riderDebtsAnswerSchema, writeOffSchema } from '../wallet/receivables';
import { statementFileQuerySchema, statementRiderQuerySchema, statementYearsSchema, yearEndQuerySchema, yearEndReportSchema, yearStatementSchema } from '../wallet/statements';
import { defineOperations, type Operation } from './operation';
import { refundAnswerSchema, rewardLinkAnswerSchema } from './answers';
import { providerWebhookAnswerSchema, providerWebhookSchema } from '../server-bodies';

const eventId = z.object({ eventId: z.string() });
const id = z.object({ id: z.string() });
const riderId = z.object({ riderId: z.string() });
const simulation = z.object({ id: z.string(), simulationId: z.string() });

const CSV = { file: ['text/csv'] } as const;
/** A spreadsheet download: CSV (UTF-8 with BOM) or XLSX, as `format` asks. */
const SPREADSHEET = { file: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] } as const;
/** What the till's PIN check (identity) may refuse, before anything is recorded against the key. */
const PIN_ERRORS = ['PIN_WRONG', 'PIN_LOCKED', 'PIN_NOT_SET', 'NOT_FOUND', 'TOO_MANY_ATTEMPTS', 'DEALER_NOT_PARTICIPATING', 'BAD_GATEWAY'];

/** The administrators' dashboard reports: `/api/admin/aggregates/<path>`, each with its query and answer. */
const RANGE_REPORTS = [
  { path: 'summary', id: 'Summary', summary: 'Money earned, withheld, redeemed, cashed out and expired, per currency and month', query: reportRangeQuerySchema, answer: reportSummarySchema },
  { path: 'market-share-month', id: 'MarketShareByMonth', summary: 'The programme makes’ share of finishers and paid places, by month', query: reportRangeQuerySchema, answer: marketShareSchema },
  { path: 'market-share-series', id: 'MarketShareBySeries', summary: 'The programme makes’ share of finishers and paid places, by series', query: reportRangeQuerySchema, answer: marketShareSchema },
  { path: 'top-pro-riders', id: 'TopProRiders', summary: 'The pro riders who earned most', query: topListQuerySchema, answer: topRidersSchema },
  { path: 'top-amateur-riders', id: 'TopAmateurRiders', summary: 'The amateur riders who earned most', query: topListQuerySchema, answer: topRidersSchema },
  { path: 'pro-rider-stats', id: 'ProRiderStats', summary: 'Pro riders’ figures per currency', query: reportRangeQuerySchema, answer: riderStatsSchema },
  { path: 'amateur-rider-stats', id: 'AmateurRiderStats', summary: 'Amateur riders’ figures per currency', query: reportRangeQuerySchema, answer: riderStatsSchema },
  { path: 'top-dealers', id: 'TopDealers', summary: 'The dealers who redeemed most', query: topListQuerySchema, answer: topDealersSchema },
  { path: 'rider-earnings', id: 'RiderEarnings', summary: 'Riders’ earnings, a page of rows', query: riderEarningsQuerySchema, answer: riderEarningsReportSchema },
  { path: 'rider-redemptions', id: 'RiderRedemptions', summary: 'Riders’ dealer credit redemptions, a page of rows', query: riderRedemptionsQuerySchema, answer: riderRedemptionsReportSchema },
  { path: 'cash-out-report', id: 'CashoutReport', summary: 'Cash-outs with the provider’s order, a page of rows', query: cashoutReportQuerySchema, answer: cashoutReportSchema },
] as const;
/** The reports with an export (`EXPORTABLE_REPORTS`): every matching row, headers in `locale`. */
const EXPORTED = new Set<string>(['summary', 'market-share-month', 'market-share-series', 'top-pro-riders', 'top-amateur-riders', 'top-dealers', 'rider-earnings', 'rider-redemptions', 'cash-out-report']);

const reportOperations: Operation[] = RANGE_REPORTS.flatMap((report): Operation[] => [
  {
    id: `report${report.id}`,
    method: 'get',
    path: `/api/admin/aggregates/${report.path}`,
    summary: report.summary,
    description: 'Cached per query for REPORT_CACHE_SECONDS (`cached`, `generatedAt` say which); `noCache=true` reads the tables.',
    query: report.query,
    answer: report.answer,
  },
  ...(EXPORTED.has(report.path)
    ? [{ id: `export${report.id}Report`, method: 'get', path: `/api/admin/aggregates/${report.path}/export`, summary: `${report.summary}: every row as CSV or XLSX`, query: report.query.extend(reportExportParamsSchema.shape), answer: SPREADSHEET } satisfies Operation]
    : []),
]);

/** A dealer's or staff's redemption lists and their CSV exports, under both roles' paths. */
const redemptionListOperations: Operation[] = (['dealer', 'admin'] as const).flatMap((role): Operation[] => {
  const Role = role === 'dealer' ? 'Dealer' : 'Admin';
  const whose = role === 'dealer' ? 'The dealer’s own till’s' : 'Every dealer’s';
  return [
    { id: `list${Role}CreditRedemptions`, method: 'get', path: `/api/${role}/credit-redemptions`, summary: `${whose} redemptions (not revoked), newest first`, query: redemptionFiltersSchema, answer: redemptionListSchema },
    { id: `export${Role}CreditRedemptions`, method: 'get', path: `/api/${role}/credit-redemptions/export`, summary: `${whose} redemptions, every row, as CSV`, query: redemptionExportQuerySchema, answer: CSV },
    { id: `list${Role}RevokedRedemptions`, method: 'get', path: `/api/${role}/revoked-redemptions`, summary: `${whose} revoked (refunded) redemptions, newest refund first`, query: redemptionFiltersSchema, answer: redemptionListSchema },
    { id: `export${Role}RevokedRedemptions`, method: 'get', path: `/api/${role}/revoked-redemptions/export`, summary: `${whose} revoked redemptions, every row, as CSV`, query: redemptionExportQuerySchema, answer: CSV },
  ];
});

/** The payouts service's routes as integrators and operators see them; see operation.ts. */
export const PAYOUTS_OPERATIONS: readonly Operation[] = [
  // wallet-router.ts: the signed-in rider's wallet, earnings and dealer credit redemptions
  ...defineOperations([
    { id: 'getRiderWallet', method: 'get', path: '/api/rider/wallet', summary: 'The rider’s balances (cash, dealer credit) in cents', answer: walletAnswerSchema, errors: ['NOT_FOUND'] },
    { id: 'listRiderEarnings', method: 'get', path: '/api/rider/earnings', summary: 'The rider’s earnings in a period (one event’s with `eventId`), with totals', query: earningsQuerySchema, answer: earningsAnswerSchema },
    { id: 'listRiderCreditRedemptions', method: 'get', path: '/api/rider/credit-redemptions', summary: 'The rider’s dealer credit spent in a period, with totals net of refunds', query: creditRedemptionsQuerySchema, answer: creditRedemptionsAnswerSchema },
  ]),

  // payments-router.ts: cash-out
  ...defineOperations([
    {
      id: 'createCashout',
      method: 'post',
      path: '/api/payments/create-order',
      summary: 'Cash out part of the rider’s cash balance',
      description: 'Idempotent per key: the same key and body answer the first cash-out again. 202 with the same body while the provider has not answered.',
      body: createOrderSchema,
      status: 201,
      answer: cashoutAnswerSchema,
      errors: ['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_KEY_REUSED', 'CONFLICT', 'NOT_FOUND'],
    },
    { id: 'listCashouts', method: 'get', path: '/api/payments/cashouts', summary: 'The rider’s cash-outs in a period, newest first', query: cashoutsQuerySchema, answer: cashoutsAnswerSchema },
    { id: 'getRewardLink', method: 'get', path: '/api/payments/get-reward-link/{orderId}', summary: 'Where the rider redeems the reward of a paid cash-out', params: z.object({ orderId: z.string() }), answer: rewardLinkAnswerSchema, errors: ['NOT_FOUND', 'BAD_GATEWAY'] },
  ]),

  // webhook-router.ts: the payment provider's webhook (signed, no session)
  ...defineOperations([
    {
      id: 'receiveProviderWebhook',
      method: 'post',
      path: '/api/payments/webhook',
      summary: 'The payment provider says an order or reward changed',
      description: 'Signed `Tremendous-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body>`; each `uuid` acted on once; 409 when the cash-out cannot be settled now (deliver again).',
      body: providerWebhookSchema,
      answer: providerWebhookAnswerSchema,
      errors: ['BAD_REQUEST', 'CONFLICT'],
      hidden: true,
    },
  ]),

  // event-payouts-router.ts: an event's payout decisions
  ...defineOperations([
    { id: 'getPromoterEventPayouts', method: 'get', path: '/api/promoter/event-payouts/{eventId}', summary: 'The payout decisions of one of the promoter’s events', params: eventId, answer: eventPayoutsAnswerSchema, errors: ['NOT_FOUND'] },
    { id: 'getAdminEventPayouts', method: 'get', path: '/api/admin/event-payouts/{eventId}', summary: 'An event’s payout decisions, as staff read them', params: eventId, answer: eventPayoutsAnswerSchema, errors: ['NOT_FOUND'] },
    { id: 'getPublicEventPayouts', method: 'get', path: '/api/event-payouts/{eventId}', summary: 'An event’s payout decisions as its public page shows them (no rider, no facts)', params: eventId, answer: publicEventPayoutsAnswerSchema, errors: ['NOT_FOUND'] },
  ]),

  // admin-router.ts: the credit expiry mail, a rider's earnings and the sent mark, receivables, rule sets and simulations
  ...defineOperations([
    { id: 'sendCreditExpiryMail', method: 'post', path: '/api/admin/riders/send-expire-mail', summary: 'Mail the credit expiry warning now (one rider, or every rider not warned yet)', body: sendExpireMailSchema, answer: sendExpireMailAnswerSchema },
    { id: 'getRiderEarningsAsAdmin', method: 'get', path: '/api/admin/earnings', summary: 'A rider’s earnings as they see them, with each lot’s sent mark', query: adminEarningsQuerySchema, answer: earningsAnswerSchema },
    { id: 'markPayoutSent', method: 'put', path: '/api/admin/earnings/{lotId}/sent', summary: 'Set or undo the “sent” mark on a payout', params: z.object({ lotId: z.string() }), body: sentMarkSchema, answer: sentMarkAnswerSchema, errors: ['NOT_FOUND'] },
    { id: 'listReceivables', method: 'get', path: '/api/admin/receivables', summary: 'Riders who owe the programme, largest first, with totals per currency', query: receivablesQuerySchema, answer: receivablesAnswerSchema },
    { id: 'getRiderDebts', method: 'get', path: '/api/admin/receivables/{riderId}', summary: 'What one rider owes per currency, and every change of it', params: riderId, answer: riderDebtsAnswerSchema, errors: ['NOT_FOUND'] },
    { id: 'writeOffDebt', method: 'post', path: '/api/admin/receivables/{riderId}/write-off', summary: 'Write (part of) a rider’s debt off', params: riderId, body: writeOffSchema, answer: riderDebtsAnswerSchema, errors: ['WRITE_OFF_TOO_LARGE', 'IDEMPOTENCY_KEY_REUSED', 'NOT_FOUND'] },
    { id: 'listRuleSets', method: 'get', path: '/api/admin/rule-sets', summary: 'Every version of the programme’s rule sets (of one year), and the spec’s rules', query: ruleSetListQuerySchema, answer: ruleSetListSchema },
    { id: 'getRuleSet', method: 'get', path: '/api/admin/rule-sets/{id}', summary: 'One version, its audited changes and what it changed against the one before', params: id, answer: ruleSetDetailSchema, errors: ['NOT_FOUND'] },
    { id: 'createRuleSetDraft', method: 'post', path: '/api/admin/rule-sets', summary: 'A new draft version of a scope (from a version, sent rules, or the spec’s)', body: ruleSetDraftSchema, status: 201, answer: ruleSetAnswerSchema, errors: ['NOT_FOUND'] },
    { id: 'editRuleSetDraft', method: 'put', path: '/api/admin/rule-sets/{id}', summary: 'Change a draft’s rules, day and note', params: id, body: ruleSetEditSchema, answer: ruleSetAnswerSchema, errors: ['RULE_SET_NOT_DRAFT', 'NOT_FOUND'] },
    { id: 'publishRuleSet', method: 'post', path: '/api/admin/rule-sets/{id}/publish', summary: 'Publish a draft, in force from a day', params: id, body: ruleSetPublishSchema, answer: ruleSetAnswerSchema, errors: ['RULE_SET_NOT_DRAFT', 'NOT_FOUND'] },
    { id: 'requestRuleSimulation', method: 'post', path: '/api/admin/rule-sets/{id}/simulations', summary: 'Judge the version on a period’s published results in the background, posting nothing', params: id, body: ruleSimulationRequestSchema, status: 202, answer: ruleSimulationAnswerSchema, errors: ['NOT_FOUND'] },
    { id: 'listRuleSimulations', method: 'get', path: '/api/admin/rule-sets/{id}/simulations', summary: 'The version’s simulations, newest first, without their results', params: id, answer: ruleSimulationsAnswerSchema },
    { id: 'getRuleSimulation', method: 'get', path: '/api/admin/rule-sets/{id}/simulations/{simulationId}', summary: 'One simulation, with its result once done', params: simulation, answer: ruleSimulationAnswerSchema, errors: ['NOT_FOUND'] },
    { id: 'exportRuleSimulation', method: 'get', path: '/api/admin/rule-sets/{id}/simulations/{simulationId}/export', summary: 'A finished simulation per rider, or every changed line, as CSV or XLSX', params: simulation, query: ruleSimulationExportQuerySchema, answer: SPREADSHEET, errors: ['NOT_FOUND'] },
    {
      id: 'applyRuleSimulation',
      method: 'post',
      path: '/api/admin/rule-sets/{id}/simulations/{simulationId}/apply',
      summary: 'Decide the simulated period’s events again by this published version, posting the differences as corrections',
      params: simulation,
      status: 202,
      answer: ruleSimulationAnswerSchema,
      errors: ['RULE_SET_NOT_PUBLISHED', 'SIMULATION_NOT_DONE', 'SIMULATION_APPLIED', 'NOT_FOUND'],
    },
  ]),

  // reports-router.ts: the administrators' dashboard figures and reports, and their exports (one operation per report)
  ...reportOperations,
  ...defineOperations([{ id: 'listRecentPayouts', method: 'get', path: '/api/admin/aggregates/payouts', summary: 'The newest earnings (never cached)', query: recentPayoutsQuerySchema, answer: recentPayoutsSchema }]),

  // claims-router.ts: payout claims, filed by riders (or staff for them) and decided by staff
  ...defineOperations([
    { id: 'listRiderPayoutClaims', method: 'get', path: '/api/rider/payout-claims', summary: 'The rider’s own claims, with the events and bikes a new claim may name', query: payoutClaimsQuerySchema, answer: payoutClaimsAnswerSchema },
    { id: 'listAdminPayoutClaims', method: 'get', path: '/api/admin/payout-claims', summary: 'Every payout claim, newest first', query: payoutClaimsQuerySchema, answer: payoutClaimsAnswerSchema },
    {
      id: 'fileRiderPayoutClaim',
      method: 'post',
      path: '/api/rider/payout-claims',
      summary: 'Claim a missing payment within 45 days of the race',
      body: payoutClaimInputSchema,
      status: 201,
      answer: payoutClaimAnswerSchema,
      errors: ['CLAIM_WINDOW_CLOSED', 'CLAIM_ALREADY_OPEN', 'CLAIM_EVENT_ALREADY_OPEN', 'CLAIM_EVENT_UNKNOWN', 'NOT_FOUND', 'BAD_GATEWAY'],
    },
    { id: 'fileAdminPayoutClaim', method: 'post', path: '/api/admin/payout-claims', summary: 'A claim for a rider, at any time', body: adminPayoutClaimInputSchema, status: 201, answer: payoutClaimAnswerSchema, errors: ['CLAIM_ALREADY_OPEN', 'CLAIM_EVENT_ALREADY_OPEN', 'CLAIM_EVENT_UNKNOWN', 'NOT_FOUND', 'BAD_GATEWAY'] },
    { id: 'updateRiderPayoutClaim', method: 'put', path: '/api/rider/payout-claim/{id}', summary: 'Edit or withdraw the rider’s own open claim', params: id, body: payoutClaimUpdateSchema, answer: payoutClaimAnswerSchema, errors: ['CLAIM_DECIDED', 'CLAIM_EVENT_UNKNOWN', 'NOT_FOUND', 'BAD_GATEWAY'] },
    { id: 'updateAdminPayoutClaim', method: 'put', path: '/api/admin/payout-claim/{id}', summary: 'Edit, approve or reject a claim', params: id, body: payoutClaimUpdateSchema, answer: payoutClaimAnswerSchema, errors: ['CLAIM_DECIDED', 'CLAIM_ALREADY_PAID', 'CLAIM_NEEDS_BIKE', 'CLAIM_EVENT_UNKNOWN', 'NOT_FOUND', 'BAD_GATEWAY'] },
  ]),

  // cheat-sheet-router.ts: the dealers' cheat sheet (`en.pdf`, `fr.pdf`)
  ...defineOperations([
    { id: 'downloadDealerCheatSheet', method: 'get', path: '/api/dealer/cheat-sheet/{file}', summary: 'How to redeem at the counter, as a PDF (`en.pdf` or `fr.pdf`)', params: z.object({ file: z.string() }), answer: { file: ['application/pdf'] }, errors: ['NOT_FOUND'] },
    { id: 'downloadAdminCheatSheet', method: 'get', path: '/api/admin/cheat-sheet/{file}', summary: 'The dealers’ cheat sheet, as a PDF (`en.pdf` or `fr.pdf`)', params: z.object({ file: z.string() }), answer: { file: ['application/pdf'] }, errors: ['NOT_FOUND'] },
  ]),

  // till-router.ts: the dealer till and the redemption lists
  ...defineOperations([
    { id: 'getTillAwards', method: 'get', path: '/api/dealer/awards/{riderId}', summary: 'A rider’s dealer credit with money left, soonest expiry first', params: riderId, answer: tillCreditSchema, errors: ['NOT_FOUND', 'DEALER_NOT_PARTICIPATING'] },
    {
      id: 'redeemAtTill',
      method: 'post',
      path: '/api/dealer/redeem',
      summary: 'Redeem a rider’s dealer credit at the counter (PIN checked)',
      description: 'Idempotent per dealer and key: the same key answers the stored answer; other details are 409 IDEMPOTENCY_KEY_REUSED.',
      body: redeemRequestSchema,
      status: 201,
      answer: redeemAnswerSchema,
      errors: [...PIN_ERRORS, 'CREDIT_CURRENCY', 'CREDIT_TOO_LOW', 'IDEMPOTENCY_KEY_REUSED', 'CONFLICT'],
    },
  ]),
  ...redemptionListOperations,
  ...defineOperations([
    { id: 'refundCreditRedemption', method: 'delete', path: '/api/admin/credit-redemption/{id}', summary: 'Refund a redemption: the whole amount back to the lots it came from', params: id, answer: refundAnswerSchema, errors: ['NOT_FOUND', 'CONFLICT'] },
  ]),

  // statements-router.ts: year-end statements (a rider's own closed years; staff any rider's) and the year-end report
  ...defineOperations([
    { id: 'listRiderStatementYears', method: 'get', path: '/api/rider/statements', summary: 'The closed years the rider had money in, newest first', answer: statementYearsSchema },
    {
      id: 'getRiderStatement',
      method: 'get',
      path: '/api/rider/statement/{file}',
      summary: 'The rider’s statement of a closed year: `{year}.json`, or the same as `{year}.pdf` or `{year}.csv` (an attachment)',
      description: 'In `locale`, else the rider’s own language. 404 for the current or a later year, or another file name.',
      params: z.object({ file: z.string() }),
      query: statementFileQuerySchema,
      answer: yearStatementSchema,
      errors: ['NOT_FOUND', 'BAD_GATEWAY'],
    },
    { id: 'listAdminStatementYears', method: 'get', path: '/api/admin/statements', summary: 'The closed years a rider had money in, newest first', query: statementRiderQuerySchema, answer: statementYearsSchema },
    {
      id: 'getAdminStatement',
      method: 'get',
      path: '/api/admin/statement/{file}',
      summary: 'A rider’s statement of a year (the current one to date): `{year}.json`, `{year}.pdf` or `{year}.csv`',
      params: z.object({ file: z.string() }),
      query: statementRiderQuerySchema,
      answer: yearStatementSchema,
      errors: ['NOT_FOUND', 'BAD_GATEWAY'],
    },
    { id: 'reportYearEnd', method: 'get', path: '/api/admin/aggregates/year-end', summary: 'The finance team’s year-end report: every rider’s year, with the 1099, W-9, withholding and debt flags', query: yearEndQuerySchema, answer: yearEndReportSchema, errors: ['BAD_GATEWAY'] },
    { id: 'exportYearEndReport', method: 'get', path: '/api/admin/aggregates/year-end/export', summary: 'The year-end report, every row, as CSV or XLSX', query: yearEndQuerySchema.extend(reportExportParamsSchema.shape), answer: SPREADSHEET, errors: ['BAD_GATEWAY'] },
  ]),

  // internal-router.ts: other services' endpoints (service token)
  ...defineOperations([
    { id: 'getEventPayoutsInternal', method: 'get', path: '/internal/event-payouts/{eventId}', summary: 'An event’s payout decisions as staff read them (the events service’s Canada invoices)', params: eventId, answer: eventPayoutsAnswerSchema, errors: ['NOT_FOUND'], hidden: true },
  ]),
];
