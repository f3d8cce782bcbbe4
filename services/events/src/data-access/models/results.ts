import { DataTypes, Model, type CreationOptional,  type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { MATCH_STATUSES, PAYOUT_TYPES, RESULT_STATUSES, type MatchMethod, type MatchStatus, type PayoutType, type ResultStatus } from '@rr/contracts';
import { modelOptions, cents } from './shared.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalString, instant, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// Result lines and the decisions taken on them: matches turned down at an event, decisions remembered for a promoter.

export class Result extends StampedModel<Result> {
  declare id: string;
  declare eventId: string;
  declare classId: string;
  declare place: number;
  /** The programme rider this line belongs to, when known. */
  declare riderId: CreationOptional<string | null>;
  declare riderName: string;
  declare bike: CreationOptional<string>;
  declare hometown: CreationOptional<string>;
  declare payoutCents: CreationOptional<number>;
  declare payoutType: PayoutType;
  declare eligibility: string;
  declare resultType: string;
  declare status: CreationOptional<ResultStatus>;
  /** Number plate. */
  declare number: CreationOptional<string>;
  declare email: CreationOptional<string>;
  declare amaNumber: CreationOptional<string>;
  declare vin: CreationOptional<string>;
  declare laps: CreationOptional<number | null>;
  /** How the line was linked to `riderId` (email, ama, vin, plate, nameHometown, manual), when it was. */
  declare matchMethod: CreationOptional<MatchMethod | null>;
  declare matchStatus: CreationOptional<MatchStatus>;
  /** JSON array of the rider ids an ambiguous line could be. */
  declare candidates: CreationOptional<string | null>;
  declare importId: CreationOptional<string | null>;
  /** Row of the uploaded file (1-based), for lines that came from one. */
  declare sourceRow: CreationOptional<number | null>;
  /** The remembered decision (`remembered_decisions`) that decided this line when it came in, until a person decides it anew. */
  declare rememberedId: CreationOptional<string | null>;
}

/** A match turned down ("wrong rider"): at this event, a line of this name and plate is never this rider's. */
export class RejectedMatch extends Model<InferAttributes<RejectedMatch>, InferCreationAttributes<RejectedMatch>> {
  declare id: string;
  declare eventId: string;
  declare riderId: string;
  /** The line's rider name as names are compared (`comparableName`). */
  declare nameKey: string;
  /** The line's number plate ('' when it gave none). */
  declare plate: string;
  declare resultId: CreationOptional<string | null>;
  declare createdBy: string;
  declare createdAt: Date;
}

/**
 * A decision a promoter's events took on a line of a given identity (name, plate and bike make as compared), taken
 * again for a line of the same identity at that promoter's next uploads: not a programme rider, or a rider.
 */
export class RememberedDecision extends Model<InferAttributes<RememberedDecision>, InferCreationAttributes<RememberedDecision>> {
  declare id: string;
  declare promoterId: string;
  /** SHA-256 (hex) of the line's identity. */
  declare lineKey: string;
  declare nameKey: string;
  declare plate: string;
  declare make: string;
  declare decision: 'notRider' | 'matched';
  declare riderId: CreationOptional<string | null>;
  declare eventId: CreationOptional<string | null>;
  declare eventTitle: string;
  declare resultId: CreationOptional<string | null>;
  declare decidedBy: string;
  declare decidedAt: Date;
}

/** Binds these models to one Sequelize instance. */
export function defineResultModels(sequelize: Sequelize): { Result: typeof Result; RejectedMatch: typeof RejectedMatch; RememberedDecision: typeof RememberedDecision } {
  const common = modelOptions(sequelize);

  const ResultModel = class extends Result {};
  ResultModel.init(
    {
      id: { type: DataTypes.STRING(48), primaryKey: true },
      eventId: idOf(),
      classId: idOf(),
      place: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 1 } },
      riderId: optionalIdOf(),
      riderName: requiredString(200),
      bike: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      hometown: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      payoutCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: cents },
      payoutType: oneOfColumn(16, PAYOUT_TYPES),
      eligibility: requiredString(40),
      resultType: requiredString(40),
      status: oneOfColumn(8, RESULT_STATUSES, 'finished'),
      number: { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' },
      email: { type: DataTypes.STRING(254), allowNull: false, defaultValue: '' },
      amaNumber: { type: DataTypes.STRING(50), allowNull: false, defaultValue: '' },
      vin: { type: DataTypes.STRING(17), allowNull: false, defaultValue: '' },
      laps: { type: DataTypes.INTEGER, allowNull: true },
      matchMethod: optionalString(16),
      matchStatus: oneOfColumn(16, MATCH_STATUSES, 'unmatched'),
      candidates: { type: DataTypes.TEXT, allowNull: true },
      importId: optionalIdOf(),
      sourceRow: { type: DataTypes.INTEGER, allowNull: true },
      rememberedId: optionalIdOf(),
      ...timestamps(),
    },
    { ...common, tableName: 'results', modelName: 'Result' },
  );

  const RejectedMatchModel = class extends RejectedMatch {};
  RejectedMatchModel.init(
    {
      id: idKey(),
      eventId: idOf(),
      riderId: idOf(),
      nameKey: requiredString(200),
      plate: { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' },
      resultId: optionalString(48),
      createdBy: idOf(),
      createdAt: instant(),
    },
    { ...common, tableName: 'rejected_matches', modelName: 'RejectedMatch', timestamps: false },
  );

  const RememberedDecisionModel = class extends RememberedDecision {};
  RememberedDecisionModel.init(
    {
      id: idKey(),
      promoterId: idOf(),
      lineKey: requiredString(64),
      nameKey: requiredString(200),
      plate: { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' },
      make: { type: DataTypes.STRING(40), allowNull: false, defaultValue: '' },
      decision: oneOfColumn(16, ['notRider', 'matched']),
      riderId: optionalIdOf(),
      eventId: optionalIdOf(),
      eventTitle: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      resultId: optionalString(48),
      decidedBy: idOf(),
      decidedAt: instant(),
    },
    { ...common, tableName: 'remembered_decisions', modelName: 'RememberedDecision', timestamps: false },
  );

  return { Result: ResultModel, RejectedMatch: RejectedMatchModel, RememberedDecision: RememberedDecisionModel };
}
