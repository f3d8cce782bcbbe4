/** The words result lines, matches and uploads are written in, and the bounds on what one request may hold. */

/** How a rider's race ended: only finishers can be paid (spec §9: DNS and DNF are not counted). */
export const RESULT_STATUSES = ['finished', 'DNF', 'DNS'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * Which race a line is the result of (spec §9: motocross pays on the overall of the motos, supercross on the main):
 * the overall, the main event, the last-chance qualifier, a heat, a moto, or a numbered moto (1 to 4). Which of them
 * pays is the programme's rule set's (docs/rules.md).
 */
export const RESULT_TYPES = ['overall', 'main', 'lcq', 'heat', 'moto', 'moto1', 'moto2', 'moto3', 'moto4'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Words for a result type as sheets and headings write them, in the app's languages (accents and case ignored). */
const RESULT_TYPE_WORDS: Array<[RegExp, ResultType | 'moto#']> = [
  [/^(overall|total|general|classement general|gesamt|gesamtwertung|clasificacion general|classifica generale|totaal|eindstand|sammenlagt|sammanlagt|totalt)$/, 'overall'],
  [/^(main|main event|a main|feature|final|finale|finalen|la finale|finalen)$/, 'main'],
  [/^(lcq|last chance|last chance qualifier|repechage|hoffnungslauf|repesca|ripescaggio|herkansing)$/, 'lcq'],
  [/^(heat|heats|serie|series|vorlauf|batteria|manche de qualification)( \d+)?$/, 'heat'],
  [/^(moto|race|manche|lauf|manga|omgang|heat race)( (\d))?$/, 'moto#'],
];

/**
 * A result type as a sheet's column or a block's heading writes it ('Moto 2', 'LCQ', 'Last chance', 'Main event',
 * 'Heat 3', 'Manche 1'), or null for anything else. A moto numbered 1 to 4 is `moto1` … `moto4`; others are `moto`.
 */
export function resultTypeOf(text: string): ResultType | null {
  const word = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_.:-]+/g, ' ')
    .trim();
  if ((RESULT_TYPES as readonly string[]).includes(word)) return word as ResultType;
  for (const [pattern, type] of RESULT_TYPE_WORDS) {
    const match = pattern.exec(word);
    if (!match) continue;
    if (type !== 'moto#') return type;
    const n = Number(match[3]);
    return n >= 1 && n <= 4 ? (`moto${n}` as ResultType) : 'moto';
  }
  return null;
}

/**
 * How a line was linked to a programme rider, strongest first; `name` is a full name only one rider has, used when the
 * line gives no hometown to check it against (timing exports seldom do).
 */
export const MATCH_METHODS = ['email', 'ama', 'vin', 'plate', 'nameHometown', 'name', 'manual'] as const;
export type MatchMethod = (typeof MATCH_METHODS)[number];

/** matched: linked to one rider; unmatched / ambiguous: an exception to resolve; notRider: resolved as not in the programme. */
export const MATCH_STATUSES = ['matched', 'unmatched', 'ambiguous', 'notRider'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The uploads that go through a preview (spec §7): classes, one class's results, all classes, the class-block sheet, a series' events. */
export const IMPORT_KINDS = ['classes', 'classResults', 'allClassResults', 'formattedResults', 'seriesEvents'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The file formats an upload is read as (MyLaps Orbits / Speedhive exports are recognised by their header). */
export const IMPORT_FORMATS = ['csv', 'xlsx', 'mylaps'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Spec §9: results are due 7 days after the event ends. */
export const RESULTS_DUE_DAYS = 7;
/** Spec §9: uploads up to 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What one uploaded sheet may hold, checked while it is read (the reader stops at the first excess): rows (counted by
 * their number in the file, so a lone cell far down counts as everything above it), columns that hold a value, and
 * characters in one cell. Only the first sheet of a workbook is read. More than any real entry list or results file.
 */
export const UPLOAD_MAX_ROWS = 20_000;
export const UPLOAD_MAX_COLUMNS = 100;
export const UPLOAD_MAX_CELL_CHARS = 1_000;
/** More classes or places than any real payout table has: a bound on what one request may write. */
export const MAX_CLASSES = 200;
export const MAX_PLACES = 100;
/** One place pays at most this many cents (1,000,000.00). */
export const MAX_PLACE_CENTS = 100_000_000;
