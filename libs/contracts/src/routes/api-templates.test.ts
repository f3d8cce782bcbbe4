import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './api';
import { BFF_ROUTES } from './bff-routes';
import { ROLES, isRole } from './roles';

/**
 * The compiler checks each `apiPath` template against the registry's types; this test checks the same templates
 * against the registry itself, with the matcher the BFF's guard routes by (`matchRoute`), so the two cannot drift
 * apart. It also keeps `BFF_ROUTES` in step with the routes the BFF's own routers declare.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const BROWSER_ROOTS = ['shell', 'mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin', 'libs/api-client', 'libs/contracts', 'libs/event-tools', 'libs/session', 'libs/ui'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'testing']);
const CODE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
const TEMPLATE = /\bapiPath\(\s*'([^']+)'/g;
const BFF_ROUTE = /\brouter\.(?:get|post|put|patch|del|delete|all)\(\s*(['`])(\/api\/[^'`]+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return CODE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

function matchesAll(dirs: string[], pattern: RegExp, group: number): Array<{ file: string; text: string }> {
  return dirs.flatMap((dir) =>
    sourceFiles(join(REPO, dir)).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(pattern)].map((match) => ({ file: relative(REPO, path), text: match[group] ?? '' })),
    ),
  );
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** A BFF route against a concrete path, whole: `:role` a role, any other parameter one segment. */
function bffRouteMatches(route: string, path: string): boolean {
  const parts = segments(route);
  const actual = segments(path);
  return parts.length === actual.length && parts.every((part, i) => (part === ':role' ? isRole(actual[i]) : part.startsWith(':') || part === actual[i]));
}

/** The concrete paths a template may stand for: each role for `:role`, a sample id for any other parameter. */
function samples(template: string): string[] {
  const filled = template.replace(/\/:(?!role\b)[^/.]+/g, '/sample-id');
  return template.includes('/:role') ? ROLES.map((role) => filled.replaceAll('/:role', `/${role}`)) : [filled];
}

/** Whether some row of the table, or some route the BFF answers itself, takes the template. */
function registered(template: string): boolean {
  return samples(template).some((path) => matchRoute(path) !== undefined || BFF_ROUTES.some((route) => bffRouteMatches(route, path)));
}

/** A route path with its parameters (`:type`, `${role}`) reduced to `:`, to compare the BFF's spelling with ours. */
const shape = (path: string) => path.replace(/\$\{\w+\}|:\w+/g, ':');

describe('apiPath templates in the browser code', () => {
  const templates = matchesAll(BROWSER_ROOTS, TEMPLATE, 1);

  it('finds the calls (the walk reads the browser code)', () => {
    expect(templates.length).toBeGreaterThan(150);
  });

  it('are each taken by a row of API_ROUTES (the guard’s matcher) or by a route the BFF answers itself', () => {
    expect(templates.filter(({ text }) => !registered(text)).map(({ file, text }) => `${file}: ${text}`)).toEqual([]);
  });

  it('tells a registered template from one no route takes', () => {
    expect(registered('/api/:role/rider/:riderId/pin')).toBe(true);
    expect(registered('/api/admin/events-late')).toBe(true);
    expect(registered('/api/admin/proxy/:role/:id')).toBe(true);
    expect(registered('/api/nowhere')).toBe(false);
    expect(registered('/api/session/extra')).toBe(false);
    expect(registered('/api/admin/:kind/audit-log')).toBe(false);
  });
});

describe('BFF_ROUTES', () => {
  const declared = matchesAll(['bff/src'], BFF_ROUTE, 2).map(({ text }) => text);

  it('lists only routes the BFF declares', () => {
    const shapes = new Set(declared.map(shape));
    expect(BFF_ROUTES.filter((route) => !shapes.has(shape(route)))).toEqual([]);
  });

  it('lists every /api route the BFF declares that the table does not route', () => {
    const ours = new Set(BFF_ROUTES.map(shape));
    const unlisted = declared.filter((path) => !ours.has(shape(path)) && !registered(path.replace(/\$\{\w+\}/g, ':role')));
    expect(unlisted).toEqual([]);
  });
});
