import { describe, expect, it } from 'vitest';
import { RELOAD_WINDOW_MS, isChunkLoadError, mayReload } from './chunk-reload';

describe('chunk reload', () => {
  it('recognises chunk load failures', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(error: https://x/123.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk src_x failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
  it('reloads once per window', () => {
    expect(mayReload(1_000_000, null)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 - 5_000)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 - RELOAD_WINDOW_MS - 1)).toBe(true);
  });
});
