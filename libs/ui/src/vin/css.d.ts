/** Stylesheets are bundled by each app's rspack (experiments.css); importing one has no value. */
declare module '*.css';
