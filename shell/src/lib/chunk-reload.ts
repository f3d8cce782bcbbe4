// Spec §7: "A failed chunk load triggers a page reload." After a deploy, hashed chunk names change and
// an open page asks for files that are gone; one reload fetches the new build. Reloading again within
// the window would loop, so the second failure is shown (error boundary) instead.

const STORAGE_KEY = 'rr.chunkReloadAt';
export const RELOAD_WINDOW_MS = 60_000;

/** ChunkLoadError from rspack/webpack (JS or CSS chunk) or a failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk \S+ failed/i.test(text) || /Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(text);
}

/** True when no chunk reload happened within the window (so reloading now cannot loop). */
export function mayReload(now: number, lastReloadAt: number | null, windowMs = RELOAD_WINDOW_MS): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > windowMs;
}

function readLast(): number | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/** Reloads the page once for a chunk load error; returns true when a reload was started. */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = Date.now();
  if (!mayReload(now, readLast())) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false; // without storage we cannot guarantee "once"; show the error instead
  }
  window.location.reload();
  return true;
}
