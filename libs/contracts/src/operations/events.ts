import { defineOperations } from './operation';

/** The events service's routes as integrators and operators see them; see operation.ts. */
export const EVENTS_OPERATIONS = defineOperations([]);
