// One factory for the rspack + Module Federation configs of the shell and the five role remotes,
// so every app builds, shares and names things the same way.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { rspack } from '@rspack/core';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
// React Router's package exports only its development build (warnings and checks included); production builds use
// the production one it ships beside it.
// Module Federation's generated runtime module imports the bundler runtime's CommonJS build, which requires the whole
// CommonJS SDK (no tree shaking: ~10 KB gzip more in the shell's entry and in every remote's remoteEntry.js). Its ES
// module build, beside it, has the same default export and lets the SDK be tree-shaken.
const bundlerRuntimeCjs = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] });
const federationRuntimeEsm = { [bundlerRuntimeCjs]: bundlerRuntimeCjs.replace(/\.cjs$/, '.js') };
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [path.join(import.meta.dirname, '../router')] })), 'dist/production/index.mjs');

/**
 * Shared singletons. One copy of each in the page: React and the router/intl/state libraries hold
 * context or module state that must be the same object in the shell and in every remote, and the
 * @rr/* libs hold the session atoms, locale atom, API client and UI kit the shell and remotes share.
 * `requiredVersion: false` on workspace libs: they are versioned together with the apps.
 *
 * TanStack Query: the shell's QueryClientProvider must reach the remotes' useQuery (same context object); it comes
 * through the shared @rr/api-client, which re-exports the parts the apps use (tree-shaken, unlike a shared package).
 * react-hook-form: loaded once by whichever app first needs a form. zod is deliberately NOT shared: a
 * shared module cannot be tree-shaken, and the whole of zod cost ~44 KB gzip more on the first load of
 * `/` than the parts the schemas use (measured: docs/architecture.md, "Server state (TanStack Query)").
 * It reaches the page once through the shared @rr/contracts, which holds every schema and bundles the
 * zod it needs; no app imports zod directly.
 */
export const shared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // The router façade (libs/router), not react-router-dom: a shared module is not tree-shaken, and the façade holds
  // only the exports the apps use (14 KB gzip instead of 62).
  '@rr/router': { singleton: true, requiredVersion: false },
  jotai: { singleton: true, requiredVersion: '^3.0.0' },
  'react-intl': { singleton: true, requiredVersion: '^12.0.0' },
  'react-hook-form': { singleton: true, requiredVersion: '^7.0.0' },
  '@rr/session': { singleton: true, requiredVersion: false },
  '@rr/i18n': { singleton: true, requiredVersion: false },
  '@rr/api-client': { singleton: true, requiredVersion: false },
  '@rr/ui': { singleton: true, requiredVersion: false },
  '@rr/contracts': { singleton: true, requiredVersion: false },
  // The zod-free catalogue (`@rr/contracts/messages`: validation.* and error.* in 8 locales, apiErrorDescriptor) that
  // @rr/ui's error translation and every intl provider need at start-up, shared on its own so the first load does not
  // pull the schemas and zod. Keyed by its file, so @rr/contracts' own `./messages` imports use the same copy.
  [path.resolve(import.meta.dirname, '../contracts/src/messages.ts')]: { singleton: true, requiredVersion: false, version: '0.1.0', shareKey: '@rr/contracts/messages' },
  // The route registry (page paths, the /api table): stateless, but the shell and every remote load it on their first
  // page, so one copy (7 KB gzip) instead of one per app. Keyed by file like the catalogue above.
  [path.resolve(import.meta.dirname, '../contracts/src/routes/index.ts')]: { singleton: true, requiredVersion: false, version: '0.1.0', shareKey: '@rr/contracts/routes' },
};

/**
 * The shared modules the shell needs before its first render. The shell provides them eagerly: they are in its entry
 * chunk rather than fetched one by one after the entry has run (a phone on a slow network waited a round trip plus a
 * queue of small requests for them). The rest (react-hook-form, the schemas) stay lazy, loaded with the first form.
 */
const BOOT_SHARED = new Set(['react', 'react-dom', 'jotai', 'react-intl', '@rr/router', '@rr/session', '@rr/i18n', '@rr/api-client', '@rr/ui', '@rr/contracts/messages', '@rr/contracts/routes']);
const shellShared = Object.fromEntries(
  Object.entries(shared).map(([key, config]) => [key, BOOT_SHARED.has(config.shareKey ?? key) ? { ...config, eager: true } : config]),
);

/**
 * Writes .br and .gz siblings of text assets after a production build, so the BFF (koa-send) and
 * the remote static servers hand browsers pre-compressed files instead of compressing per request.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outDir = compilation.outputOptions.path;
      for (const name of Object.keys(compilation.assets)) {
        if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
        const file = path.join(outDir, name);
        if (!fs.existsSync(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    });
  }
}

/**
 * A remote's build version: MF_BUILD_VERSION when the build is given one (CI and the image build pass the release, e.g.
 * `1.4.0+<git sha>`), else its package.json version. The Module Federation manifest plugin reads the same variable for
 * `metaData.buildInfo.buildVersion`, and the remote's own code shows it (`__RR_REMOTE_BUILD__`, @rr/ui RemoteBuild).
 */
function buildVersion(dir) {
  const fromEnv = process.env.MF_BUILD_VERSION?.trim();
  if (fromEnv) return fromEnv;
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version ?? '0.0.0';
}

