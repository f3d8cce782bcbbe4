// The services' shared test helpers (`@rr/server-kit/testing`): only test files import this subpath.
export * from './downloads.js';
export * from './service-base.js';
export * from './promoter-season.js';
