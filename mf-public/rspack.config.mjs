import { FirstPaintTextsPlugin, remoteConfig } from '@rr/build';

/**
 * The texts of the pages' first screens in every locale (the home page's hero, the events finder's and an event's
 * header), written beside mf-manifest.json as first-paint.json: the BFF draws those screens into the page's HTML
 * (bff/src/first-paint.ts) so a phone paints them before any script has arrived, in the texts of the build it serves.
 */
const FIRST_PAINT_KEYS = [/^public\.home\.hero\./, /^public\.home\.cta\./, /^public\.events\.(title|lead)$/, /^public\.raceStyle\./, /^public\.event\.title$/];

// Exposes ./routes (src/routes.tsx); shared singletons and output settings come from @rr/build.
const config = remoteConfig({ name: 'mf_public', dir: import.meta.dirname, port: 4201 });
config.plugins.push(new FirstPaintTextsPlugin({ dir: import.meta.dirname, keep: (key) => FIRST_PAINT_KEYS.some((pattern) => pattern.test(key)) }));
export default config;
