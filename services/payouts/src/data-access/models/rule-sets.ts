import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { type ModelOptions } from './common.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalString, instant, optionalInstant, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// The programme's rule sets (docs/rules.md): their versions, changes, simulations, the events re-judged by one, and the older per-year overrides.

/** One version of a programme's rule set for a scope (docs/rules.md): a draft, or published and in force from a day. */
export class RuleSetRow extends StampedModel<RuleSetRow> {
  declare id: string;
  declare year: number;
  declare country: string;
  declare discipline: string | null;
  declare seriesId: string | null;
  declare scopeKey: string;
  declare version: number;
  declare status: 'draft' | 'published' | 'withdrawn';
  /** YYYY-MM-DD: races from this day on are judged by it. */
  declare effectiveFrom: string;
  /** JSON of a `RuleSet`. */
  declare rules: string;
  declare note: CreationOptional<string>;
  declare createdBy: string;
  declare publishedBy: CreationOptional<string | null>;
  declare publishedAt: CreationOptional<Date | null>;
}

/** Who changed a rule set version, how, and its rules before and after. */
export class RuleSetChange extends Model<InferAttributes<RuleSetChange>, InferCreationAttributes<RuleSetChange>> {
  declare id: string;
  declare ruleSetId: string;
  declare action: 'created' | 'edited' | 'published' | 'withdrawn' | 'applied';
  declare actorId: string;
  declare rulesBefore: string | null;
  declare rulesAfter: string | null;
  declare effectiveFrom: string | null;
  declare at: Date;
}

/** A rule set version applied to a period's results without posting (`result`: gzip JSON of `RuleSimulationResult`). */
export class RuleSetSimulation extends Model<InferAttributes<RuleSetSimulation>, InferCreationAttributes<RuleSetSimulation>> {
  declare id: string;
  declare ruleSetId: string;
  declare fromDay: string;
  declare toDay: string;
  declare status: 'running' | 'done' | 'failed';
  declare requestedBy: string;
  declare requestedAt: Date;
  declare finishedAt: CreationOptional<Date | null>;
  declare result: CreationOptional<Buffer | null>;
  declare error: CreationOptional<string | null>;
  declare applyRequestedAt: CreationOptional<Date | null>;
  declare appliedAt: CreationOptional<Date | null>;
  declare appliedEvents: CreationOptional<number | null>;
}

/** An event staff re-judged by a rule set version explicitly (after its simulation): it keeps that version. */
export class EventRuleSet extends Model<InferAttributes<EventRuleSet>, InferCreationAttributes<EventRuleSet>> {
  declare eventId: string;
  declare ruleSetId: string;
  declare simulationId: string;
  declare appliedBy: string;
  declare appliedAt: Date;
}

/** Parameters of the payout rules that differ from the defaults, per programme year and country (`*`). */
export class ProgrammeRuleOverride extends Model<InferAttributes<ProgrammeRuleOverride>, InferCreationAttributes<ProgrammeRuleOverride>> {
  declare year: number;
  declare country: string;
  /** JSON. */
  declare params: string;
  declare updatedAt: CreationOptional<Date>;
}

export interface RuleSetModels {
  RuleSet: typeof RuleSetRow;
  RuleSetChange: typeof RuleSetChange;
  RuleSetSimulation: typeof RuleSetSimulation;
  EventRuleSet: typeof EventRuleSet;
  ProgrammeRuleOverride: typeof ProgrammeRuleOverride;
}

export function defineRuleSetModels(options: ModelOptions): RuleSetModels {
  const RuleSetModel = class extends RuleSetRow {};
  RuleSetModel.init(
    {
      id: idKey(),
      year: { type: DataTypes.INTEGER, allowNull: false },
      country: requiredString(2),
      discipline: optionalString(20),
      seriesId: optionalIdOf(),
      scopeKey: requiredString(80),
      version: { type: DataTypes.INTEGER, allowNull: false },
      status: oneOfColumn(10, ['draft', 'published', 'withdrawn']),
      effectiveFrom: requiredString(10),
      rules: { type: DataTypes.TEXT, allowNull: false },
      note: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      createdBy: idOf(),
      publishedBy: optionalIdOf(),
      publishedAt: optionalInstant(),
      ...timestamps(),
    },
    { ...options, tableName: 'rule_sets', modelName: 'RuleSet' },
  );

  const RuleSetChangeModel = class extends RuleSetChange {};
  RuleSetChangeModel.init(
    {
      id: idKey(),
      ruleSetId: idOf(),
      action: oneOfColumn(12, ['created', 'edited', 'published', 'withdrawn', 'applied']),
      actorId: idOf(),
      rulesBefore: { type: DataTypes.TEXT, allowNull: true },
      rulesAfter: { type: DataTypes.TEXT, allowNull: true },
      effectiveFrom: optionalString(10),
      at: instant(),
    },
    { ...options, tableName: 'rule_set_changes', modelName: 'RuleSetChange', timestamps: false },
  );

  const RuleSetSimulationModel = class extends RuleSetSimulation {};
  RuleSetSimulationModel.init(
    {
      id: idKey(),
      ruleSetId: idOf(),
      fromDay: requiredString(10),
      toDay: requiredString(10),
      status: oneOfColumn(10, ['running', 'done', 'failed']),
      requestedBy: idOf(),
      requestedAt: instant(),
      finishedAt: optionalInstant(),
      result: { type: DataTypes.BLOB('long'), allowNull: true },
      error: optionalString(500),
      applyRequestedAt: optionalInstant(),
      appliedAt: optionalInstant(),
      appliedEvents: { type: DataTypes.INTEGER, allowNull: true },
    },
    { ...options, tableName: 'rule_set_simulations', modelName: 'RuleSetSimulation', timestamps: false },
  );

  const EventRuleSetModel = class extends EventRuleSet {};
  EventRuleSetModel.init(
    {
      eventId: idKey(),
      ruleSetId: idOf(),
      simulationId: idOf(),
      appliedBy: idOf(),
      appliedAt: instant(),
    },
    { ...options, tableName: 'event_rule_sets', modelName: 'EventRuleSet', timestamps: false },
  );

  const ProgrammeRuleOverrideModel = class extends ProgrammeRuleOverride {};
  ProgrammeRuleOverrideModel.init(
    {
      year: { type: DataTypes.INTEGER, primaryKey: true },
      country: { type: DataTypes.STRING(2), primaryKey: true },
      params: requiredString(2000),
      updatedAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'programme_rule_overrides', modelName: 'ProgrammeRuleOverride', createdAt: false },
  );

  return { RuleSet: RuleSetModel, RuleSetChange: RuleSetChangeModel, RuleSetSimulation: RuleSetSimulationModel, EventRuleSet: EventRuleSetModel, ProgrammeRuleOverride: ProgrammeRuleOverrideModel };
}
