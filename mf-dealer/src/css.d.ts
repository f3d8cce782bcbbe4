/** Stylesheets are bundled by rspack's CSS support (experiments.css); importing one has no value. */
declare module '*.css';
