import { useQueryClient } from '@rr/api-client';
import type { RiderViewBody } from '@rr/contracts';
import { useSessionRefresh } from '@rr/ui/account';
import { useCallback } from 'react';
import { profileKeys } from '../api/profile-api';

/**
 * After a section saved: the page shows the rider as the server answered, and the shell's session is read again so
 * the sidebar (name, photo) and the route guard (the bikes, spec §6 redirect=vin) see the change.
 */
export function useProfileSaved(riderId: string): (rider?: RiderViewBody) => Promise<void> {
  const client = useQueryClient();
  const refreshSession = useSessionRefresh();
  return useCallback(
    async (rider?: RiderViewBody) => {
      if (rider) client.setQueryData(profileKeys.rider(riderId), rider);
      else await client.invalidateQueries({ queryKey: profileKeys.rider(riderId) });
      await refreshSession();
    },
    [client, refreshSession, riderId],
  );
}
