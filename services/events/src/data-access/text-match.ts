import { Op, fn, col, literal, where, type WhereOptions } from 'sequelize';

/**
 * Case-insensitive "contains" on a column, written with INSTR so `%` and `_` typed by a user are plain
 * characters (LIKE would need an ESCAPE clause, which SQLite and MySQL spell differently).
 */
export function containsText(column: string, text: string): WhereOptions {
  return where(fn('INSTR', fn('LOWER', col(column)), text.toLowerCase()), Op.gt, 0);
}

/** Case-insensitive equality on a column. */
export function equalsText(column: string, text: string): WhereOptions {
  return where(fn('LOWER', col(column)), text.toLowerCase());
}

/** The words of a search, as the full-text indexes hold them: lower case, accents dropped, letters and digits only. */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 8);
}

/**
 * InnoDB's full-text index leaves out words shorter than 3 characters and its default stopwords: those words are
 * matched as text instead (docs/api.md "Free-text search").
 */
const INNODB_STOPWORDS = new Set(['a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'www']);

/**
 * Events whose title, venue or city has a word starting with each word of `text` (all of them), through the
 * full-text index of the dialect: FTS5 on SQLite, FULLTEXT on MariaDB. Null when the text has no word (nothing matches).
 */
export function fullTextMatch(dialect: string, quote: (value: string) => string, text: string): WhereOptions | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  if (dialect === 'sqlite') {
    const expression = words.map((word) => `"${word}"*`).join(' AND ');
    return literal(`\`Event\`.rowid IN (SELECT rowid FROM events_fts WHERE events_fts MATCH ${quote(expression)})`);
  }
  const indexed = words.filter((word) => word.length >= 3 && !INNODB_STOPWORDS.has(word));
  const others = words.filter((word) => !indexed.includes(word));
  const conditions: WhereOptions[] = [];
  if (indexed.length > 0) {
    conditions.push(literal(`MATCH(\`Event\`.\`title\`, \`Event\`.\`venue\`, \`Event\`.\`city\`) AGAINST (${quote(indexed.map((word) => `+${word}*`).join(' '))} IN BOOLEAN MODE)`));
  }
  for (const word of others) conditions.push({ [Op.or]: [containsText('title', word), containsText('venue', word), containsText('city', word)] });
  return { [Op.and]: conditions };
}
