import { useEffect, useRef } from 'react';

/**
 * Where a click on this link would take the page inside the app (path, query and hash), or null for a click the app
 * does not handle as a move of its own: another tab or window, a download, another origin, a modified or other-button
 * click, or the page it is already on.
 */
export function inAppTarget(event: MouseEvent, location: Location = window.location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return to === `${location.pathname}${location.search}${location.hash}` ? null : to;
}

/**
 * While `active` (unsaved changes on the page): leaving the site, reloading or closing the tab asks the browser's own
 * question (`beforeunload`), and a click on a link to another page of the app (the sidebar, a breadcrumb) is held
 * back and handed to `onLeave` with where it led, for the page to ask first. The app's router has no navigation
 * blocker (a BrowserRouter, not a data router), so links are caught before the router sees them: a capturing
 * listener on the document runs ahead of React's.
 */
export function useLeaveGuard(active: boolean, onLeave: (to: string) => void): void {
  const latest = useRef(onLeave);
  useEffect(() => {
    latest.current = onLeave;
  });
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(to);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active]);
}
