import { createContext, useContext, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, queryCall, useQuery } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { QueryState } from '@rr/ui';
import { Page } from '../../../components/page';
import { withFeatureIntl } from '../i18n';
import './api-reference.css';

/** The parts of the OpenAPI 3.1 document (GET /api/openapi.json) this page shows. */
interface Schema {
  [key: string]: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Media {
  schema?: Schema;
}
interface Response {
  description?: string;
  content?: Record<string, Media>;
  'x-error-codes'?: string[];
}
interface OperationObject {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, Response>;
  'x-roles'?: string[];
  'x-hidden'?: boolean;
}
export interface OpenApiDocument {
  info?: { title?: string; description?: string; version?: string };
  components?: { schemas?: Record<string, Schema> };
  tags?: { name: string }[];
  paths: Record<string, Record<string, OperationObject>>;
}
interface Listed extends OperationObject {
  method: string;
  path: string;
}

/** Where the document is: also offered for download (code generators, API clients). */
const DOCUMENT_PATH = apiPath('/api/openapi.json');
const ROLE_IDS = new Set(['public', 'rider', 'dealer', 'promoter', 'admin', 'service']);

function useOpenApiDocument() {
  return useQuery({
    queryKey: ['openapi', 'public'],
    queryFn: (context) => api.get<OpenApiDocument>(DOCUMENT_PATH, queryCall(context)),
    staleTime: 5 * 60_000,
  });
}

/** The operations by tag (the document's order: tags sorted, paths sorted), hidden ones left out, filtered by `text`. */
function groupByTag(document: OpenApiDocument, text: string): [string, Listed[]][] {
  const needle = text.trim().toLowerCase();
  const groups = new Map<string, Listed[]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation['x-hidden']) continue;
      const haystack = `${method} ${path} ${operation.summary ?? ''} ${operation.operationId}`.toLowerCase();
      if (needle && !haystack.includes(needle)) continue;
      const tag = operation.tags?.[0] ?? '';
      groups.set(tag, [...(groups.get(tag) ?? []), { ...operation, method, path }]);
    }
  }
  return [...groups].filter(([, operations]) => operations.length > 0);
}

const anchorOf = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The document's shared schemas, for `$ref`s to read (set by Reference for the operations it draws). */
const SchemasContext = createContext<Record<string, Schema>>({});
const REF = '#/components/schemas/';

/** A schema with its `$ref`s to the document's components written in place (named by `title`), a few levels deep. */
function inlined(value: unknown, schemas: Record<string, Schema>, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => inlined(item, schemas, depth));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Schema).$ref;
  if (typeof ref === 'string' && ref.startsWith(REF)) {
    const name = ref.slice(REF.length);
    const target = schemas[name];
    return target && depth < 6 ? { title: name, ...(inlined(target, schemas, depth + 1) as Schema) } : value;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlined(item, schemas, depth)]));
}

/** A JSON Schema, folded: its type on the summary line, the schema itself inside (shared parts written in place). */
function SchemaBlock({ schema, label }: { schema: Schema | undefined; label: React.ReactNode }) {
  const schemas = useContext(SchemasContext);
  if (!schema) return null;
  const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  const type = ref ?? (typeof schema.type === 'string' ? schema.type : Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf) ? 'anyOf' : 'schema');
  return (
    <details className="dev-schema">
      <summary>
        {label} <code>{type}</code>
      </summary>
      <pre>{JSON.stringify(ref === 'Error' ? schema : inlined(schema, schemas), null, 2)}</pre>
    </details>
  );
}

function Roles({ roles }: { roles: string[] | undefined }) {
  const intl = useIntl();
  const list = roles ?? [];
  return (
    <p className="dev-roles">
      <strong>
        <FormattedMessage id="public.developers.roles" />
      </strong>{' '}
      {list.length === 0 ? <FormattedMessage id="public.developers.role.nobody" /> : list.map((role) => (ROLE_IDS.has(role) ? intl.formatMessage({ id: `public.developers.role.${role}` }) : role)).join(', ')}
    </p>
  );
}

