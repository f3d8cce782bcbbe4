import { useApiMutation, useQueryClient } from '@rr/api-client';
import type { RiderViewBody } from '@rr/contracts';
import { useSessionRefresh } from '@rr/ui/account';
import { profileKeys } from '../api/profile-api';

/**
 * A write of one section of the rider's record. After it the page shows the rider as the server answered (`shown`
 * finds the rider in the answer), or reads the rider again when the answer has none; then the shell's session is read
 * again so the sidebar (name, photo) and the route guard (the bikes, spec §6 redirect=vin) see the change. The section
 * shows the failure itself.
 */
export function useProfileWrite<V, A>(riderId: string, write: (variables: V) => Promise<A>, shown?: (answer: A) => RiderViewBody) {
  const client = useQueryClient();
  const refreshSession = useSessionRefresh();
  return useApiMutation({
    mutationFn: write,
    invalidates: shown ? [] : [profileKeys.rider(riderId)],
    onSuccess: async (answer) => {
      if (shown) client.setQueryData(profileKeys.rider(riderId), shown(answer));
      await refreshSession();
    },
    meta: { alert: false },
  });
}
