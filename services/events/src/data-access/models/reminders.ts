import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';
import { idKey, instant } from '@rr/server-kit/model-columns';

// The results reminders sent to promoters.

/** A results reminder sent to a promoter: once per event and kind (`results_reminders`). */
export class ResultsReminder extends Model<InferAttributes<ResultsReminder>, InferCreationAttributes<ResultsReminder>> {
  declare eventId: string;
  declare kind: string;
  declare dueDate: string;
  declare sentAt: Date;
}

/** Binds these models to one Sequelize instance. */
export function defineReminderModels(sequelize: Sequelize): { ResultsReminder: typeof ResultsReminder } {
  const common = modelOptions(sequelize);

  const ResultsReminderModel = class extends ResultsReminder {};
  ResultsReminderModel.init(
    {
      eventId: idKey(),
      kind: { type: DataTypes.STRING(16), primaryKey: true },
      dueDate: { type: DataTypes.DATEONLY, allowNull: false },
      sentAt: instant(),
    },
    { ...common, tableName: 'results_reminders', modelName: 'ResultsReminder', timestamps: false },
  );

  return { ResultsReminder: ResultsReminderModel };
}
