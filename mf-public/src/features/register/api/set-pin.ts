import { api } from '@rr/api-client';
import type { SessionUser } from '@rr/session';
import { pinUrl } from '../lib/pin-step';

/** PUT /api/rider/rider/{riderId}/pin `{ pin, confirmPin }` → `{ user }`; 400 VALIDATION shown next to the inputs. */
export function setPin(riderId: string, body: { pin: string; confirmPin: string }): Promise<{ user: SessionUser }> {
  return api.put(pinUrl(riderId), body, { alert: false });
}
