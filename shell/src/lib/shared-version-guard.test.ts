import { describe, expect, it } from 'vitest';
import { RemoteLoadError } from './remote-load-error';
import { sharedMismatches, sharedVersionGuard } from './shared-version-guard';

const HOST = {
  react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true, requiredVersion: '^19.0.0' } }],
  jotai: [{ version: '3.0.1', from: 'shell', shareConfig: { singleton: true, requiredVersion: '^3.0.0' } }],
  'react-hook-form': [{ version: '7.92.0', from: 'mf_rider', shareConfig: { singleton: true, requiredVersion: '^7.0.0' } }],
};

describe('sharedVersionGuard', () => {
  it('lets a remote built against the shell\'s singletons through', () => {
    expect(sharedMismatches(HOST, 'shell', [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }, { name: 'jotai', version: '3.0.1', requiredVersion: false }])).toEqual([]);
  });

  it('refuses one that needs another React, naming the versions, as a RemoteLoadError (the area\'s translated notice)', () => {
    const plugin = sharedVersionGuard();
    const args = {
      options: { name: 'shell', shared: HOST },
      moduleInfo: { name: 'mf_rider', entry: 'http://x/mf-manifest.json' },
      manifestJson: { shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.2.0' }] },
    };
    const run = () => (plugin.loadRemoteSnapshot as unknown as (a: typeof args) => unknown)(args);
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(run).toThrow(RemoteLoadError);
      expect(run).toThrow('react: the remote offers 18.3.1 and requires ^18.2.0, the shell provides 19.3.1 and requires ^19.0.0');
    } finally {
      console.error = original;
    }
  });

  it('ignores a singleton the shell does not provide itself', () => {
    expect(sharedMismatches(HOST, 'shell', [{ name: 'react-hook-form', version: '6.0.0', requiredVersion: '^6.0.0' }])).toEqual([]);
  });
});
