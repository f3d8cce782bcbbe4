import { sessionAtom } from '@rr/session';
import { useAtomValue } from 'jotai';

/**
 * The signed-in promoter's id: the session user's `_id` (the shell keeps the session in `sessionAtom`). An
 * administrator proxying a promoter is that promoter here.
 */
export function usePromoterId(): string {
  const session = useAtomValue(sessionAtom);
  return session?.authenticated ? session.user._id : '';
}
