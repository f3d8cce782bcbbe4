import { defineOperations } from './operation';

/** The BFF's own routes (sessions, accounts, config) as integrators and operators see them; see operation.ts. */
export const BFF_OPERATIONS = defineOperations([]);
