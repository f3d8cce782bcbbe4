// The shell provides the shared modules its first render needs eagerly (libs/build: BOOT_SHARED), so they are
// available at once and the app starts from the entry chunk itself: a phone fetches one script and renders, instead of
// fetching the entry, running it, then fetching the app. Modules shared lazily (the form kit, the schemas) are only
// imported by lazy chunks, which wait for them.
//
// The app's modules are evaluated in steps, each in a task of its own (the imports are "eager": the same chunk, no
// request), not in the one that evaluates this script and starts the federation runtime: on a slow phone evaluating
// them all at once held the main thread for one long stretch, which a visitor's tap had to wait out (Lighthouse's Total
// Blocking Time). A module evaluated in an early step is only looked up by the later ones.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ './start/react-dom');
  await nextTask();
  await import(/* webpackMode: "eager" */ './start/ui-kit');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
