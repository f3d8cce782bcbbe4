import type { CreationAttributes, Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { ContactMessage } from './models/index.js';

/** Keeps a message of the public contact form. */
export async function addContactMessage(db: IdentityDb, message: CreationAttributes<ContactMessage>, transaction: Transaction): Promise<void> {
  await db.models.ContactMessage.create(message, { transaction });
}
