import { DataTypes, Model, type CreationOptional,  type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { type ImportKind } from '@rr/contracts';
import { modelOptions } from './shared.js';

// Uploaded files parsed into a preview, committed at most once.

/** An uploaded file parsed into a preview; committed at most once (`status`). */
export class ResultImport extends Model<InferAttributes<ResultImport>, InferCreationAttributes<ResultImport>> {
  declare id: string;
  declare scopeKey: string;
  declare eventId: CreationOptional<string | null>;
  declare seriesId: CreationOptional<string | null>;
  declare kind: ImportKind;
  declare classId: CreationOptional<string | null>;
  declare sha256: string;
  declare format: string;
  declare fileName: CreationOptional<string>;
  declare rowCount: CreationOptional<number>;
  /** JSON of the parsed rows (ImportPreview.rows). */
  declare preview: string;
  declare status: CreationOptional<'previewed' | 'committed'>;
  declare createdBy: string;
  declare committedBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare committedAt: CreationOptional<Date | null>;
}

/** Binds these models to one Sequelize instance. */
export function defineImportModels(sequelize: Sequelize): { ResultImport: typeof ResultImport } {
  const common = modelOptions(sequelize);

  const ResultImportModel = class extends ResultImport {};
  ResultImportModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      scopeKey: { type: DataTypes.STRING(200), allowNull: false },
      eventId: { type: DataTypes.STRING(36), allowNull: true },
      seriesId: { type: DataTypes.STRING(36), allowNull: true },
      kind: { type: DataTypes.STRING(40), allowNull: false },
      classId: { type: DataTypes.STRING(36), allowNull: true },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      format: { type: DataTypes.STRING(20), allowNull: false },
      fileName: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      rowCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      preview: { type: sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long'), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'previewed' },
      createdBy: { type: DataTypes.STRING(36), allowNull: false },
      committedBy: { type: DataTypes.STRING(36), allowNull: true },
      createdAt: DataTypes.DATE(3),
      committedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { ...common, tableName: 'result_imports', modelName: 'ResultImport', updatedAt: false },
  );

  return { ResultImport: ResultImportModel };
}
