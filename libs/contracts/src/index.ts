/**
 * @rr/contracts: every body that crosses browser ↔ BFF ↔ service, as zod schemas and the types inferred from
 * them, plus the message catalogue their errors use (`validation.*`, `error.*`). Browser forms, the BFF and the
 * services validate with the same schema; see issues.ts for how an issue becomes a translated message.
 */
// First: zod's settings must be in place before any schema below is built.
import './zod-config';
export { MESSAGES, apiErrorDescriptor, descriptor, englishMessages, loadValidationMessages, type MessageDescriptor, type Messages } from './messages';
export { VALIDATION_STATUS, fail, fieldErrors, issueDescriptor, issueField, type ValidationErrorBody } from './issues';
export * from './routes';
export { LOCALES, DEFAULT_LOCALE, isLocale, type Locale } from '@rr/i18n';
// Server-only parts (every locale's catalog, toServerError, service-to-service and outbox message schemas) are
// @rr/contracts/server: browsers share this entry as one untreeshaken module.
export * from './enums';
export * from './fields';
export * from './accounts';
export * from './session';
export * from './query';
export * from './site';
export * from './events';
export * from './results';
export * from './distinct-races';
export * from './contact';
export * from './wallet';
export * from './claims';
export * from './redemptions';
export * from './till';
export * from './favourites';
export * from './riders';
export * from './dealers';
export * from './time-zones';
export * from './promoters';
export * from './promoter-form';
export * from './catalog';
export * from './rider-profile';
export * from './rider-form';
export type { RiderPersonInputs } from './rider-fields';
export * from './vin';
export * from './vin-patterns';
export * from './admin-riders';
export * from './documents';
export * from './reports';
