// The shell provides the shared modules its first render needs eagerly (libs/build: BOOT_SHARED), so they are
// available at once and the app starts from the entry chunk itself: a phone fetches one script and renders, instead of
// fetching the entry, running it, then fetching the app. Modules shared lazily (the form kit, the schemas) are only
// imported by lazy chunks, which wait for them.
//
// The app's modules are evaluated in a task of their own (the import is "eager": the same chunk, no request), not in
// the one that evaluates this script and starts the federation runtime: on a slow phone the two together held the main
// thread for one long stretch, which a visitor's tap had to wait out (Lighthouse's Total Blocking Time).
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './bootstrap');
}, 0);
