// The lists' free-text search in SQL, as the dealer, promoter and VIN report lists read it.

/**
 * `text`'s words (lower case, at most 8) as conditions: each must match one of `columns` (SQL expressions; null reads
 * as ''), in any case. Their `%word%` patterns are added to `replacements` as `w0`, `w1`…; '!' escapes LIKE's
 * wildcards the same way on SQLite and MariaDB (a backslash means different things).
 */
export function wordsWhere(text: string | undefined, columns: readonly string[], replacements: Record<string, unknown>): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word, index) => {
      const key = `w${index}`;
      replacements[key] = `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      return `(${columns.map((column) => `LOWER(COALESCE(${column}, '')) LIKE :${key} ESCAPE '!'`).join(' OR ')})`;
    });
}
