import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The route registry (this folder) is the only source code that spells an `/auth/...` path, so a page's path changes
 * in one place and no link is left pointing at the old one: every page link, route pattern and start page elsewhere
 * comes from it. Tests may spell paths: they state what the registry must produce, and so may e2e and bench (a
 * browser driven from outside, opening the pages users open).
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const REGISTRY = relative(REPO, fileURLToPath(new URL('.', import.meta.url)));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'var', 'test', 'e2e', 'bench', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx|js|mjs)$/;
/** A string literal starting with `/auth/` or being `/auth`, in any quotes. */
const AUTH_LITERAL = /(['"`])\/auth(\/|\1)/;

/**
 * Files whose `/auth/...` literals are not page paths. identity's internal router serves `/internal/auth/login`,
 * `/internal/auth/register` and `/internal/auth/oidc` for the BFF (docs/accounts.md): API endpoints under its
 * `/internal` prefix, never a page.
 */
const NOT_PAGE_PATHS = new Set([join('services', 'identity', 'src', 'entry-points', 'internal-router.ts')]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return CODE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** `file:line: text` for every `/auth` literal outside the registry. */
function hardCodedAuthPaths(root: string): string[] {
  return sourceFiles(root)
    .map((path) => relative(root, path))
    .filter((file) => !file.startsWith(REGISTRY + sep) && !NOT_PAGE_PATHS.has(file))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (AUTH_LITERAL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('no hard-coded /auth paths outside the route registry', () => {
  it('finds none in the source tree (apps, remotes, libs, BFF, services, scripts)', () => {
    expect(hardCodedAuthPaths(REPO)).toEqual([]);
  });

  it('spots every quoting style, and leaves look-alikes alone', () => {
    const hits = ["'/auth/rider'", '"/auth/admin/riders"', '`/auth/${type}`', "'/auth'", '`/auth`'];
    for (const literal of hits) expect(AUTH_LITERAL.test(`const to = ${literal};`), literal).toBe(true);
    const misses = ["'/api/oauth/login'", "'/authors'", "'/internal/auth/login'", '/auth/ in a comment'];
    for (const text of misses) expect(AUTH_LITERAL.test(text), text).toBe(false);
  });

  it('skips what is not page code: the registry itself and tests', () => {
    expect(REGISTRY).toBe(join('libs', 'contracts', 'src', 'routes'));
    expect(TEST_FILE.test('guard.test.ts')).toBe(true);
    expect(TEST_FILE.test('guard.ts')).toBe(false);
  });
});
