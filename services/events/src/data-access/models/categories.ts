import { DataTypes, Model, type CreationOptional,  type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';

// The programme's categories (disciplines a series is filed under).

export class Category extends Model<InferAttributes<Category>, InferCreationAttributes<Category>> {
  declare id: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare active: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Binds these models to one Sequelize instance. */
export function defineCategoryModels(sequelize: Sequelize): { Category: typeof Category } {
  const common = modelOptions(sequelize);

  const CategoryModel = class extends Category {};
  CategoryModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(120), allowNull: false, validate: { notEmpty: true } },
      description: { type: DataTypes.TEXT, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'categories', modelName: 'Category' },
  );

  return { Category: CategoryModel };
}
