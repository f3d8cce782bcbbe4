/**
 * How far apart two names are, for suggesting the programme rider a mistyped result line means ("Tyler Brookes" for
 * Tyler Brooks). Identity ranks its candidates with it, and the events service's in-memory directory (tests) does the
 * same, so both sides suggest alike. Names are compared as the services compare them (lower case, accents and
 * punctuation dropped, single spaces: `comparableName`), which the callers do first.
 */

/** Name as compared: lower case, accents and punctuation dropped, single spaces (identity and events alike). */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A hometown as compared: its first part ('Perris, CA' → 'perris'). */
export function comparableTown(town: string): string {
  return comparableName(town.split(',')[0] ?? '');
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and swaps of two
 * neighbouring characters, each one edit) between `a` and `b`, counted up to `max`: anything further answers
 * `max + 1`, and the rows stop early once every cell is past `max`, so a long unrelated name costs little.
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  if (x.length === 0 || y.length === 0) return Math.min(Math.max(x.length, y.length), max + 1);
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[y.length]!, max + 1);
}

/** The most edits a suggestion may be away: two, one for a short name (a two-letter change there is another name). */
export function allowedNameEdits(name: string): number {
  return [...name.replace(/ /g, '')].length < 8 ? 1 : 2;
}

/**
 * The edits between a line's name and a rider's first and last name (all already comparable), in either order
 * ('brookes tyler' for Tyler Brooks), or null when further than `allowedNameEdits` of the line's name.
 */
export function nameEdits(lineName: string, firstName: string, lastName: string): number | null {
  if (!lineName) return null;
  const max = allowedNameEdits(lineName);
  const edits = Math.min(editDistance(lineName, `${firstName} ${lastName}`.trim(), max), editDistance(lineName, `${lastName} ${firstName}`.trim(), max));
  return edits <= max ? edits : null;
}

/**
 * What a rider search by similar names asks the database for: the first three characters of a line's first and last
 * words (the whole word when shorter). A mistyped name keeps the start of one of its names far more often than not. An
 * initial ('k parker smith') is left out when the other word gives a start: one letter would read half the riders.
 */
export function namePrefixes(lineName: string): string[] {
  const words = lineName.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const ends = words.length > 1 ? [words[0]!, words.at(-1)!] : [words[0]!];
  const starts = [...new Set(ends.map((word) => [...word].slice(0, 3).join('')))];
  const longer = starts.filter((start) => [...start].length > 1);
  return longer.length > 0 ? longer : starts;
}
