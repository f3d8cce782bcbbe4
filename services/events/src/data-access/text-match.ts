import { Op, fn, col, where, type WhereOptions } from 'sequelize';

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
