import { FirstPaintTextsPlugin, shellConfig } from '@rr/build';

/**
 * The texts of the public header in every locale, and the file name of the first screen's boot script, written beside
 * index.html as first-paint.json: the BFF draws that header into a public page's HTML (bff/src/first-paint.ts) so a
 * phone paints the page before this app's script has arrived, in the texts this build shows.
 */
const FIRST_PAINT_KEYS = ['shell.brand.home', 'shell.nav.label', 'shell.public.nav.events', 'shell.public.nav.rules', 'shell.public.nav.promoters', 'shell.public.login', 'shell.public.menu.open'];

const shell = { ...shellConfig({ dir: import.meta.dirname }), name: 'shell' };

/**
 * The first screen's boot script (src/first-paint-boot.ts), built on its own after the shell (whose build empties
 * dist/ first): an entry of the shell's build would carry the federation runtime and the shared modules (340 KB). Not
 * linked by index.html: the BFF puts it in place of the shell's script on the pages it draws first.
 */
const boot = {
  name: 'first-paint-boot',
  dependencies: ['shell'],
  mode: shell.mode,
  context: import.meta.dirname,
  entry: { 'first-paint-boot': './src/first-paint-boot.ts' },
  devtool: false,
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: shell.module.rules.filter((rule) => rule.loader === 'builtin:swc-loader') },
  output: { path: shell.output.path, publicPath: '/', filename: 'assets/[name].[contenthash:6].js', clean: false, iife: true },
  optimization: { minimize: shell.mode === 'production' },
  performance: { hints: false },
  stats: 'errors-warnings',
  plugins: [new FirstPaintTextsPlugin({
      dir: import.meta.dirname,
      keep: (key) => FIRST_PAINT_KEYS.includes(key),
      shape: (texts, compilation) => {
        const boot = [...(compilation.entrypoints.get('first-paint-boot')?.getFiles() ?? [])].find((file) => file.endsWith('.js'));
        return { boot: boot ? `/${boot}` : null, texts };
      },
    })],
};

export default [shell, boot];
