import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';

/** A message of the public contact form. */
export class ContactMessage extends Model<InferAttributes<ContactMessage>, InferCreationAttributes<ContactMessage>> {
  declare id: string;
  declare name: string;
  declare email: string;
  declare company: string;
  declare reason: string;
  declare message: string;
  declare locale: string;
  declare createdAt: CreationOptional<Date>;
}

/** The public contact form's messages. */
export function defineContactMessageModels(sequelize: Sequelize): Pick<IdentityModels, 'ContactMessage'> {
  const ContactMessageModel = class extends ContactMessage {};
  ContactMessageModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      company: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      reason: { type: DataTypes.STRING(20), allowNull: false },
      message: { type: DataTypes.STRING(2000), allowNull: false },
      locale: { type: DataTypes.STRING(5), allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, underscored: true, tableName: 'contact_messages', modelName: 'ContactMessage', updatedAt: false },
  );

  return { ContactMessage: ContactMessageModel };
}
