import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, found from this file so defaults work from any working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
