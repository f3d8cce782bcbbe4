import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';
import { idKey, idOf, requiredString, instant, counter } from '@rr/server-kit/model-columns';

// Canada invoices and the yearly sequence of their numbers (taken together in one transaction).

/** An invoice of a Canadian event's contingency: its number, amount, and the payout table it was issued for. */
export class EventInvoice extends Model<InferAttributes<EventInvoice>, InferCreationAttributes<EventInvoice>> {
  declare id: string;
  declare number: string;
  declare eventId: string;
  declare amountCents: number;
  declare currency: string;
  declare fingerprint: string;
  declare issuedAt: Date;
}

/** The last invoice number given out in a year. */
export class InvoiceSequence extends Model<InferAttributes<InvoiceSequence>, InferCreationAttributes<InvoiceSequence>> {
  declare year: number;
  declare lastNumber: number;
}

/** Binds these models to one Sequelize instance. */
export function defineInvoiceModels(sequelize: Sequelize): { EventInvoice: typeof EventInvoice; InvoiceSequence: typeof InvoiceSequence } {
  const common = modelOptions(sequelize);

  const EventInvoiceModel = class extends EventInvoice {};
  EventInvoiceModel.init(
    {
      id: idKey(),
      number: requiredString(20),
      eventId: idOf(),
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      currency: requiredString(3),
      fingerprint: requiredString(64),
      issuedAt: instant(),
    },
    { ...common, tableName: 'event_invoices', modelName: 'EventInvoice', timestamps: false },
  );

  const InvoiceSequenceModel = class extends InvoiceSequence {};
  InvoiceSequenceModel.init(
    { year: { type: DataTypes.INTEGER, primaryKey: true }, lastNumber: counter() },
    { ...common, tableName: 'invoice_sequences', modelName: 'InvoiceSequence', timestamps: false },
  );

  return { EventInvoice: EventInvoiceModel, InvoiceSequence: InvoiceSequenceModel };
}
