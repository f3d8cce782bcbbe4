// The one place a dead or broken remote is handled (STYLE.md: module-federation-examples
// runtime-plugins/offline-remote). Every failed loadRemote ends in errorLoadRemote with lifecycle
// 'onLoad' (manifest and entry failures bubble up to it): we log it once, reload the page once if it was
// a stale chunk, and rethrow a RemoteLoadError so the per-remote error boundary inside the layout shows
// its translated message with Retry while the rest of the shell keeps working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reloadOnceForChunkError } from './chunk-reload';
import { RemoteLoadError, remoteNameOf } from './remote-load-error';

export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rr-remote-error-plugin',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = args.remote?.name ?? remoteNameOf(args.id);
      console.error(`[shell] loading ${args.id} failed`, args.error);
      reloadOnceForChunkError(args.error);
      throw args.error instanceof RemoteLoadError ? args.error : new RemoteLoadError(remote, args.error);
    },
  };
}
