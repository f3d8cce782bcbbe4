import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { idKey, requiredString } from '@rr/server-kit/model-columns';

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
      id: idKey(),
      name: requiredString(120),
      email: requiredString(254),
      company: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      reason: requiredString(20),
      message: requiredString(2000),
      locale: requiredString(5),
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, underscored: true, tableName: 'contact_messages', modelName: 'ContactMessage', updatedAt: false },
  );

  return { ContactMessage: ContactMessageModel };
}
