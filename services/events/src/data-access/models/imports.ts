import { DataTypes, Model, type CreationOptional,  type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { type ImportKind } from '@rr/contracts';
import { modelOptions } from './shared.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalInstant, counter } from '@rr/server-kit/model-columns';

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

/** An answer given to a token call with an `Idempotency-Key` (integrations), replayed when the key comes again. */
export class IntegrationRequest extends Model<InferAttributes<IntegrationRequest>, InferCreationAttributes<IntegrationRequest>> {
  declare tokenId: string;
  declare idempotencyKey: string;
  declare requestHash: string;
  declare importId: string;
  declare status: number;
  declare answer: string;
  declare createdAt: Date;
}

/** Binds these models to one Sequelize instance. */
export function defineImportModels(sequelize: Sequelize): { ResultImport: typeof ResultImport; IntegrationRequest: typeof IntegrationRequest } {
  const common = modelOptions(sequelize);

  const ResultImportModel = class extends ResultImport {};
  ResultImportModel.init(
    {
      id: idKey(),
      scopeKey: requiredString(200),
      eventId: optionalIdOf(),
      seriesId: optionalIdOf(),
      kind: requiredString(40),
      classId: optionalIdOf(),
      sha256: requiredString(64),
      format: requiredString(20),
      fileName: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      rowCount: counter(),
      preview: { type: sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long'), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'previewed' },
      createdBy: idOf(),
      committedBy: optionalIdOf(),
      createdAt: DataTypes.DATE(3),
      committedAt: optionalInstant(),
    },
    { ...common, tableName: 'result_imports', modelName: 'ResultImport', updatedAt: false },
  );

  const IntegrationRequestModel = class extends IntegrationRequest {};
  IntegrationRequestModel.init(
    {
      tokenId: { type: DataTypes.STRING(24), primaryKey: true },
      idempotencyKey: { type: DataTypes.STRING(200), primaryKey: true },
      requestHash: requiredString(64),
      importId: idOf(),
      status: { type: DataTypes.INTEGER, allowNull: false },
      answer: { type: sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long'), allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'integration_requests', modelName: 'IntegrationRequest', updatedAt: false },
  );

  return { ResultImport: ResultImportModel, IntegrationRequest: IntegrationRequestModel };
}
