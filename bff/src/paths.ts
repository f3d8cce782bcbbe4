import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '@rr/server-kit';

/** The monorepo root, found from this file (bff/src, or bff/dist once compiled) so defaults work from any working directory. */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
