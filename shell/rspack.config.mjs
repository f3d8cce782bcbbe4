import { shellConfig } from '@rr/build';
export default shellConfig({ dir: import.meta.dirname });
