import { useCallback, useContext } from 'react';
import {
  UNSAFE_NavigationContext,
  createSearchParams,
  useNavigate,
  useSearchParams as useRouterSearchParams,
  type Location,
  type NavigateOptions,
  type URLSearchParamsInit,
} from 'react-router';

export type SetSearchParams = (next: URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit), options?: NavigateOptions) => void;

/**
 * React Router's `useSearchParams`, except that a functional update is given the address as it is now. React Router's
 * gives it the address of the component's last render: the router changes the address at once but draws the change
 * later (a transition, so a slow device or a busy page draws it late), and a second change made in between, such as
 * sorting a report right after choosing its last day, was computed from the address before the first and dropped it.
 * The live address is the history's own (the browser's, or a memory router's in tests).
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const [searchParams] = useRouterSearchParams();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const navigate = useNavigate();
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const live = (navigator as { location?: Location }).location?.search ?? window.location.search;
      const value = typeof next === 'function' ? next(new URLSearchParams(live)) : next;
      navigate(`?${createSearchParams(value)}`, options);
    },
    [navigate, navigator],
  );
  return [searchParams, setSearchParams];
}
