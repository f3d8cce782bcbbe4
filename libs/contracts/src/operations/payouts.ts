import { defineOperations } from './operation';

/** The payouts service's routes as integrators and operators see them; see operation.ts. */
export const PAYOUTS_OPERATIONS = defineOperations([]);
