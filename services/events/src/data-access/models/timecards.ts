import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';

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
      id: { type: DataTypes.STRING(36), primaryKey: true },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      fileName: { type: DataTypes.STRING(200), allowNull: false },
      contentType: { type: DataTypes.STRING(100), allowNull: false },
      sizeBytes: { type: DataTypes.INTEGER, allowNull: false },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      bytes: { type: DataTypes.BLOB('long'), allowNull: false },
      uploadedBy: { type: DataTypes.STRING(36), allowNull: false },
      uploadedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'event_timecards', modelName: 'EventTimecard', timestamps: false },
  );

  return { EventTimecard: EventTimecardModel };
}
