import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy page as the retry sees it: whether its last load failed, and how to start it afresh. */
interface LazyRecord {
  failed: boolean;
  rebuild: () => void;
}

/** Every lazy page of the page (this module is a federation singleton, so the shell's and the remotes' are here). */
const records = new Set<LazyRecord>();

/**
 * A route's page in a chunk of its own, fetched when the page is first shown (`React.lazy`), so a remote's entry
 * carries only its routes. Render it under a `<Suspense>` (the remote's routes hold one). A chunk that fails to load
 * reaches the shell's error boundary (one reload for a chunk error, then Retry). React caches a failed lazy load for
 * ever and renders a suspended page again and again while it mounts, so the page is not rebuilt on its own (that
 * would fetch the chunk in a loop): Retry calls `retryFailedPages()`, and the page's next mount fetches again.
 *
 * `load` resolves to the page component, e.g. `lazyPage(() => import('./features/home').then((m) => m.HomePage))`.
 */
export type LazyPageComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the page's chunk now (before it renders); its first render then waits only for what is left. */
  preload: () => void;
};

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPageComponent<P> {
  let started: Promise<ComponentType<P>> | null = null;
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        const page = started ?? load();
        started = null;
        return { default: await page };
      } catch (error) {
        record.failed = true;
        throw error;
      }
    });
  let current = create();
  const record: LazyRecord = {
    failed: false,
    rebuild: () => {
      record.failed = false;
      current = create();
    },
  };
  records.add(record);

  function LazyPage(props: P) {
    const Page = current;
    return <Page {...props} />;
  }
  const preload = () => {
    if (started || record.failed) return;
    started = load();
    started.catch(() => undefined); // a failure reaches the page's render, which awaits this same load
  };
  return Object.assign(LazyPage, { preload });
}

/**
 * Gives every page whose chunk failed a new lazy component, so its next mount fetches the chunk again. The shell's
 * error boundaries call it when the user retries (or moves to another page). Returns how many pages were reset.
 */
export function retryFailedPages(): number {
  let count = 0;
  for (const record of records) {
    if (!record.failed) continue;
    record.rebuild();
    count += 1;
  }
  return count;
}
