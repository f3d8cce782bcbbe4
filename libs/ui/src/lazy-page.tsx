import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

interface LazyRecord<P> {
  component: LazyExoticComponent<ComponentType<P>>;
  failed: boolean;
}

/**
 * A route's page in a chunk of its own, fetched when the page is first shown (`React.lazy`), so a remote's entry
 * carries only its routes. Render it under a `<Suspense>` (the remote's routes hold one). React caches a failed lazy
 * load for ever, so once the chunk failed the next mount builds a new lazy component: the shell's error boundary
 * shows Retry (after its one reload for a chunk error), and Retry mounts the page again, which fetches the chunk again.
 *
 * `load` resolves to the page component, e.g. `lazyPage(() => import('./features/home').then((m) => m.HomePage))`.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const create = (): LazyRecord<P> => {
    const record: LazyRecord<P> = {
      failed: false,
      component: lazy(async () => {
        try {
          return { default: await load() };
        } catch (error) {
          record.failed = true;
          throw error;
        }
      }),
    };
    return record;
  };
  let current = create();
  const latest = (): LazyExoticComponent<ComponentType<P>> => {
    if (current.failed) current = create();
    return current.component;
  };

  function LazyPage(props: P) {
    const [Page] = useState(latest);
    return <Page {...props} />;
  }
  return LazyPage;
}
