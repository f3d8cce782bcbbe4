// The remotes the shell is pointed at (/mf/remotes.json), changeable while running (docs/operations.md "Shipping one
// remote"). MF_REMOTE_* give the start values; MF_REMOTES_FILE (a JSON file, or a directory of one file per remote:
// the ConfigMap mounted as a volume in k8s, which the kubelet updates in place) names other builds and is looked at every MF_REMOTES_POLL_MS. Before /mf/remotes.json,
// the CSP's remote origins and the Link preloads follow a new manifest URL, its manifest is fetched and checked:
// it must be the remote it claims to be and its shared singletons must agree with the shell's (versions both ways).
// A refused remote keeps the previous good URL and gets one error line; a rollback is the same switch back.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from './config.js';
import type { Logger } from './log.js';
import { satisfies } from './semver-range.js';

export type FederationName = `mf_${RemoteName}`;
export type RemoteMap = Record<FederationName, string>;

export const FEDERATION_NAMES: readonly FederationName[] = REMOTE_NAMES.map((name) => `mf_${name}` as const);

/** One entry of an mf-manifest.json's `shared` list (the fields used here). */
export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false | null;
  singleton?: boolean;
}

/** The parts of an mf-manifest.json (Module Federation 2 manifest) the check reads. */
export interface FederationManifest {
  name?: string;
  metaData?: { buildInfo?: { buildVersion?: string; buildName?: string }; remoteEntry?: { name?: string } };
  shared?: SharedEntry[];
}

/** Why a shared module of a remote does not fit the shell's singleton. */
export interface SharedMismatch {
  package: string;
  /** The remote's own copy and the range it asks for. */
  offered: string;
  remoteRequires: string | null;
  /** The shell's copy (the one the page runs) and the range it asks for. */
  provided: string;
  shellRequires: string | null;
}

/**
 * Mismatches between a remote's shared modules and the shell's singletons. The shell provides its singletons first
 * (`loaded-first`), so the remote runs the shell's copy: that copy must satisfy the remote's requiredVersion. A
 * singleton the shell loads lazily may come from the remote instead, so the remote's copy must satisfy the shell's
 * requiredVersion too.
 */
export function sharedMismatches(shell: SharedEntry[], remote: SharedEntry[]): SharedMismatch[] {
  const singletons = new Map(shell.filter((entry) => entry.singleton && entry.version).map((entry) => [entry.name, entry]));
  const problems: SharedMismatch[] = [];
  for (const entry of remote) {
    const host = singletons.get(entry.name);
    if (!host?.version) continue;
    const remoteRequires = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : null;
    const shellRequires = typeof host.requiredVersion === 'string' ? host.requiredVersion : null;
    const offered = entry.version ?? '';
    const remoteHappy = remoteRequires === null || satisfies(host.version, remoteRequires);
    const shellHappy = shellRequires === null || !offered || satisfies(offered, shellRequires);
    if (!remoteHappy || !shellHappy) problems.push({ package: entry.name, offered, remoteRequires, provided: host.version, shellRequires });
  }
  return problems;
}

export interface RemotesSource {
  /** The map served now (the same object until something switches). */
  current(): RemoteMap;
  /** Looks at the remotes file now and applies what passes the check (the poll calls it; tests await it). */
  refresh(): Promise<void>;
  /** Stops the poll. */
  stop(): void;
}

export interface RemotesSourceOptions {
  /** Start values and fallback (MF_REMOTE_*). */
  defaults: RemoteMap;
  /** MF_REMOTES_FILE (a JSON file or a directory of one file per remote); undefined: the defaults only, nothing polled. */
  file?: string;
  pollMs?: number;
  /** A refused or unreachable manifest is tried again this often while the file still names it. */
  retryMs?: number;
  /** The shell build (its mf-manifest.json lists the singletons it provides). */
  staticDir: string;
  /** Where /mf/<name>/… manifests served by the BFF itself are read from (<remotesDir>/mf-<name>/dist). */
  remotesDir: string;
  log: Logger;
  /** Manifest fetch (tests replace it). */
  fetchJson?: (url: string) => Promise<unknown>;
}

const MANIFEST_TIMEOUT_MS = 5_000;

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), headers: { Accept: 'application/json' } });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`answered ${res.status}`);
  }
  return res.json();
}

