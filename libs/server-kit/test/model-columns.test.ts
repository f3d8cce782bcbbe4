import { describe, expect, it } from 'vitest';
import { DataTypes, Model, Sequelize } from 'sequelize';
import { CURRENCIES } from '@rr/contracts';
import { bigintNumber, counter, currency, flag, idKey, idOf, instant, oneOfColumn, optionalIdOf, optionalInstant, optionalString, requiredString, timestamps } from '../src/model-columns.js';

class Row extends Model {}
// No query runs: the model is only built, so no database is opened.
Row.init(
  {
    id: idKey(),
    ownerId: idOf(),
    parentId: optionalIdOf(),
    name: requiredString(200),
    note: optionalString(500),
    status: oneOfColumn(12, ['open', 'closed'], 'open'),
    currency: currency(),
    attempts: counter(),
    active: flag(true),
    at: instant(),
    doneAt: optionalInstant(),
    amountCents: bigintNumber('amountCents', { defaultValue: 0 }),
    refundCents: bigintNumber('refundCents', { allowNull: true }),
    ...timestamps(),
  },
  { sequelize: new Sequelize('sqlite::memory:', { logging: false }), underscored: true, tableName: 'rows' },
);

describe('model columns', () => {
  it('spell the columns the models spelled by hand', () => {
    const columns = Row.getAttributes();
    const shape = (name: string) => {
      const { type, allowNull, defaultValue, primaryKey, validate } = columns[name as keyof typeof columns] as { type: { toSql(): string } } & Record<string, unknown>;
      return { type: type.toSql(), allowNull, defaultValue, primaryKey, validate };
    };
    expect(shape('id')).toMatchObject({ type: 'VARCHAR(36)', primaryKey: true });
    expect(shape('ownerId')).toMatchObject({ type: 'VARCHAR(36)', allowNull: false });
    expect(shape('parentId')).toMatchObject({ type: 'VARCHAR(36)', allowNull: true });
    expect(shape('status')).toEqual({ type: 'VARCHAR(12)', allowNull: false, defaultValue: 'open', primaryKey: undefined, validate: { isIn: [['open', 'closed']] } });
    expect(shape('currency').validate).toEqual({ isIn: [[...CURRENCIES]] });
    expect(shape('attempts')).toMatchObject({ type: 'INTEGER', allowNull: false, defaultValue: 0 });
    expect(shape('active')).toMatchObject({ type: 'TINYINT(1)', allowNull: false, defaultValue: true });
    expect(shape('doneAt')).toMatchObject({ allowNull: true });
    expect(shape('amountCents')).toMatchObject({ type: 'BIGINT', allowNull: false, defaultValue: 0 });
    expect(columns.createdAt.type).toBeInstanceOf(DataTypes.DATE);
    expect(columns.updatedAt.type).toBeInstanceOf(DataTypes.DATE);
  });

  it('reads a BIGINT the driver answers as a string as a number, and leaves null alone', () => {
    const row = Row.build({ amountCents: '123456789012', refundCents: null }, { raw: true });
    expect(row.get('amountCents')).toBe(123456789012);
    expect(row.get('refundCents')).toBeNull();
  });
});
