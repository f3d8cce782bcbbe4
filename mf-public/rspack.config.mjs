import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { remoteConfig } from '@rr/build';

/**
 * The texts of the pages' first screens in every locale (the home page's hero, the events finder's and an event's
 * header), written beside mf-manifest.json as first-paint.json: the BFF draws those screens into the page's HTML
 * (bff/src/first-paint.ts) so a phone paints them before any script has arrived, in the texts of the build it serves.
 */
const FIRST_PAINT_KEYS = [/^public\.home\.hero\./, /^public\.home\.cta\./, /^public\.events\.(title|lead)$/, /^public\.raceStyle\./, /^public\.event\.title$/];

class FirstPaintTextsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstPaintTextsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstPaintTextsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const dir = path.join(import.meta.dirname, 'src/i18n');
        const texts = {};
        for (const file of fs.readdirSync(dir).filter((name) => /^[a-z]{2}\.json$/.test(name))) {
          const catalog = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
          texts[file.slice(0, 2)] = Object.fromEntries(Object.entries(catalog).filter(([key]) => FIRST_PAINT_KEYS.some((pattern) => pattern.test(key))));
        }
        compilation.emitAsset('first-paint.json', new rspack.sources.RawSource(JSON.stringify(texts)));
      });
    });
  }
}

// Exposes ./routes (src/routes.tsx); shared singletons and output settings come from @rr/build.
const config = remoteConfig({ name: 'mf_public', dir: import.meta.dirname, port: 4201 });
config.plugins.push(new FirstPaintTextsPlugin());
export default config;
