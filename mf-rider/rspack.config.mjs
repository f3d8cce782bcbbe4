import { remoteConfig } from '@rr/build';
export default remoteConfig({ name: 'mf_rider', dir: import.meta.dirname, port: 4202 });
