// The merge dialog (spec §4 Account, §5 Merge): which riders, the text to type, when Merge is enabled. Pure.
import { mergeConfirmation, mergeConfirmationMatches, mergeConfirmationText, mergeSchema, type MergeInput as MergeBody } from '@rr/contracts';
import type { ContractSchema } from '@rr/ui/form';
import type { RiderRow } from './rider-list';

export type MergeRider = Pick<RiderRow, 'id' | 'name' | 'email'>;

export interface MergeInput {
  keep: MergeRider | null;
  remove: MergeRider | null;
  confirmation: string;
}

export interface MergeState {
  /** The exact text to type, once both riders are chosen. */
  expected: string | null;
  /** Both slots hold the same rider. */
  sameRider: boolean;
  /** The typed text matches (words in any case and spacing, e-mails exact). */
  confirmed: boolean;
  canSubmit: boolean;
}

export function mergeState({ keep, remove, confirmation }: MergeInput): MergeState {
  if (!keep || !remove) return { expected: null, sameRider: false, confirmed: false, canSubmit: false };
  const sameRider = keep.id === remove.id;
  const expected = sameRider ? null : mergeConfirmationText(remove.email, keep.email);
  const confirmed = !sameRider && mergeConfirmationMatches(confirmation, remove.email, keep.email);
  return { expected, sameRider, confirmed, canSubmit: confirmed };
}

/** The body of POST /api/admin/riders-merge for the chosen riders and the typed text (trimmed). */
export function mergeBody({ keep, remove, confirmation }: MergeInput): MergeBody {
  return { keepRiderId: keep?.id ?? '', deleteRiderId: remove?.id ?? '', confirmation: confirmation.trim() };
}

/** What the dialog checks before sending: the contract's body, the typed text matching the chosen riders' e-mails. */
export function mergeFormSchema(keep: MergeRider | null, remove: MergeRider | null): ContractSchema<MergeBody> {
  return keep && remove ? mergeSchema.extend({ confirmation: mergeConfirmation(remove.email, keep.email) }) : mergeSchema;
}
