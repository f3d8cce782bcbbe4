// The one script of a page whose first screen the BFF drew into its HTML (bff/src/first-paint.ts): the browser paints
// that screen first, then this starts the app. It asks for the shell's script (data-main), and for what the shell will
// ask for at once (data-preload: the remote list, the remote's manifest, entry, routes and the page's chunk), only
// after the first frame: fetched from the HTML's own <script defer> and Link preloads instead, they arrived with the
// HTML on a fast line and the shell's script ran before anything was painted, the first screen waiting for it.
// It also watches for the app's page, to swap it in for the first screen (lib/first-paint.ts), so that code is on the
// pages with a first screen only, not in the shell's script. A few hundred bytes, fetched beside the HTML.
import { releaseFirstPaint } from './lib/first-paint';

interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/** `data-preload`: space-separated `as:href` pairs ('fetch:/mf/remotes.json script:/mf/public/remoteEntry.js'). */
export function parsePreloads(value = ''): Preload[] {
  return value
    .split(' ')
    .map((item) => ({ as: item.slice(0, item.indexOf(':')) as Preload['as'], href: item.slice(item.indexOf(':') + 1) }))
    .filter(({ as }) => as === 'script' || as === 'style' || as === 'fetch');
}

/** Starts the app: the preloads, then the shell's script (in document order with any other script, not as a module). */
export function startApp(doc: Document, main: string, preloads: readonly Preload[]): void {
  for (const { href, as } of preloads) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // As the shell asks for them: the JSON by fetch in CORS mode (same-origin credentials), scripts and stylesheets plainly.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.src = main;
  script.async = false;
  doc.head.append(script);
}

const me = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const main = me?.dataset.main;
const root = typeof document === 'undefined' ? null : document.getElementById('root');
if (root) releaseFirstPaint(root);
if (me && main) {
  const preloads = parsePreloads(me.dataset.preload);
  // requestAnimationFrame runs just before the next frame is drawn; the timeout after it, once it has been.
  requestAnimationFrame(() => setTimeout(() => startApp(document, main, preloads), 0));
}