/** A manifest URL the shell may be given: http(s), or a path on this site (not `//host`, not another scheme). */
function usableUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** One mismatch in the words of the BFF's refusal line (and of a team's pre-release check). */
export const formatMismatch = (m: SharedMismatch) =>
  `${m.package}: the remote offers ${m.offered || '(none)'}${m.remoteRequires ? ` and requires ${m.remoteRequires}` : ''}, ` +
  `the shell provides ${m.provided}${m.shellRequires ? ` and requires ${m.shellRequires}` : ''}`;

class Refusal extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function createRemotesSource(options: RemotesSourceOptions): RemotesSource {
  const { defaults, file, log, staticDir, remotesDir } = options;
  const pollMs = options.pollMs ?? 2000;
  const retryMs = options.retryMs ?? 30_000;
  const getJson = options.fetchJson ?? fetchJson;
  let served: RemoteMap = { ...defaults };
  /** The file's identity when last read (mtime, size, inode: a ConfigMap update swaps a symlink). */
  let seen = '';
  let wanted: Partial<RemoteMap> = {};
  /** Manifest URLs refused, with when and why (tried again after retryMs; logged again only when the reason changes). */
  const refused = new Map<string, { at: number; reason: string }>();
  let running: Promise<void> | null = null;

  /** A directory of one file per remote (`mf_rider` holding its manifest URL; empty or absent: MF_REMOTE_*). */
  async function readDirectory(dir: string): Promise<Record<string, unknown>> {
    const entries = await Promise.all(
      FEDERATION_NAMES.map(async (name) => {
        try {
          return [name, (await readFile(join(dir, name), 'utf8')).trim()] as const;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          return [name, ''] as const;
        }
      }),
    );
    return Object.fromEntries(entries);
  }

