import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, matchRoute } from '@rr/contracts/server';
import { OPERATIONS, type Operation } from '@rr/contracts/operations';
import { ERRORS } from '../src/errors.js';
import { buildOpenApi, openApiDocument, pathParams, rolesOf, samplePaths } from '../src/openapi.js';

// The OpenAPI documents are generated from the operation catalog: these tests hold the catalog to the role table, the
// error registry and the OpenAPI 3.1 schema, and the documented bodies to the zod schemas the services parse with.
// (integration/openapi-drift.test.ts holds the catalog to the routers themselves.)

type Json = Record<string, unknown>;
const publicDocument = openApiDocument('public').document;
const internalDocument = openApiDocument('internal').document;

const operationsOf = (document: Json) =>
  Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

/** `$ref`s to the document's components, put back inline (what a reader of the document sees). */
function resolved(value: unknown, document: Json): unknown {
  if (Array.isArray(value)) return value.map((item) => resolved(item, document));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return resolved(((document.components as Json).schemas as Json)[ref.slice('#/components/schemas/'.length)], document);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(item, document)]));
}

/**
 * An intersection of objects as one object: zod writes `a.and(b)` as one merged object when nothing is shared, and as
 * `allOf` of the two components when they are; both say the same.
 */
function merged(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(merged);
  if (!value || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, merged(item)])) as Json;
  const parts = node.allOf as Json[] | undefined;
  if (Object.keys(node).length === 1 && parts?.every((part) => part.type === 'object' && part.properties)) {
    const required = parts.flatMap((part) => (part.required ?? []) as string[]);
    return { type: 'object', properties: Object.assign({}, ...parts.map((part) => part.properties)), ...(required.length ? { required } : {}) };
  }
  return node;
}

function plainJsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  const parse = JSON.parse;
  // zod 4.6 cannot serialise `.prefault(undefined)` (see jsonSchemaOf); the same stand-in as the generator's.
  JSON.parse = ((text: string) => (text === undefined ? undefined : parse(text))) as typeof JSON.parse;
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
    return json;
  } finally {
    JSON.parse = parse;
  }
}

