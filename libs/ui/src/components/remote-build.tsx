declare global {
  /**
   * The remote's name and build version (`mf-rider 1.4.0`), set by @rr/build (rspack DefinePlugin) in each remote's
   * own code from MF_BUILD_VERSION (else its package version): the same version its mf-manifest.json carries as
   * `metaData.buildInfo.buildVersion`. Only a remote's own source may read it (the shell's build does not define it).
   */
  const __RR_REMOTE_BUILD__: string;
}

/**
 * Which build of a remote fills the page, in small print at the end of its area (docs/operations.md "Shipping one
 * remote"): support and a deploy can tell at a glance which version a user sees. A name and a version, no words, so
 * nothing to translate.
 */
export function RemoteBuild({ build }: { build: string }) {
  return (
    <p className="rr-remote-build" data-remote-build={build}>
      {build}
    </p>
  );
}