  async function readWanted(): Promise<boolean> {
    if (!file) return false;
    let identity: string;
    // A directory's five small files are read on every look (they are their own identity); a file is known by its stat.
    let entries: Record<string, unknown> | undefined;
    try {
      const info = await stat(file);
      if (info.isDirectory()) entries = await readDirectory(file);
      identity = entries ? `dir:${JSON.stringify(entries)}` : `${info.mtimeMs}:${info.size}:${info.ino}`;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      identity = 'absent';
    }
    if (identity === seen) return false;
    seen = identity;
    if (identity === 'absent') {
      wanted = {};
      return true;
    }
    let parsed: unknown = entries;
    if (!entries) {
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'));
      } catch (err) {
        log.error({ file, err: (err as Error).message }, `remotes file ${file} is not JSON: still serving the remotes in use`);
        return false;
      }
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      log.error({ file }, `remotes file ${file} is not a JSON object of federation name to manifest URL: still serving the remotes in use`);
      return false;
    }
    const next: Partial<RemoteMap> = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (!(FEDERATION_NAMES as readonly string[]).includes(key)) {
        log.warn({ file, remote: key }, `remotes file names an unknown remote ${key} (known: ${FEDERATION_NAMES.join(', ')}): ignored`);
        continue;
      }
      if (value === null || value === '') continue; // back to MF_REMOTE_*
      if (!usableUrl(value)) {
        log.error({ file, remote: key }, `remote ${key} refused: its manifest URL must be http(s) or a path on this site; still serving ${served[key as FederationName]}`);
        next[key as FederationName] = served[key as FederationName];
        continue;
      }
      next[key as FederationName] = value;
    }
    wanted = next;
    return true;
  }

  async function shellShared(): Promise<SharedEntry[] | null> {
    try {
      const manifest = JSON.parse(await readFile(join(staticDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
      return manifest.shared ?? [];
    } catch {
      return null;
    }
  }

  async function loadManifest(url: string): Promise<FederationManifest> {
    const local = /^\/mf\/([a-z]+)\/([^?#]+)/.exec(url);
    if (local && !url.startsWith('//')) {
      const [, name, rest] = local;
      if (!(REMOTE_NAMES as readonly string[]).includes(name!) || rest!.split('/').includes('..')) throw new Refusal('not a remote this BFF serves');
      return JSON.parse(await readFile(join(remotesDir, `mf-${name}`, 'dist', rest!), 'utf8')) as FederationManifest;
    }
    if (url.startsWith('/')) throw new Refusal('a path on this site must be /mf/<name>/…');
    return (await getJson(url)) as FederationManifest;
  }

  /** Resolves when `url` may be served for `remote`; throws a Refusal saying why not. Returns the build's version. */
  async function check(remote: FederationName, url: string): Promise<string | undefined> {
    let manifest: FederationManifest;
    try {
      manifest = await loadManifest(url);
    } catch (err) {
      if (err instanceof Refusal) throw err;
      throw new Refusal(`its manifest could not be read (${(err as Error).message})`);
    }
    if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.shared)) throw new Refusal('it is not an mf-manifest.json');
    if (manifest.name !== remote) throw new Refusal(`the manifest is ${manifest.name ?? 'unnamed'}'s, not ${remote}'s`, { offeredName: manifest.name });
    const shell = await shellShared();
    if (shell === null) {
      log.warn({ remote, staticDir }, 'the shell build has no mf-manifest.json: a remote\'s shared versions cannot be checked');
    } else {
      const mismatches = sharedMismatches(shell, manifest.shared);
      if (mismatches.length > 0) {
        const first = mismatches[0]!;
        throw new Refusal(`shared singletons do not match the shell's (${mismatches.map(formatMismatch).join('; ')})`, {
          package: first.package,
          offered: first.offered,
          required: first.shellRequires,
          remoteRequires: first.remoteRequires,
          provided: first.provided,
          mismatches,
        });
      }
    }
    return manifest.metaData?.buildInfo?.buildVersion;
  }

  async function apply(fileChanged: boolean): Promise<void> {
    const now = Date.now();
    const next: RemoteMap = { ...served };
    let changed = false;
    for (const remote of FEDERATION_NAMES) {
      const target = wanted[remote] ?? defaults[remote];
      if (target === served[remote]) {
        refused.delete(target);
        continue;
      }
      const before = refused.get(target);
      if (before && !fileChanged && now - before.at < retryMs) continue;
      try {
        const version = await check(remote, target);
        refused.delete(target);
        next[remote] = target;
        changed = true;
        log.info({ remote, from: served[remote], to: target, version }, `remote ${remote} switched to ${target}${version ? ` (build ${version})` : ''}`);
      } catch (err) {
        const refusal = err instanceof Refusal ? err : new Refusal((err as Error).message);
        refused.set(target, { at: now, reason: refusal.message });
        if (before?.reason === refusal.message) continue;
        log.error(
          { remote, manifest: target, serving: served[remote], reason: refusal.message, ...refusal.details },
          `remote ${remote} refused: ${target}: ${refusal.message}; still serving ${served[remote]}`,
        );
      }
    }
    if (changed) served = next;
    // Only the refusals of URLs still asked for are kept.
    const asked = new Set(FEDERATION_NAMES.map((remote) => wanted[remote] ?? defaults[remote]));
    for (const url of refused.keys()) if (!asked.has(url)) refused.delete(url);
  }

  async function refreshOnce(): Promise<void> {
    let fileChanged: boolean;
    try {
      fileChanged = await readWanted();
    } catch (err) {
      log.error({ file, err: (err as Error).message }, `remotes file ${file} could not be read: still serving the remotes in use`);
      return;
    }
    await apply(fileChanged);
  }

  function refresh(): Promise<void> {
    // One look at a time; a call during one waits for it and then looks again.
    const previous = running ?? Promise.resolve();
    const next = previous.then(refreshOnce, refreshOnce).finally(() => {
      if (running === next) running = null;
    });
    running = next;
    return next;
  }

  const timer = file ? setInterval(() => void refresh().catch(() => undefined), pollMs) : undefined;
  timer?.unref();
  if (file) void refresh().catch(() => undefined);

  return {
    current: () => served,
    refresh,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}

/** The config with `remotes` read from the source on every access (what the routes, CSP and preloads use). */
export function withLiveRemotes<T extends { remotes: RemoteMap }>(config: T, source: RemotesSource): T {
  const live = { ...config };
  Object.defineProperty(live, 'remotes', { get: () => source.current(), enumerable: true, configurable: true });
  return live;
}
