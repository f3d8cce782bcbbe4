import { remoteConfig } from '@rr/build';

// Exposes ./routes (src/routes.tsx); shared singletons and output settings come from @rr/build.
export default remoteConfig({ name: 'mf_rider', dir: import.meta.dirname, port: 4202 });
