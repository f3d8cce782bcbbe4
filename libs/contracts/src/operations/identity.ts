import { defineOperations } from './operation';

/** The identity service's routes as integrators and operators see them; see operation.ts. */
export const IDENTITY_OPERATIONS = defineOperations([]);
