declare global {
  /**
   * The remote's name and build version (`mf-rider 1.4.0`), set by @rr/build (rspack DefinePlugin) in each remote's
   * own code from MF_BUILD_VERSION (else its package version): the same version its mf-manifest.json carries as
   * `metaData.buildInfo.buildVersion`. Only a remote's own source may read it (the shell's build does not define it).
   */
  const __RR_REMOTE_BUILD__: string;
}

/**
 * A remote's area, with the build that fills it as an attribute of its wrapper (`data-remote-build="mf-rider 1.4.0"`,
 * docs/operations.md "Releasing one remote"): support and a deploy can read which version a user has from the page
 * (the element inspector, or `document.querySelector('[data-remote-build]')`) while the user never sees a version
 * number among their own things.
 */
export function RemoteArea({ build, children }: { build: string; children: React.ReactNode }) {
  return (
    <div className="rr-remote-area" data-remote-build={build}>
      {children}
    </div>
  );
}
