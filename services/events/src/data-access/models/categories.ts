import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';
import { idKey, flag, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// The programme's categories (disciplines a series is filed under).

export class Category extends StampedModel<Category> {
  declare id: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare active: CreationOptional<boolean>;
}

/** Binds these models to one Sequelize instance. */
export function defineCategoryModels(sequelize: Sequelize): { Category: typeof Category } {
  const common = modelOptions(sequelize);

  const CategoryModel = class extends Category {};
  CategoryModel.init(
    {
      id: idKey(),
      name: { type: DataTypes.STRING(120), allowNull: false, validate: { notEmpty: true } },
      description: { type: DataTypes.TEXT, allowNull: true },
      active: flag(true),
      ...timestamps(),
    },
    { ...common, tableName: 'categories', modelName: 'Category' },
  );

  return { Category: CategoryModel };
}