function Parameters({ parameters }: { parameters: Parameter[] }) {
  return (
    <table className="dev-table">
      <caption>
        <FormattedMessage id="public.developers.parameters" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="public.developers.parameter.name" />
          </th>
          <th scope="col">
            <FormattedMessage id="public.developers.parameter.in" />
          </th>
          <th scope="col">
            <FormattedMessage id="public.developers.parameter.type" />
          </th>
          <th scope="col">
            <FormattedMessage id="public.developers.parameter.required" />
          </th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={`${parameter.in}:${parameter.name}`}>
            <td>
              <code>{parameter.name}</code>
            </td>
            <td>
              <FormattedMessage id={`public.developers.parameter.in.${parameter.in}`} />
            </td>
            <td>
              <code>{describeType(parameter.schema)}</code>
            </td>
            <td>{parameter.required ? <FormattedMessage id="public.developers.yes" /> : <FormattedMessage id="public.developers.no" />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A parameter's type in a few characters: `string`, `integer`, `rider | dealer`. */
function describeType(schema: Schema | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map(describeType).filter(Boolean).join(' | ');
  return '';
}

function OperationDetails({ operation }: { operation: Listed }) {
  const responses = Object.entries(operation.responses ?? {});
  const success = responses.filter(([status]) => Number(status) < 400);
  const errors = responses.filter(([status]) => Number(status) >= 400);
  return (
    <details className="dev-operation" id={anchorOf(operation.operationId)}>
      <summary>
        <span className={`dev-method dev-method--${operation.method}`}>{operation.method.toUpperCase()}</span> <code className="dev-path">{operation.path}</code>{' '}
        <span className="dev-summary">{operation.summary}</span>
      </summary>
      <div className="dev-operation__body">
        <Roles roles={operation['x-roles']} />
        {operation.description ? <p className="dev-description">{operation.description}</p> : null}
        <p className="dev-id">
          <FormattedMessage id="public.developers.operationId" /> <code>{operation.operationId}</code>
        </p>
        {operation.parameters?.length ? <Parameters parameters={operation.parameters} /> : null}
        {operation.requestBody?.content
          ? Object.entries(operation.requestBody.content).map(([type, media]) => (
              <SchemaBlock key={type} schema={media.schema} label={<FormattedMessage id="public.developers.body" values={{ type }} />} />
            ))
          : null}
        {success.map(([status, response]) => (
          <div key={status} className="dev-response">
            <p>
              <strong>
                <FormattedMessage id="public.developers.answer" values={{ status }} />
              </strong>
            </p>
            {Object.entries(response.content ?? {}).map(([type, media]) => (
              <SchemaBlock key={type} schema={media.schema} label={<code>{type}</code>} />
            ))}
          </div>
        ))}
        {errors.length > 0 ? (
          <div className="dev-errors">
            <p>
              <strong>
                <FormattedMessage id="public.developers.errors" />
              </strong>
            </p>
            <ul>
              {errors.map(([status, response]) => (
                <li key={status}>
                  <code>{status}</code> {(response['x-error-codes'] ?? []).map((code) => <code key={code} className="dev-code">{code}</code>)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  );
}

/** The document drawn: the areas and a filter beside the operations (exported for its tests). */
export function Reference({ document }: { document: OpenApiDocument }) {
  const intl = useIntl();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => groupByTag(document, filter), [document, filter]);
  const count = groups.reduce((sum, [, operations]) => sum + operations.length, 0);
  return (
    <SchemasContext.Provider value={document.components?.schemas ?? {}}>
      <div className="dev-reference">
        <nav className="dev-toc" aria-label={intl.formatMessage({ id: 'public.developers.areas' })}>
          <label className="dev-filter">
            <span>
              <FormattedMessage id="public.developers.filter" />
            </span>
            <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="events" />
          </label>
          <ul>
            {groups.map(([tag, operations]) => (
              <li key={tag}>
                <a href={`#${anchorOf(tag)}`}>{tag}</a> <span className="dev-count">{operations.length}</span>
              </li>
            ))}
          </ul>
          <p>
            <a href={DOCUMENT_PATH} download="openapi.json">
              <FormattedMessage id="public.developers.download" />
            </a>
          </p>
        </nav>
        <div className="dev-operations">
          <p className="dev-total" aria-live="polite">
            <FormattedMessage id="public.developers.count" values={{ count }} />
          </p>
          {groups.map(([tag, operations]) => (
            <section key={tag} aria-labelledby={anchorOf(tag)}>
              <h2 id={anchorOf(tag)}>{tag}</h2>
              {operations.map((operation) => (
                <OperationDetails key={`${operation.method} ${operation.path}`} operation={operation} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </SchemasContext.Provider>
  );
}

/**
 * /developers/api: the API reference for integrators, drawn from GET /api/openapi.json (generated from the contracts).
 * The page's chrome is translated; the operations' texts are the document's, in English.
 */
function ApiReferencePageContent() {
  const result = useOpenApiDocument();
  return (
    <Page title={<FormattedMessage id="public.developers.title" />} lead={<FormattedMessage id="public.developers.lead" />}>
      <QueryState query={result}>{(document: OpenApiDocument) => <Reference document={document} />}</QueryState>
    </Page>
  );
}

/** The page inside its own catalog (its strings travel with its lazy chunk). */
export const ApiReferencePage = withFeatureIntl(ApiReferencePageContent);
