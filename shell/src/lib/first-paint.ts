// The first screen the BFF draws into a public page's HTML (bff/src/first-paint.ts) stays on screen while the app
// starts hidden beside it (shell.css hides #root while #rr-first-paint precedes it), and the two are swapped in one
// frame once the app has drawn the page: its heading is there and no page-level spinner is left, or it shows an
// alert (a remote that failed to load, an error screen). Swapping earlier would show the app's spinners in place of a
// drawn page; later, a phone would look at a page that does not answer yet. Nothing that was on screen moves: the first
// screen goes, the app's page appears where it was, laid out by the same classes.

/** The app has drawn the page, or has something to say instead. */
export function pageDrawn(root: ParentNode): boolean {
  if (root.querySelector('[role="alert"]')) return true;
  return root.querySelector('h1') !== null && root.querySelector('.rr-query-loading, .rr-fullscreen-spinner') === null;
}

/** After this long the app is shown whatever it shows: a page that never draws a heading must not stay hidden. */
export const FIRST_PAINT_LIMIT_MS = 10_000;

/**
 * Removes the first screen once `root` has drawn the page (or after FIRST_PAINT_LIMIT_MS). Does nothing on a page
 * without one. Its links work as links; its buttons (the menu) do nothing by themselves, so a press on one is kept and
 * made on the app's button of the same name once the app is shown. Returns a function that stops watching.
 */
export function releaseFirstPaint(root: HTMLElement, doc: Document = document, limitMs = FIRST_PAINT_LIMIT_MS): () => void {
  const firstPaint = doc.getElementById('rr-first-paint');
  let pressed: string | null = null;
  const observer = new MutationObserver(() => {
    if (pageDrawn(root)) release();
  });
  const timer = setTimeout(() => release(), limitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  function release() {
    stop();
    firstPaint?.remove();
    if (pressed) root.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(pressed)}"]`)?.click();
  }
  if (!firstPaint) {
    stop();
    return stop;
  }
  firstPaint.addEventListener('click', (event) => {
    pressed = (event.target as Element).closest('button[aria-label]')?.getAttribute('aria-label') ?? pressed;
  });
  observer.observe(root, { childList: true, subtree: true });
  if (pageDrawn(root)) release();
  return stop;
}
