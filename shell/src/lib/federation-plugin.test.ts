import { describe, expect, it, vi } from 'vitest';
import { remoteErrorPlugin } from './federation-plugin';
import { RemoteLoadError, remoteNameOf } from './remote-load-error';

describe('remoteErrorPlugin', () => {
  const plugin = remoteErrorPlugin();
  const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: Record<string, unknown>) => unknown;

  it('turns a failed remote load into a RemoteLoadError naming the remote', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempt = () => errorLoadRemote({ id: 'mf_admin/routes', error: new Error('Failed to get manifest'), lifecycle: 'onLoad', from: 'runtime' });
    expect(attempt).toThrow(RemoteLoadError);
    try {
      attempt();
    } catch (error) {
      expect((error as RemoteLoadError).remote).toBe('mf_admin');
      expect((error as Error).message).toContain('Failed to get manifest');
    }
  });

  it('leaves the earlier lifecycles to the runtime (they end in onLoad)', () => {
    expect(errorLoadRemote({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve', from: 'runtime' })).toBeUndefined();
  });

  it('names remotes from request ids', () => {
    expect(remoteNameOf('mf_rider/routes')).toBe('mf_rider');
    expect(remoteNameOf('http://host/mf/rider/mf-manifest.json')).toBe('http://host/mf/rider/mf-manifest.json');
  });
});
