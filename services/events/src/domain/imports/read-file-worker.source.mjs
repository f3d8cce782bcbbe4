// The sheet reader's worker when the service runs from its TypeScript sources (tests, `npm start` in a workspace):
// a worker thread does not inherit the parent's loader, so this loads the task through tsx. Production builds have
// dist/read-file-worker.js instead (scripts/build-servers.mjs).
import { tsImport } from 'tsx/esm/api';

const task = await tsImport('./read-file-worker.ts', import.meta.url);
export default task.default;
