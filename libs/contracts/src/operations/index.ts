import { BFF_OPERATIONS } from './bff';
import { EVENTS_OPERATIONS } from './events';
import { IDENTITY_OPERATIONS } from './identity';
import type { Operation } from './operation';
import { PAYOUTS_OPERATIONS } from './payouts';

export { BFF_OPERATIONS, EVENTS_OPERATIONS, IDENTITY_OPERATIONS, PAYOUTS_OPERATIONS };
export { defineOperations, type FileAnswer, type HttpMethod, type MultipartBody, type Operation } from './operation';

/**
 * Every operation, the BFF's own first: the source of the OpenAPI documents (public and role routes under `/api`,
 * internal service routes in the operators' document). Server and documentation code only: never imported by a
 * browser bundle.
 */
export const OPERATIONS: readonly Operation[] = [...BFF_OPERATIONS, ...IDENTITY_OPERATIONS, ...EVENTS_OPERATIONS, ...PAYOUTS_OPERATIONS];

/** The answer schemas written for the catalog (their names become the documents' component names). */
export * from './identity-answers';
export { oidcSignedInAnswerSchema, openApiAnswerSchema, receivedAnswerSchema, sessionStartedAnswerSchema, unlockedSignInAnswerSchema } from './bff';
