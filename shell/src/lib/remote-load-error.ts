/** A remote's code could not be fetched or initialised (dead server, bad manifest, missing expose). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** 'mf_rider/routes' → 'mf_rider'; a manifest URL '…/mf/rider/mf-manifest.json' stays as it is. */
export function remoteNameOf(id: string): string {
  return id.includes('/') && !id.includes('://') && !id.startsWith('/') ? (id.split('/')[0] ?? id) : id;
}
