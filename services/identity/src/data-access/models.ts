// The models live in models/, one file per aggregate; this path still serves the modules that import it by this name.
export * from './models/index.js';
