declare global {
  /**
   * The remote's name and build version (`mf-rider 1.4.0`), set by @rr/build (rspack DefinePlugin) in each remote's
   * own code from MF_BUILD_VERSION (else its package version): the same version its mf-manifest.json carries as
   * `metaData.buildInfo.buildVersion`. Only a remote's own source may read it (the shell's build does not define it).
   */
  const __RR_REMOTE_BUILD__: string;
}

/**
 * A remote's area, with the build that fills it in small print in its top corner (docs/operations.md "Shipping one
 * remote"): support and a deploy can tell at a glance which version a user sees. A name and a version, no words, so
 * nothing to translate. Last in the DOM (a screen reader reaches it after the page) but placed over the area's top
 * padding, where it never moves: at the end of the content it was pushed down as the page's data arrived, a layout
 * shift of its own (measured: up to 0.03 CLS on the role start pages).
 */
export function RemoteArea({ build, children }: { build: string; children: React.ReactNode }) {
  return (
    <div className="rr-remote-area">
      {children}
      <p className="rr-remote-build" data-remote-build={build}>
        {build}
      </p>
    </div>
  );
}
