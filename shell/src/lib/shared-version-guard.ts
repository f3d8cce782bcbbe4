// The shell's own check of a remote's shared singletons (docs/operations.md "Releasing one remote"). The BFF refuses
// such a build before /mf/remotes.json names it; this catches one that reaches the page anyway (a stale list, a
// manifest replaced in place): the remote is not started with a React or router it was not built for, and its area
// shows the translated "could not be loaded" notice with Retry (RemoteRoutes) instead of a blank or broken page.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false | null;
}

interface HostShared {
  version?: string;
  from?: string;
  shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
}

/** What does not fit, as `react: the remote offers 18.3.1 and requires ^18.2.0, the shell provides 19.3.1 and requires ^19.0.0`. */
export function sharedMismatches(host: Record<string, HostShared[]>, hostName: string, remote: ManifestShared[]): string[] {
  const problems: string[] = [];
  for (const entry of remote) {
    const own = host[entry.name]?.find((shared) => shared.from === hostName && shared.shareConfig?.singleton && shared.version);
    if (!own?.version) continue;
    const remoteRequires = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : null;
    const shellRequires = typeof own.shareConfig?.requiredVersion === 'string' ? own.shareConfig.requiredVersion : null;
    const remoteHappy = remoteRequires === null || satisfy(own.version, remoteRequires);
    const shellHappy = shellRequires === null || !entry.version || satisfy(entry.version, shellRequires);
    if (!remoteHappy || !shellHappy) {
      problems.push(
        `${entry.name}: the remote offers ${entry.version ?? '(none)'}${remoteRequires ? ` and requires ${remoteRequires}` : ''}, ` +
          `the shell provides ${own.version}${shellRequires ? ` and requires ${shellRequires}` : ''}`,
      );
    }
  }
  return problems;
}

export function sharedVersionGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'rr-shared-version-guard',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared;
      if (!shared) return args;
      const problems = sharedMismatches(args.options.shared as Record<string, HostShared[]>, args.options.name, shared);
      if (problems.length === 0) return args;
      const error = new RemoteLoadError(args.moduleInfo.name, new Error(`shared singletons do not match the shell's (${problems.join('; ')})`));
      console.error(`[shell] ${error.message}`);
      throw error;
    },
  };
}
