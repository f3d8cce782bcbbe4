// Files on the admin rider page: what is checked before a timecard is sent, and how a size reads. Pure.
import { RIDER_TIMECARD_TYPES } from '@rr/contracts';
import type { IntlShape } from 'react-intl';

/** Spec §9: uploads up to 10 MB. */
export const TIMECARD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Why a picked file is refused before it is sent: empty, too big, or neither named nor typed as a PDF, PNG or JPEG.
 * Null when it may go (the server reads its content again and has the last word).
 */
export function timecardProblem(file: { size: number; type: string; name: string }): 'empty' | 'tooLarge' | 'type' | null {
  if (file.size === 0) return 'empty';
  if (file.size > TIMECARD_MAX_BYTES) return 'tooLarge';
  const named = /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (file.type ? !(RIDER_TIMECARD_TYPES as readonly string[]).includes(file.type) : !named) return 'type';
  return null;
}

/** A file's size as it is shown: whole kilobytes below 1 MB (at least 1), else megabytes with one decimal. */
export function fileSize(bytes: number): { value: number; unit: 'kilobyte' | 'megabyte' } {
  if (bytes < 1024 * 1024) return { value: Math.max(1, Math.round(bytes / 1024)), unit: 'kilobyte' };
  return { value: Math.round((bytes / 1024 / 1024) * 10) / 10, unit: 'megabyte' };
}

/** `fileSize` in the page's language ("1.5 MB", "1,5 Mo"). */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const { value, unit } = fileSize(bytes);
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}
