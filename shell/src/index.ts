// The shell provides the shared modules its first render needs eagerly (libs/build: BOOT_SHARED), so they are
// available at once and the app starts in the entry chunk itself, with no async boundary: a phone fetches one script
// and renders, instead of fetching the entry, running it, then fetching the app. Modules shared lazily (the form kit,
// the schemas) are only imported by lazy chunks, which wait for them.
import './bootstrap';
