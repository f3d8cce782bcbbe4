// Runtime composition: remote URLs come from the BFF (/mf/remotes.json, filled from env), never from
// the shell's build, so each role app deploys on its own (DESIGN.md §3).
import { loadRemote, preloadRemote as preloadRemoteAssets, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteErrorPlugin } from './federation-plugin';
import { sharedVersionGuard } from './shared-version-guard';
import { RemoteLoadError } from './remote-load-error';

export type RemoteName = 'mf_public' | 'mf_rider' | 'mf_dealer' | 'mf_promoter' | 'mf_admin';
type RemoteMap = Partial<Record<RemoteName, string>>;

let manifestPromise: Promise<RemoteMap> | null = null;
const registered = new Set<string>();
let pluginInstalled = false;

async function fetchRemoteMap(): Promise<RemoteMap> {
  const response = await fetch('/mf/remotes.json', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/mf/remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteMap;
}

/** Fetches /mf/remotes.json once (again after a failure) and registers every remote it lists. */
export function initRemotes(): Promise<RemoteMap> {
  if (!pluginInstalled) {
    registerPlugins([remoteErrorPlugin(), sharedVersionGuard()]);
    pluginInstalled = true;
  }
  if (!manifestPromise) {
    manifestPromise = fetchRemoteMap().then(
      (map) => {
        const fresh = Object.entries(map).filter(([name, entry]) => typeof entry === 'string' && !registered.has(name));
        if (fresh.length) registerRemotes(fresh.map(([name, entry]) => ({ name, entry: entry as string })));
        fresh.forEach(([name]) => registered.add(name));
        return map;
      },
      (error: unknown) => {
        manifestPromise = null;
        throw error;
      },
    );
  }
  return manifestPromise;
}

type RoutesModule = { default?: ComponentType };

/**
 * Loads `<remote>/routes`. With `fresh`, the remote is registered again with force, which drops the
 * runtime's cached manifest and entry so a Retry really fetches again.
 */
export async function loadRemoteRoutes(name: RemoteName, fresh = false): Promise<ComponentType> {
  let map: RemoteMap;
  try {
    map = await initRemotes();
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
  const entry = map[name];
  if (!entry) throw new RemoteLoadError(name, new Error('not listed in /mf/remotes.json'));
  if (fresh) registerRemotes([{ name, entry }], { force: true });
  let module: RoutesModule | null;
  try {
    module = await loadRemote<RoutesModule>(`${name}/routes`);
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, error);
  }
  if (!module?.default) throw new RemoteLoadError(name, new Error('./routes has no default export'));
  return module.default;
}

// React.lazy caches a failed load for ever, so each remote keeps one lazy component that is replaced
// (not reused) when the user retries.
const lazyRemotes = new Map<RemoteName, { component: LazyExoticComponent<ComponentType>; failed: boolean }>();

/** Loads started before their remote is rendered (`preloadRemote`), handed to its first lazy component. */
const preloads = new Map<RemoteName, Promise<ComponentType>>();

/**
 * Starts loading a remote's ./routes now, before anything renders it: the shell calls it at boot for the area the
 * address is in, so the remote's chain (list, manifest, entry, routes) runs while the session is still being read.
 * The first lazy component of that remote takes this load over; a failure reaches it as any failed load does (the
 * in-layout notice with Retry, which loads afresh).
 */
export function preloadRemote(name: RemoteName): void {
  if (preloads.has(name) || lazyRemotes.has(name)) return;
  // Its ./routes chunks (JS and CSS, from its manifest) are fetched beside its entry, not after the entry has run.
  void initRemotes()
    .then((map) => (map[name] ? preloadRemoteAssets([{ nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'sync', share: false, depsRemote: false }]) : undefined))
    .catch(() => undefined);
  const load = loadRemoteRoutes(name);
  load.catch(() => undefined); // reported where the remote is mounted
  preloads.set(name, load);
}

export function lazyRemote(name: RemoteName): LazyExoticComponent<ComponentType> {
  const cached = lazyRemotes.get(name);
  if (cached && !cached.failed) return cached.component;
  return createLazy(name, cached?.failed ?? false);
}

/** A new lazy component for the remote, forcing a fresh fetch. */
export function retryRemote(name: RemoteName): LazyExoticComponent<ComponentType> {
  return createLazy(name, true);
}

/** Whether the remote's last load failed (so a reset must build a new lazy component). */
export function remoteFailed(name: RemoteName): boolean {
  return lazyRemotes.get(name)?.failed ?? false;
}

function createLazy(name: RemoteName, fresh: boolean): LazyExoticComponent<ComponentType> {
  const record = {
    failed: false,
    component: lazy(async () => {
      try {
        const preloaded = fresh ? undefined : preloads.get(name);
        preloads.delete(name);
        return { default: await (preloaded ?? loadRemoteRoutes(name, fresh)) };
      } catch (error) {
        record.failed = true;
        throw error;
      }
    }),
  };
  lazyRemotes.set(name, record);
  return record.component;
}
