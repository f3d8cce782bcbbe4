/**
 * VIN shape, check digit and explanation: the pure rules live in @rr/contracts (`libs/contracts/src/vin.ts`), shared
 * with the browser; whether a VIN belongs to an eligible model is decided by VIN patterns (`./vin-patterns.ts`).
 */
export { explainVin, isVinShaped, normaliseVin, vinCheckDigit, withCheckDigit, type VinExplanation, type VinReason } from '@rr/contracts';
