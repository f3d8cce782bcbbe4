import { randomUUID } from 'node:crypto';
import {
  DEFAULT_RULE_SET,
  RULE_SET_PRESETS,
  effectiveDayIn,
  ruleSetDifferences,
  ruleSetSchema,
  type RuleSet,
  type RuleSetDetail,
  type RuleSetDraftInput,
  type RuleSetEditInput,
  type RuleSetScope,
  type RuleSetVersion,
} from '@rr/contracts/rule-sets';
import { apiError, notFound, parseBody } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { changeRuleSet, changesOfRuleSet, createRuleSet, findRuleSet, lastVersionOf, lockRuleSet, previousVersionOf, recordRuleSetChange, ruleSetVersions } from '../data-access/rule-sets-repository.js';
import type { RuleSetChange, RuleSetRow } from '../data-access/models/index.js';

/**
 * Staff's rule sets (docs/rules.md): drafts made from a version (or the spec's rules), edited while drafts, published
 * with the day they take effect, never changed once published (a change is a new version). Every step is audited
 * in `rule_set_changes` with the rules before and after.
 */

/** One sequence of versions per scope. */
export const scopeKey = (scope: RuleSetScope) => [scope.year, scope.country, scope.discipline ?? '-', scope.seriesId ?? '-'].join('|');

const parseRules = (text: string | null): RuleSet | null => (text ? ruleSetSchema.parse(JSON.parse(text)) : null);

export function versionOf(row: RuleSetRow): RuleSetVersion {
  return {
    _id: row.id,
    scope: { year: row.year, country: row.country as RuleSetVersion['scope']['country'], discipline: row.discipline as RuleSetVersion['scope']['discipline'], seriesId: row.seriesId },
    version: row.version,
    status: row.status,
    effectiveFrom: row.effectiveFrom,
    note: row.note,
    rules: parseRules(row.rules)!,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    publishedBy: row.publishedBy ?? null,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/** Every version, newest first (of one programme year, or all). */
export async function listRuleSets(db: PayoutsDb, year?: number): Promise<{ ruleSets: RuleSetVersion[]; defaults: RuleSet }> {
  const rows = await ruleSetVersions(db, year);
  return { ruleSets: rows.map(versionOf), defaults: DEFAULT_RULE_SET };
}

async function found(db: PayoutsDb, id: string): Promise<RuleSetRow> {
  const row = id.length <= 36 ? await findRuleSet(db, id) : null;
  if (!row) throw notFound('No such rule set version');
  return row;
}

function changeOf(change: RuleSetChange): RuleSetDetail['changes'][number] {
  return {
    action: change.action,
    actorId: change.actorId,
    at: change.at.toISOString(),
    effectiveFrom: change.effectiveFrom,
    // A version's creation is its whole rules (the page shows what they change against the version before); an edit, what it changed.
    differences: change.action === 'edited' ? ruleSetDifferences(parseRules(change.rulesBefore), parseRules(change.rulesAfter)) : [],
  };
}

/** One version, its audit (oldest first), and what it changed against the version before it in its scope (or the spec's). */
export async function getRuleSet(db: PayoutsDb, id: string): Promise<RuleSetDetail> {
  const row = await found(db, id);
  const [changes, previous] = await Promise.all([
    changesOfRuleSet(db, row.id),
    previousVersionOf(db, row),
  ]);
  const ruleSet = versionOf(row);
  const before = previous ? versionOf(previous) : null;
  return { ruleSet, changes: changes.map(changeOf), previous: before, differences: ruleSetDifferences(before?.rules ?? DEFAULT_RULE_SET, ruleSet.rules) };
}

/** A new draft: the next version of its scope, from the rules of `fromId`, else a preset, else those sent, else the spec's. */
export async function createDraft(db: PayoutsDb, actorId: string, input: RuleSetDraftInput, now = new Date()): Promise<RuleSetVersion> {
  const from = input.fromId ? parseRules((await found(db, input.fromId)).rules) : null;
  const rules = from ?? (input.preset ? RULE_SET_PRESETS[input.preset] : null) ?? input.rules ?? DEFAULT_RULE_SET;
  const key = scopeKey(input.scope);
  return db.sequelize.transaction(async (transaction) => {
    // The scope's versions are numbered in order; two drafts made at once take 2 and 3, never 2 twice (the unique index).
    const last = await lastVersionOf(db, key, transaction);
    const row = await createRuleSet(
      db,
      {
        id: randomUUID(),
        year: input.scope.year,
        country: input.scope.country,
        discipline: input.scope.discipline,
        seriesId: input.scope.seriesId,
        scopeKey: key,
        version: (last ?? 0) + 1,
        status: 'draft',
        effectiveFrom: input.effectiveFrom,
        rules: JSON.stringify(rules),
        note: input.note,
        createdBy: actorId,
        createdAt: now,
        updatedAt: now,
      },
      transaction,
    );
    await recordRuleSetChange(db, { id: randomUUID(), ruleSetId: row.id, action: 'created', actorId, rulesBefore: null, rulesAfter: row.rules, effectiveFrom: row.effectiveFrom, at: now }, transaction);
    return versionOf(row);
  });
}

/** A draft's new rules, day and note | 409 RULE_SET_NOT_DRAFT once published. */
export async function editDraft(db: PayoutsDb, actorId: string, id: string, input: RuleSetEditInput, now = new Date()): Promise<RuleSetVersion> {
  return db.sequelize.transaction(async (transaction) => {
    const row = await lockRuleSet(db, id.length <= 36 ? id : '', transaction);
    if (!row) throw notFound('No such rule set version');
    if (row.status !== 'draft') throw apiError('RULE_SET_NOT_DRAFT');
    parseBody(effectiveDayIn(row.year), { effectiveFrom: input.effectiveFrom });
    const before = row.rules;
    await changeRuleSet(row, { rules: JSON.stringify(input.rules), effectiveFrom: input.effectiveFrom, note: input.note, updatedAt: now }, transaction);
    await recordRuleSetChange(db, { id: randomUUID(), ruleSetId: row.id, action: 'edited', actorId, rulesBefore: before, rulesAfter: row.rules, effectiveFrom: row.effectiveFrom, at: now }, transaction);
    return versionOf(row);
  });
}

/**
 * Publishes a draft: races from `effectiveFrom` on (in its scope) are judged by it whenever their results are next
 * applied; results already applied change only when staff re-apply it. | 409 RULE_SET_NOT_DRAFT when already published.
 */
export async function publishDraft(db: PayoutsDb, actorId: string, id: string, effectiveFrom: string | undefined, now = new Date()): Promise<RuleSetVersion> {
  return db.sequelize.transaction(async (transaction) => {
    const row = await lockRuleSet(db, id.length <= 36 ? id : '', transaction);
    if (!row) throw notFound('No such rule set version');
    if (row.status !== 'draft') throw apiError('RULE_SET_NOT_DRAFT');
    const day = effectiveFrom ?? row.effectiveFrom;
    parseBody(effectiveDayIn(row.year), { effectiveFrom: day });
    await changeRuleSet(row, { status: 'published', effectiveFrom: day, publishedBy: actorId, publishedAt: now, updatedAt: now }, transaction);
    await recordRuleSetChange(db, { id: randomUUID(), ruleSetId: row.id, action: 'published', actorId, rulesBefore: row.rules, rulesAfter: row.rules, effectiveFrom: day, at: now }, transaction);
    return versionOf(row);
  });
}
