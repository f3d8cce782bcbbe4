import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';
import { idKey, idOf, requiredString, instant } from '@rr/server-kit/model-columns';

// Timecards of an event.

/** A timecard of an event (spec §2 "timecard upload"): a scan or PDF of a timing sheet. */
export class EventTimecard extends Model<InferAttributes<EventTimecard>, InferCreationAttributes<EventTimecard>> {
  declare id: string;
  declare eventId: string;
  declare fileName: string;
  declare contentType: string;
  declare sizeBytes: number;
  declare sha256: string;
  declare bytes: Buffer;
  declare uploadedBy: string;
  declare uploadedAt: Date;
}

/** Binds these models to one Sequelize instance. */
export function defineTimecardModels(sequelize: Sequelize): { EventTimecard: typeof EventTimecard } {
  const common = modelOptions(sequelize);

  const EventTimecardModel = class extends EventTimecard {};
  EventTimecardModel.init(
    {
      id: idKey(),
      eventId: idOf(),
      fileName: requiredString(200),
      contentType: requiredString(100),
      sizeBytes: { type: DataTypes.INTEGER, allowNull: false },
      sha256: requiredString(64),
      bytes: { type: DataTypes.BLOB('long'), allowNull: false },
      uploadedBy: idOf(),
      uploadedAt: instant(),
    },
    { ...common, tableName: 'event_timecards', modelName: 'EventTimecard', timestamps: false },
  );

  return { EventTimecard: EventTimecardModel };
}
