import { CURRENCIES, type Currency } from '@rr/contracts';

/** A raw SELECT with named replacements (`:name`), run by data access. */
export { reportRows as select } from '../../data-access/reports-repository.js';

/** A number from a driver's answer: MariaDB gives sums as strings, SQLite as numbers; NULL is 0. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A ratio, or null when there is nothing to divide by (spec §5: shown with `percentFigure`). */
export const ratio = (part: number, base: number): number | null => (base === 0 ? null : part / base);

/** Currencies in the programme's order (USD first). */
export const byCurrency = (a: Currency, b: Currency): number => CURRENCIES.indexOf(a) - CURRENCIES.indexOf(b);

/** `%text%` for LIKE … ESCAPE '!' (the same escape on both databases): the search's own % and _ are literal. */
export const likePattern = (text: string): string => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The LIMIT/OFFSET of a page. */
export const pageWindow = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });
