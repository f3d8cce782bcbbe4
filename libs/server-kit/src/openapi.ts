import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ROLES, type Role } from '@rr/contracts';
import { authorize, matchRoute, type RoleAccess } from '@rr/contracts/server';
import { BFF_OPERATIONS, EVENTS_OPERATIONS, IDENTITY_OPERATIONS, OPERATIONS, PAYOUTS_OPERATIONS, type FileAnswer, type MultipartBody, type Operation } from '@rr/contracts/operations';
import * as contracts from '@rr/contracts';
import * as serverContracts from '@rr/contracts/server';
import * as operationContracts from '@rr/contracts/operations';
import { z } from 'zod';
import { ERRORS, type ErrorCode } from './errors.js';
import { IDENTITY_HEADER } from './identity-token.js';

/**
 * The OpenAPI 3.1 documents, generated from the operation catalog (`@rr/contracts/operations`: method, path, the
 * zod schemas the services parse with and answer), the `/api` role table (`API_ROUTES`, through `authorize`: the roles
 * the guard really lets through) and the error registry (`ERRORS`: each code's status). Nothing is written by hand, so
 * the documents cannot promise what the code does not do; tests (libs/server-kit/test/openapi.test.ts) hold the
 * catalog to the routers.
 *
 * Two documents: `public` (every `/api` operation, served by the BFF at `GET /api/openapi.json`) and `internal` (the
 * services' `/internal` routes, for operators: the BFF's metrics port, never the public one). Each is built once per
 * process, in a stable order, and kept with its JSON text and ETag.
 */

export type OpenApiKind = 'public' | 'internal';
/** Where the operators' document is served: the BFF's metrics port (BFF_METRICS_PORT), never its public one. */
export const INTERNAL_OPENAPI_PATH = '/internal/openapi.json';
type Json = Record<string, unknown>;

/** The answer body of every error, whoever answers (errorHandler): one component. */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'English text; clients translate `error.<code>`' },
    code: { type: 'string', description: 'A key of the error registry', enum: Object.keys(ERRORS).sort() },
    details: { description: 'Field errors (`{ fields: { name: message } }` for VALIDATION) or the values of the message' },
  },
  required: ['message', 'code'],
} as const;

/** The codes any operation may answer beyond its own: the guard's, the body checks', the server's. */
function commonErrors(operation: Operation, open: boolean): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (operation.body || operation.query) codes.push('VALIDATION');
  if (!open) codes.push('UNAUTHENTICATED', 'FORBIDDEN');
  // The BFF's token entrance answers these on every token row, before the call reaches a service.
  if (takesApiToken(operation)) codes.push('TOKEN_INVALID', 'TOKEN_RATE_LIMITED', 'TOKEN_ATTEMPTS_LIMITED');
  if (operation.body && operation.method !== 'get') codes.push('UNSUPPORTED_MEDIA_TYPE', 'CROSS_SITE');
  codes.push('INTERNAL', 'UNAVAILABLE');
  return codes;
}

const isFileAnswer = (answer: Operation['answer']): answer is FileAnswer => !!answer && 'file' in answer && !(answer instanceof z.ZodType);
const isMultipart = (body: Operation['body']): body is MultipartBody => !!body && 'multipart' in body && !(body instanceof z.ZodType);

/**
 * The contracts' exported schemas (`fooBarSchema` → `FooBar`), which bodies and answers share: each becomes one entry of
 * the document's `components.schemas` wherever it appears, instead of a copy per operation. Built once.
 */
let registry: z.core.$ZodRegistry<{ id: string }> | undefined;
function componentRegistry(): z.core.$ZodRegistry<{ id: string }> {
  if (registry) return registry;
  registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  for (const module of [contracts, serverContracts, operationContracts] as Record<string, unknown>[]) {
    for (const name of Object.keys(module).sort()) {
      const schema = module[name];
      if (!name.endsWith('Schema') || !(schema instanceof z.ZodType) || registry.has(schema)) continue;
      const id = name[0]!.toUpperCase() + name.slice(1, -'Schema'.length);
      if (!id || taken.has(id)) continue;
      taken.add(id);
      registry.add(schema, { id });
    }
  }
  return registry;
}

/** Where a document's shared schemas are collected while it is built: component name → JSON Schema. */
export type Components = Map<string, Json>;

/** Replaces zod's `#/$defs/<id>` references by the document's components (`<id>`, `<id>Input` for a request's side). */
function relink(value: unknown, suffix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => relink(item, suffix));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/') ? `#/components/schemas/${item.slice(8)}${suffix}` : relink(item, suffix)]),
  );
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): requests as sent (`input`), answers as sent back
 * (`output`). With `components`, the contracts' shared schemas go there and the result refers to them.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', components?: Components): Json {
  // The contracts' required-field checks are `.prefault(undefined)` (fields.ts: the check runs on a missing key too),
  // and zod 4.6 serialises that default as JSON.parse(JSON.stringify(undefined)), which throws. There is no default to
  // write, so for this synchronous call that one parse answers undefined.
  const parse = JSON.parse;
  JSON.parse = ((text: string, reviver?: Parameters<typeof parse>[1]) => (text === undefined ? undefined : parse(text, reviver))) as typeof JSON.parse;
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', ...(components ? { metadata: componentRegistry() } : {}) }) as Json;
    delete json.$schema;
    if (!components) return json;
    const suffix = io === 'input' ? 'Input' : '';
    const { $defs, ...rest } = json as Json & { $defs?: Record<string, Json> };
    for (const [id, definition] of Object.entries($defs ?? {})) {
      if (!components.has(`${id}${suffix}`)) components.set(`${id}${suffix}`, relink(definition, suffix) as Json);
    }
    return relink(rest, suffix) as Json;
  } finally {
    JSON.parse = parse;
  }
}

/** The template's `{name}` parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The values a template parameter is tried with: `role` the roles, an enum its options, anything else one segment. */
function sampleValues(operation: Operation, name: string): readonly string[] {
  if (name === 'role') return ROLES;
  const param = ((operation.params?.shape ?? {}) as Record<string, z.ZodType>)[name];
  const options = param && 'options' in param && Array.isArray((param as { options?: unknown }).options) ? (param as unknown as { options: string[] }).options : null;
  return options ?? ['id1'];
}

/** Every path the template stands for, one per combination of its parameters' sample values. */
export function samplePaths(operation: Operation): string[] {
  let paths = [operation.path];
  for (const name of pathParams(operation.path)) {
    paths = paths.flatMap((path) => sampleValues(operation, name).map((value) => path.replace(`{${name}}`, value)));
  }
  return paths;
}

/** A path of the template with every parameter filled: `role` by the caller's role, an enum by its first value. */
function samplePath(operation: Operation, role: Role | null): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'role' ? (role ?? 'rider') : sampleValues(operation, name)[0]!));
}

function allows(access: RoleAccess, role: Role | null, path: string): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  if ('ownRole' in access) return access.ownRole.includes(role) && path.split('/')[2] === role;
  return access.includes(role);
}

/** Who may call the operation: 'public', or the roles (the role table's, or the BFF route's own), or the calling services. */
export function rolesOf(operation: Operation): 'public' | readonly string[] {
  if (operation.path.startsWith('/internal/')) return ['service'];
  const method = operation.method.toUpperCase();
  const allowed = (role: Role | null) => {
    const path = samplePath(operation, role);
    return operation.access ? allows(operation.access, role, path) : authorize(method, path, role).ok;
  };
  if (allowed(null)) return 'public';
  return ROLES.filter((role) => allowed(role));
}

/** The reference page's sections: the area a path belongs to (by its literal segments), in the order listed. */
const AREAS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Integrations', /integration|api-token/],
  ['Wallet and till', /wallet|redeem|redemption|credit|awards|cheat-sheet|payments/],
  ['Payouts and claims', /payout|claim|earnings|cashout|receivable|expire-mail|statement/],
  ['Reports and rules', /report|aggregate|rule-set|audit-log/],
  ['Events and results', /event|serie|categor|result|race|import|timecards$|invoice/],
  ['VINs', /vin/],
  ['Dealers', /dealer/],
  ['Promoters', /promoter/],
  ['Sessions and accounts', /activation|^admin(\/|$)/],
  ['Riders', /rider|bike|mail-preferences/],
];
const BFF_IDS = new Set((BFF_OPERATIONS as readonly Operation[]).map((operation) => operation.id));

export function areaOf(operation: Operation): string {
  if (operation.path.startsWith('/internal/')) return 'Internal';
  if (BFF_IDS.has(operation.id)) return 'Sessions and accounts';
  // The literal segments after `/api` and the caller's role segment (`/api/{role}/…`, `/api/admin/…`).
  const parts = operation.path.split('/').slice(2);
  if (parts[0] === '{role}' || (ROLES as readonly string[]).includes(parts[0] ?? '')) parts.shift();
  const literal = parts.filter((part) => part && !part.startsWith('{')).join('/');
  return AREAS.find(([, pattern]) => pattern.test(literal))?.[0] ?? 'Programme';
}

/** The service an internal operation belongs to: its catalog. */
function internalTag(operation: Operation, services: ReadonlyMap<string, string>): string {
  return services.get(operation.id) ?? 'internal';
}

function parametersOf(operation: Operation): Json[] {
  const parameters: Json[] = [];
  const shape = (operation.params?.shape ?? {}) as Record<string, z.ZodType>;
  for (const name of pathParams(operation.path)) {
    const given = shape[name];
    const schema = given ? jsonSchemaOf(given, 'input') : name === 'role' ? { type: 'string', enum: [...ROLES] } : { type: 'string' };
    parameters.push({ name, in: 'path', required: true, schema });
  }
  if (operation.query) {
    const query = jsonSchemaOf(operation.query, 'input');
    const properties = (query.properties ?? {}) as Record<string, Json>;
    const required = new Set((query.required ?? []) as string[]);
    for (const name of Object.keys(properties)) {
      const { description, ...schema } = properties[name]!;
      parameters.push({ name, in: 'query', required: required.has(name), ...(typeof description === 'string' ? { description } : {}), schema });
    }
  }
  return parameters;
}

function requestBodyOf(body: NonNullable<Operation['body']>, components: Components): Json {
  if (isMultipart(body)) {
    const fields = body.multipart.fields ? jsonSchemaOf(body.multipart.fields, 'input') : { type: 'object', properties: {} };
    const properties = { ...((fields.properties ?? {}) as Json) };
    for (const file of body.multipart.files) properties[file] = { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file' };
    const required = [...((fields.required ?? []) as string[]), ...body.multipart.files];
    return { required: true, content: { 'multipart/form-data': { schema: { ...fields, type: 'object', properties, required } } } };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input', components) } } };
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content', 302: 'Redirect' };

function responsesOf(operation: Operation, open: boolean, components: Components): Json {
  const status = operation.status ?? 200;
  const success: Json = { description: STATUS_TEXT[status] ?? 'Success' };
  const { answer } = operation;
  if (isFileAnswer(answer)) {
    success.content = Object.fromEntries(answer.file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]));
  } else if (answer) {
    success.content = { 'application/json': { schema: jsonSchemaOf(answer, 'output', components) } };
  }
  const responses: Json = { [String(status)]: success };
  const codes = [...new Set([...commonErrors(operation, open), ...((operation.errors ?? []) as ErrorCode[])])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    if (!Object.hasOwn(ERRORS, code)) throw new Error(`Operation ${operation.id} names the error code ${code}, which the error registry (ERRORS) does not have`);
    const { status: errorStatus } = ERRORS[code];
    byStatus.set(errorStatus, [...(byStatus.get(errorStatus) ?? []), code]);
  }
  for (const errorStatus of [...byStatus.keys()].sort((a, b) => a - b)) {
    const list = byStatus.get(errorStatus)!;
    responses[String(errorStatus)] = {
      description: list.map((code) => `${code}: ${ERRORS[code].message}`).join('\n\n'),
      'x-error-codes': list,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
}

/** Timing systems call the role table's token rows with a promoter's API token (the BFF's token entrance), never a session. */
const takesApiToken = (operation: Operation) => Boolean(matchRoute(operation.path)?.token);

function operationObject(operation: Operation, kind: OpenApiKind, services: ReadonlyMap<string, string>, components: Components): Json {
  const roles = rolesOf(operation);
  const open = roles === 'public';
  const rolesText = open ? 'Anyone, signed in or not.' : kind === 'internal' ? 'Services only (a signed identity token).' : `Roles: ${roles.join(', ') || 'nobody'}.`;
  const description = [operation.description, rolesText].filter(Boolean).join('\n\n');
  const parameters = parametersOf(operation);
  return {
    operationId: operation.id,
    summary: operation.summary,
    description,
    tags: [kind === 'internal' ? internalTag(operation, services) : areaOf(operation)],
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBodyOf(operation.body, components) } : {}),
    responses: responsesOf(operation, open, components),
    security: kind === 'internal' ? [{ identityToken: [] }] : open ? [] : takesApiToken(operation) ? [{ promoterToken: [] }] : [{ session: [] }],
    'x-roles': open ? ['public'] : [...roles],
    ...(operation.hidden ? { 'x-hidden': true } : {}),
  };
}

/** Builds a document (no cache): every operation of the kind, paths sorted, methods in HTTP order. */
export function buildOpenApi(kind: OpenApiKind, operations: readonly Operation[] = OPERATIONS, services: ReadonlyMap<string, string> = new Map()): Json {
  const chosen = operations.filter((operation) => (kind === 'internal') === operation.path.startsWith('/internal/'));
  const methodOrder = ['get', 'post', 'put', 'patch', 'delete'];
  const sorted = [...chosen].sort((a, b) => (a.path === b.path ? methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method) : a.path < b.path ? -1 : 1));
  const paths: Record<string, Json> = {};
  const components: Components = new Map();
  for (const operation of sorted) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = operationObject(operation, kind, services, components);
  }
  const schemas = Object.fromEntries([...components].sort(([a], [b]) => (a < b ? -1 : 1)));
  const tags = [...new Set(sorted.map((operation) => (kind === 'internal' ? internalTag(operation, services) : areaOf(operation))))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info:
      kind === 'public'
        ? {
            title: 'Race Rewards API',
            version: '1',
            description:
              'The API the Race Rewards site calls. Sign in with `POST /api/login` (a session cookie); state-changing calls send JSON (uploads: multipart/form-data) from the same origin. Errors answer `{ message, code, details? }`.',
          }
        : { title: 'Race Rewards internal API', version: '1', description: "The services' routes for the BFF and each other: callers present a signed identity token of type `service`. For operators only." },
    ...(kind === 'public' ? { servers: [{ url: '/' }] } : {}),
    tags,
    paths,
    components: {
      schemas: { Error: ERROR_BODY_SCHEMA, ...schemas },
      securitySchemes:
        kind === 'public'
          ? {
              session: { type: 'apiKey', in: 'cookie', name: 'rr.sid', description: 'The session cookie `POST /api/login` sets' },
              promoterToken: { type: 'http', scheme: 'bearer', description: "A promoter's API token (`rr_pt_…`), created on their profile: `Authorization: Bearer <token>`" },
            }
          : { identityToken: { type: 'apiKey', in: 'header', name: IDENTITY_HEADER, description: 'A JWT the caller signs with IDENTITY_TOKEN_SECRET' } },
    },
  };
}

export interface OpenApiText {
  document: Json;
  json: string;
  /** A strong ETag of the text. */
  etag: string;
  /** The text gzipped (once, on first use): the public document is large and repetitive (~700 KB, a tenth of that gzipped). */
  gzip(): Buffer;
}

const built = new Map<OpenApiKind, OpenApiText>();

/** The document of `kind` as served: built once per process. */
export function openApiDocument(kind: OpenApiKind): OpenApiText {
  let found = built.get(kind);
  if (!found) {
    const document = buildOpenApi(kind, OPERATIONS, internalServices());
    const json = JSON.stringify(document);
    let gzipped: Buffer | undefined;
    found = { document, json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`, gzip: () => (gzipped ??= gzipSync(json, { level: 9 })) };
    built.set(kind, found);
  }
  return found;
}

/** Which service answers each internal operation (the catalog it is in), for the internal document's tags. */
function internalServices(): Map<string, string> {
  const catalogs: Record<string, readonly Operation[]> = { identity: IDENTITY_OPERATIONS, events: EVENTS_OPERATIONS, payouts: PAYOUTS_OPERATIONS };
  return new Map(Object.entries(catalogs).flatMap(([service, list]) => list.map((operation) => [operation.id, service] as const)));
}
