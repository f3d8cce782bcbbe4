import { normaliseVinPattern, type VinPatternListQuery } from '@rr/contracts';
import { Op, type CreationAttributes, type Transaction, type WhereOptions } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { VinPattern } from './models/index.js';

/** What matching a VIN needs of a pattern. */
const RULE_FIELDS = ['id', 'pattern', 'model', 'year', 'verified'] as const;

/** The patterns of a WMI, and those whose first three characters hold a wildcard; the longest pattern first. */
export async function findCandidatePatterns(db: IdentityDb, wmi: string, transaction?: Transaction): Promise<VinPattern[]> {
  return db.models.VinPattern.findAll({
    where: { [Op.or]: [{ wmi }, { wmi: { [Op.like]: '%*%' } }] },
    attributes: [...RULE_FIELDS],
    // The most specific pattern first (longer, then fewer wildcards), so the one named is the closest.
    order: [['pattern', 'DESC'], ['id', 'ASC']],
    transaction,
  });
}

/** Every pattern, with what matching a VIN needs. */
export async function findAllPatternRules(db: IdentityDb): Promise<VinPattern[]> {
  return db.models.VinPattern.findAll({ attributes: [...RULE_FIELDS] });
}

export async function findVinPattern(db: IdentityDb, id: string, transaction?: Transaction): Promise<VinPattern | null> {
  return db.models.VinPattern.findByPk(id, { transaction });
}

/** The makes of the verified patterns, A–Z. */
export async function verifiedMakes(db: IdentityDb): Promise<string[]> {
  const rows = await db.models.VinPattern.findAll({ where: { verified: true }, attributes: ['make'], group: ['make'], order: [['make', 'ASC']], raw: true });
  return rows.map((row) => row.make);
}

/** The retail sale day a dealer's VIN import gave for this very VIN, if any. */
export async function importedSaleDate(db: IdentityDb, vin: string, transaction: Transaction): Promise<string | null | undefined> {
  return (await db.models.VinPattern.findOne({ where: { pattern: vin, saleDate: { [Op.ne]: null } }, attributes: ['saleDate'], transaction }))?.saleDate;
}

const SORT_COLUMNS = { pattern: 'pattern', model: 'model', year: 'year', make: 'make', createdAt: 'createdAt' } as const;

/** '!' escapes LIKE's wildcards the same way on SQLite and MariaDB. */
const likeEscaped = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** `column LIKE value ESCAPE '!'` (lower-cased column with `lower`). */
function likeWhere(db: IdentityDb, column: string, value: string, lower = false) {
  const { sequelize } = db;
  const left = lower ? sequelize.fn('LOWER', sequelize.col(column)) : sequelize.col(column);
  return sequelize.where(left, { [Op.like]: sequelize.literal(`${sequelize.escape(value)} ESCAPE '!'`) });
}

/**
 * One page of patterns: `query` is any of pattern, make or model containing the text; `model` the exact model;
 * `pattern` a pattern starting with the text (`?` as `*`). With the distinct models and years, for the search's choices.
 */
export async function findVinPatternsPage(db: IdentityDb, query: VinPatternListQuery): Promise<{ rows: VinPattern[]; total: number; models: string[]; years: number[] }> {
  const and: WhereOptions<VinPattern>[] = [];
  if (query.query) {
    const text = `%${likeEscaped(query.query.toLowerCase())}%`;
    and.push({ [Op.or]: [likeWhere(db, 'model', text, true), likeWhere(db, 'make', text, true), likeWhere(db, 'pattern', `%${likeEscaped(normaliseVinPattern(query.query))}%`)] });
  }
  if (query.model) and.push({ model: query.model });
  if (query.year) and.push({ year: query.year });
  if (query.pattern) and.push(likeWhere(db, 'pattern', `${likeEscaped(normaliseVinPattern(query.pattern))}%`));
  if (query.verified) and.push({ verified: query.verified === 'true' });
  const sort = query.sort ?? 'pattern';
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order: Array<[string, string]> = [[column, descending ? 'DESC' : 'ASC']];
  if (column !== 'pattern') order.push(['pattern', 'ASC']);
  if (column !== 'year') order.push(['year', 'DESC']);
  order.push(['id', 'ASC']);

  const { rows, count } = await db.models.VinPattern.findAndCountAll({
    where: and.length > 0 ? { [Op.and]: and } : {},
    order,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const [models, years] = await Promise.all([
    db.models.VinPattern.findAll({ attributes: ['model'], group: ['model'], order: [['model', 'ASC']], raw: true }),
    db.models.VinPattern.findAll({ attributes: ['year'], group: ['year'], order: [['year', 'DESC']], raw: true }),
  ]);
  return { rows, total: count, models: models.map((row) => row.model), years: years.map((row) => Number(row.year)) };
}

export async function removeVinPattern(pattern: VinPattern, transaction: Transaction): Promise<void> {
  await pattern.destroy({ transaction });
}

/** Marks the patterns verified or not; how many changed (unknown ids, and those already so, are left alone). */
export async function storePatternsVerified(db: IdentityDb, ids: string[], verified: boolean, transaction: Transaction): Promise<number> {
  const [updated] = await db.models.VinPattern.update({ verified }, { where: { id: ids, verified: !verified }, transaction });
  return updated;
}

/** The patterns on file among these (any year), with what an import compares. */
export async function findPatternsForImport(db: IdentityDb, patterns: string[]): Promise<VinPattern[]> {
  return db.models.VinPattern.findAll({ where: { pattern: { [Op.in]: patterns } }, attributes: ['id', 'pattern', 'year', 'make', 'model', 'verified', 'saleDate'] });
}

export async function addVinPatterns(db: IdentityDb, patterns: CreationAttributes<VinPattern>[], transaction: Transaction): Promise<void> {
  await db.models.VinPattern.bulkCreate(patterns, { transaction });
}

/** An import's new answers for a pattern on file: make, model, and the verified flag and sale day when the file gives them. */
export async function storeImportedPattern(
  db: IdentityDb,
  id: string,
  fields: { make: string; model: string; verified?: boolean; saleDate?: string },
  transaction: Transaction,
): Promise<void> {
  await db.models.VinPattern.update(fields, { where: { id }, transaction });
}