/**
 * Adds `metaData.buildInfo.contentHash` to mf-manifest.json: a hash of every file the build emits besides the manifest
 * and stats (entry, chunks, CSS, assets), so two builds with the same bytes have the same id and any change gives a
 * new one, whatever version the build was given. The BFF logs it when it switches a remote (docs/operations.md
 * "Releasing one remote").
 */
class ManifestContentHashPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestContentHashPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ManifestContentHashPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const manifestName = 'mf-manifest.json';
        const manifest = assets[manifestName];
        if (!manifest) return;
        const hash = crypto.createHash('sha256');
        for (const name of Object.keys(assets).sort()) {
          if (name === manifestName || name === 'mf-stats.json') continue;
          hash.update(name).update('\0').update(assets[name].buffer()).update('\0');
        }
        const json = JSON.parse(manifest.source().toString());
        json.metaData = { ...json.metaData, buildInfo: { ...json.metaData?.buildInfo, contentHash: hash.digest('hex').slice(0, 16) } };
        compilation.updateAsset(manifestName, new rspack.sources.RawSource(JSON.stringify(json, null, 2)));
      });
    });
  }
}

function base({ dir, mode, entry }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry,
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: { ...federationRuntimeEsm, ...(production ? { 'react-router$': reactRouterProduction } : {}) },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|svg|webp|pdf)$/, type: 'asset/resource' },
      ],
    },
    experiments: { css: true },
    optimization: { minimize: production },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Config for a role remote: exposes ./routes, served with publicPath auto so it works from any origin. */
export function remoteConfig({ name, dir, port, mode = process.env.NODE_ENV === 'development' ? 'development' : 'production' }) {
  const version = buildVersion(dir);
  return {
    ...base({ dir, mode, entry: {} }),
    output: {
      // RR_DIST_DIR builds elsewhere than <app>/dist (a second build of one remote beside the one being served).
      path: process.env.RR_DIST_DIR ? path.resolve(process.env.RR_DIST_DIR) : path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      // Six hex digits name a chunk's content well enough to bust caches (a clash needs the same chunk to change into
      // the same 24 bits), and every lazy chunk's hash is written in the remote's entry, which every first load carries.
      filename: '[name].[contenthash:6].js',
      chunkFilename: '[name].[contenthash:6].js',
      cssFilename: '[name].[contenthash:6].css',
      cssChunkFilename: '[name].[contenthash:6].css',
      clean: true,
    },
    devServer: { port, headers: { 'Access-Control-Allow-Origin': '*' }, historyApiFallback: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        shared,
        // The shell provides every shared module the page needs first; a remote takes what is loaded ('version-first'
        // would fetch every registered remote's entry to compare versions, so signing in as a rider loaded all four).
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The federation runtime (runtime-core, ~33 KB gzip) comes from the shell, which provides it as a global
        // (provideExternalRuntime): a remote's entry is only its container, not a second copy of the runtime.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
      // The remote's own code knows its build: `mf-rider 1.4.0` (@rr/ui RemoteBuild shows it in the area).
      new rspack.DefinePlugin({ __RR_REMOTE_BUILD__: JSON.stringify(`${name.replace('_', '-')} ${version}`) }),
      new ManifestContentHashPlugin(),
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
  };
}

/** Config for the shell (host): no remotes compiled in; it registers them at boot from /mf/remotes.json. */
export function shellConfig({ dir, mode = process.env.NODE_ENV === 'development' ? 'development' : 'production' }) {
  return {
    ...base({ dir, mode, entry: { main: './src/index.ts' } }),
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      uniqueName: 'shell',
      filename: 'assets/[name].[contenthash:6].js',
      chunkFilename: 'assets/[name].[contenthash:6].js',
      cssFilename: 'assets/[name].[contenthash:6].css',
      cssChunkFilename: 'assets/[name].[contenthash:6].css',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({ name: 'shell', remotes: {}, shared: shellShared, shareStrategy: 'loaded-first', dts: false, experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } }),
      new rspack.HtmlRspackPlugin({ template: './index.html' }),
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
  };
}

/**
 * Emits `first-paint.json` beside the build's output: the texts of a public page's first screen in every locale (from
 * the catalogs in `<dir>/src/i18n`, the ids `keep` accepts), shaped by `shape` (which may add what else the BFF needs
 * of this build). The BFF draws the first screen from it (bff/src/first-paint.ts), so a build deployed on its own
 * brings its own texts.
 */
export class FirstPaintTextsPlugin {
  constructor({ dir, keep, shape = (texts) => texts }) {
    this.options = { dir, keep, shape };
  }

  apply(compiler) {
    const { dir, keep, shape } = this.options;
    compiler.hooks.thisCompilation.tap('FirstPaintTextsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstPaintTextsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const catalogs = path.join(dir, 'src/i18n');
        const texts = {};
        for (const file of fs.readdirSync(catalogs).filter((name) => /^[a-z]{2}\.json$/.test(name))) {
          const catalog = JSON.parse(fs.readFileSync(path.join(catalogs, file), 'utf8'));
          texts[file.slice(0, 2)] = Object.fromEntries(Object.entries(catalog).filter(([key]) => keep(key)));
        }
        compilation.emitAsset('first-paint.json', new rspack.sources.RawSource(JSON.stringify(shape(texts, compilation))));
      });
    });
  }
}
