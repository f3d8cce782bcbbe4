import type { Operation } from '@rr/contracts/operations';
import { z } from 'zod';

// API tests check every answer they receive against the operation catalog the OpenAPI documents are generated from
// (`@rr/contracts/operations`): an answer the document promises differently fails the test that received it, with the
// operation's id and zod's issues. Tests only: no service imports it.

interface Compiled {
  operation: Operation;
  /** The template's segments: a literal, or null for a `{name}` parameter. */
  parts: (string | null)[];
  /** How many literal segments: the most specific template wins (`/api/admin/riders/export` before `/api/{role}/riders/{id}`). */
  literals: number;
}

const indexes = new WeakMap<readonly Operation[], Map<string, Compiled[]>>();

function index(operations: readonly Operation[]): Map<string, Compiled[]> {
  let found = indexes.get(operations);
  if (found) return found;
  found = new Map();
  for (const operation of operations) {
    const parts = operation.path
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\{\w+\}$/.test(part) ? null : part));
    const key = `${operation.method.toUpperCase()} ${parts.length}`;
    const list = found.get(key) ?? [];
    list.push({ operation, parts, literals: parts.filter((part) => part !== null).length });
    found.set(key, list);
  }
  for (const list of found.values()) list.sort((a, b) => b.literals - a.literals);
  indexes.set(operations, found);
  return found;
}

/** The operation of `method path` (query string ignored; the most specific template), or undefined. */
export function operationOf(operations: readonly Operation[], method: string, path: string): Operation | undefined {
  const actual = (path.split('?')[0] ?? '').split('/').filter(Boolean);
  const candidates = index(operations).get(`${method.toUpperCase()} ${actual.length}`);
  return candidates?.find(({ parts }) => parts.every((part, i) => part === null || part === actual[i]))?.operation;
}

/** A received answer, as supertest (or any client) hands it over. */
export interface ReceivedAnswer {
  status: number;
  /** The answer's `Content-Type`. */
  type?: string | undefined;
  body: unknown;
}

/**
 * Why an answer breaks its operation's documented success answer, or null when it keeps it (or nothing documents it:
 * an unknown route, an error status, a file or an empty answer). Only JSON answers with the documented success status
 * are checked, with the operation's answer schema, the one the document is generated from.
 */
export function answerProblem(operations: readonly Operation[], method: string, path: string, answer: ReceivedAnswer): string | null {
  const operation = operationOf(operations, method, path);
  if (!operation) return null;
  const schema = operation.answer;
  if (!(schema instanceof z.ZodType)) return null;
  if (answer.status !== (operation.status ?? 200)) return null;
  if (answer.type && !/json/i.test(answer.type)) return null;
  const result = schema.safeParse(answer.body);
  if (result.success) return null;
  return `${method.toUpperCase()} ${path} answered ${answer.status} with a body that operation ${operation.id} does not document:\n${z.prettifyError(result.error)}`;
}

/** What supertest's request builders (`supertest(app)`, `supertest.agent(url)`) have in common. */
type Requests = object;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options'] as const;

interface PendingTest {
  method: string;
  url: string;
  end(fn: (err: unknown, res: { status: number; type?: string; body: unknown }) => void): unknown;
}

/**
 * Makes every answer a supertest client receives checked against `operations` (`answerProblem`): a test whose call
 * answers what the catalog does not document fails with the operation's id and the issues, as a failed `.expect`
 * would. Returns the same client. Cheap: one template look-up per answer, and a parse only of documented successes.
 */
export function checkAnswers<T extends Requests>(requests: T, operations: readonly Operation[]): T {
  const target = requests as Record<string, unknown>;
  for (const method of METHODS) {
    const build = target[method];
    if (typeof build !== 'function') continue;
    target[method] = function checkedRequest(this: unknown, ...args: unknown[]) {
      const test = (build as (...a: unknown[]) => PendingTest).apply(this === undefined ? requests : this, args);
      const end = test.end;
      test.end = function endChecked(fn) {
        return end.call(test, (err, res) => {
          if (!err && res) {
            const problem = answerProblem(operations, test.method, new URL(test.url, 'http://localhost').pathname, res);
            if (problem) return fn(new Error(problem), res);
          }
          return fn(err, res);
        });
      };
      return test;
    };
  }
  return requests;
}