describe('the OpenAPI documents', () => {
  it.each([
    ['public', publicDocument],
    ['internal', internalDocument],
  ])('the %s one validates against the OpenAPI 3.1 schema', async (_kind, document) => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('fails validation when an operation breaks the 3.1 schema (the check can fail)', async () => {
    const broken = structuredClone(publicDocument) as { paths: Record<string, Record<string, Json>> };
    const first = Object.values(broken.paths)[0]!;
    (Object.values(first)[0] as Json).responses = 'none';
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('hold every operation once: the public one /api (and the webhooks), the operators’ one /internal', () => {
    const ids = OPERATIONS.map((operation) => operation.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const documented = [...operationsOf(publicDocument), ...operationsOf(internalDocument)].map(({ operation }) => operation.operationId);
    expect([...documented].sort()).toEqual([...ids].sort());
    expect(operationsOf(publicDocument).every(({ path }) => path.startsWith('/api/'))).toBe(true);
    expect(operationsOf(internalDocument).every(({ path }) => path.startsWith('/internal/'))).toBe(true);
  });

  it('are the same text each time they are built (stable order)', () => {
    expect(JSON.stringify(buildOpenApi('public'))).toBe(openApiDocument('public').json);
    expect(openApiDocument('public')).toBe(openApiDocument('public'));
  });

  it('cover every row of the /api role table with at least one operation (rows nobody may call aside)', () => {
    const covered = new Set<unknown>();
    for (const operation of OPERATIONS) for (const path of samplePaths(operation)) covered.add(matchRoute(path));
    const refusals = (access: unknown) => typeof access === 'object' && access !== null && 'ownRole' in access && (access as { ownRole: unknown[] }).ownRole.length === 0;
    const missing = API_ROUTES.filter((route) => !covered.has(route) && !refusals(route.access)).map((route) => route.pattern);
    expect(missing).toEqual([]);
  });

  it('put every /api operation under a row of the role table, unless the BFF answers it itself (its own access)', () => {
    const unrouted = OPERATIONS.filter((operation) => operation.path.startsWith('/api/') && !operation.access && samplePaths(operation).every((path) => !matchRoute(path)));
    expect(unrouted.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('give each operation its roles from the role table, in the description too', () => {
    const operation = (id: string) => operationsOf(publicDocument).find(({ operation }) => operation.operationId === id)!.operation;
    expect(operation('getDealer')['x-roles']).toEqual(['dealer', 'admin']);
    expect(operation('listDealersLean')['x-roles']).toEqual(['public']);
    expect(operation('listAuditLog')['x-roles']).toEqual(['admin']);
    expect(operation('listAuditLog').description).toContain('Roles: admin.');
    expect(operation('changePasswordDealer')['x-roles']).toEqual(['dealer']);
    expect(operation('listAuditLog').security).toEqual([{ session: [] }]);
    expect(operation('listDealersLean').security).toEqual([]);
  });

  it('name only error codes of the registry, each answered with the shared error body under its status', () => {
    const unknown = OPERATIONS.flatMap((operation) => (operation.errors ?? []).filter((code) => !(code in ERRORS)).map((code) => `${operation.id}: ${code}`));
    expect(unknown).toEqual([]);
    for (const { operation } of operationsOf(publicDocument)) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        if (Number(status) < 400) continue;
        expect((response.content as Json)['application/json']).toEqual({ schema: { $ref: '#/components/schemas/Error' } });
        for (const code of response['x-error-codes'] as (keyof typeof ERRORS)[]) expect(ERRORS[code].status).toBe(Number(status));
      }
    }
  });

  it('declare each template parameter (as the catalog names it, or a string)', () => {
    for (const operation of OPERATIONS) {
      const declared = Object.keys(operation.params?.shape ?? {});
      if (operation.params) expect(declared.sort(), operation.id).toEqual(pathParams(operation.path).sort());
    }
  });

  it('document each request body as exactly the JSON Schema of the zod schema the catalog names', () => {
    const mismatches: string[] = [];
    for (const operation of OPERATIONS) {
      const document = operation.path.startsWith('/internal/') ? internalDocument : publicDocument;
      const documented = (document.paths as Record<string, Record<string, Json>>)[operation.path]![operation.method]!;
      const body = operation.body;
      if (body instanceof z.ZodType) {
        const schema = resolved(((documented.requestBody as Json).content as Json)['application/json'], document) as Json;
        try {
          expect(merged(schema.schema)).toEqual(plainJsonSchema(body, 'input'));
        } catch {
          mismatches.push(operation.id);
        }
      }
      const answer = operation.answer;
      if (answer instanceof z.ZodType) {
        const success = (documented.responses as Record<string, Json>)[String(operation.status ?? 200)]!;
        const schema = resolved((success.content as Json)['application/json'], document) as Json;
        try {
          expect(schema.schema).toEqual(plainJsonSchema(answer, 'output'));
        } catch {
          mismatches.push(`${operation.id} (answer)`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('tell a body that differs from its schema (the comparison can fail)', () => {
    const login = OPERATIONS.find((operation) => operation.id === 'login') as Operation;
    const changed: Operation = { ...login, body: (login.body as z.ZodObject).extend({ extra: z.string() }) };
    const documented = buildOpenApi('public', [changed]);
    const body = (((documented.paths as Json)['/api/login'] as Json).post as Json).requestBody as Json;
    expect((body.content as Json)['application/json']).not.toEqual({ schema: plainJsonSchema(login.body as z.ZodType, 'input') });
  });

  it('roles: an operation of the role table gets the roles its guard lets through', () => {
    const listRiders = OPERATIONS.find((operation) => operation.id === 'listRiders')!;
    expect(rolesOf(listRiders)).toEqual(['admin']);
    expect(rolesOf({ ...listRiders, path: '/api/{role}/riders' })).toEqual(['dealer', 'admin']);
    expect(rolesOf({ ...listRiders, id: 'x', path: '/internal/riders/search' })).toEqual(['service']);
  });
});
