// @rr/ui/vin: a VIN explained as it is typed, and its match against the VIN patterns (a sub-path of @rr/ui, so only
// the pages with a VIN field load it). Used by the registration, the rider's bikes and the admin rider pages.
export { VinExplanation, vinRefusal, type VinExplanationProps } from './vin-explanation';
export { VinStatusBadge, vinReasonShortText, vinReasonText, type VinStatusBadgeProps } from './vin-status';
export { useVinCheck, useVinMakes } from './vin-api';
