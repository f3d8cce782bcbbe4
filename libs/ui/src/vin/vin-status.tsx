import type { BikeValidity, VinReason } from '@rr/contracts';
import type { IntlShape } from 'react-intl';
import { FormattedMessage } from 'react-intl';

const TONE: Record<BikeValidity, string> = { verified: 'success', invalid: 'danger', unverified: 'warning' };

export interface VinStatusBadgeProps {
  /** The bike's VIN status: 'VIN verified', 'Invalid VIN' (spec §4, §8) or not verified yet. */
  valid: BikeValidity;
}

/** The VIN status as a coloured badge (the words carry it; the colour only repeats it). */
export function VinStatusBadge({ valid }: VinStatusBadgeProps) {
  return (
    <span className={`rr-badge rr-badge--${TONE[valid]}`} data-vin-status={valid}>
      <FormattedMessage id={`ui.vin.status.${valid}`} />
    </span>
  );
}

/**
 * Why a VIN has its status, in the user's language (`ui.vin.reason.<code>`). `pattern` (the VIN pattern that decided,
 * as /api/vin-check names it) adds the model and year where the reason speaks of them.
 */
export function vinReasonText(intl: IntlShape, reason: VinReason, pattern?: { model: string; year: number } | null): string {
  if (pattern && (reason === 'matched' || reason === 'yearMismatch' || reason === 'patternUnverified')) {
    return intl.formatMessage({ id: `ui.vin.reason.${reason}.pattern` }, { model: pattern.model, year: pattern.year });
  }
  return intl.formatMessage({ id: `ui.vin.reason.${reason}` });
}

/** The reason in a few words, for staff lists and reports (`ui.vin.reasonShort.<code>`; the CSV export says the same). */
export function vinReasonShortText(intl: IntlShape, reason: VinReason): string {
  return intl.formatMessage({ id: `ui.vin.reasonShort.${reason}` });
}
