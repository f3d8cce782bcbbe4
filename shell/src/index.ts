// Async boundary: the shared singletons (react, jotai, @rr/*) are negotiated by Module Federation
// before any of the app's code runs.
import('./bootstrap');
