import type { InvoiceParty } from '@rr/contracts/server';
import type { IdentityDb } from '../data-access/database.js';
import { findPromoterRecord } from '../data-access/promoters-repository.js';

const orNull = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

/**
 * Who a Canada invoice names as the promoter (the events service asks; `GET /internal/promoters/{id}/invoice-party`):
 * the organisation's name and postal address as the promoter's profile keeps them, nothing else of the account. Null
 * for an id that is not a promoter's.
 */
export async function invoiceParty(db: IdentityDb, promoterId: string): Promise<InvoiceParty | null> {
  const promoter = promoterId ? await findPromoterRecord(db, promoterId) : null;
  if (!promoter) return null;
  return {
    _id: promoter.userId,
    name: promoter.name,
    addressLine1: orNull(promoter.addressLine1),
    addressLine2: orNull(promoter.addressLine2),
    city: orNull(promoter.city),
    state: orNull(promoter.state),
    zipcode: orNull(promoter.zipcode),
    country: orNull(promoter.country),
  };
}
