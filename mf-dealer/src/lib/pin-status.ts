import type { TillRider } from '@rr/contracts';

/** Whether a rider can confirm a redemption with their PIN (spec §5): set, not created yet, or locked after wrong tries. */
export type PinStatus = 'set' | 'none' | 'locked';

export function pinStatus(rider: Pick<TillRider, 'hasPin' | 'pinLocked'>): PinStatus {
  if (rider.pinLocked) return 'locked';
  return rider.hasPin ? 'set' : 'none';
}
