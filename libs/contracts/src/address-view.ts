import { z } from 'zod';

/**
 * A postal address as identity answers it (each part null where none was given): a dealer's, in the finder and on its
 * page, and a promoter's on an invoice. Spread into a view's object where its address stands.
 */
export const addressViewFields = {
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
};
