import { sessionAtom } from '@rr/session';
import { useAtomValue } from 'jotai';

/**
 * The signed-in dealer's id: the session user's `_id` (the shell keeps the session in `sessionAtom`). An
 * administrator proxying a dealer is that dealer here.
 */
export function useDealerId(): string {
  const session = useAtomValue(sessionAtom);
  return session?.authenticated ? session.user._id : '';
}
