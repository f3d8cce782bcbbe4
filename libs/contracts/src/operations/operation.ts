import type { z } from 'zod';
import type { RoleAccess } from '../routes/api';

/**
 * One HTTP operation of the API, as integrators see it: the source the OpenAPI document is generated from. The roles
 * are not written here: they come from the `/api` role table (`API_ROUTES`), which the BFF and the services enforce,
 * so the document cannot promise an access the guard does not keep.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A body that is not JSON: an upload (multipart, the spec's uploads only) or a file answered for download. */
export interface MultipartBody {
  readonly multipart: {
    /** The file parts, each one file. */
    readonly files: readonly string[];
    /** The text parts, validated like a JSON body. */
    readonly fields?: z.ZodObject;
  };
}
export interface FileAnswer {
  /** Media types the answer may have (e.g. `application/pdf`, `text/csv`, an XLSX). */
  readonly file: readonly string[];
}

export interface Operation {
  /** Unique, stable, camelCase: the OpenAPI `operationId` and what a test names. */
  readonly id: string;
  readonly method: HttpMethod;
  /** OpenAPI template: `/api/event/{id}/imports/{importId}` (each `{name}` is in `params`). */
  readonly path: string;
  /** One line for the reference page. */
  readonly summary: string;
  /** A longer explanation (rules, limits), when the summary is not enough. */
  readonly description?: string;
  /** The path's parameters (strings as sent). */
  readonly params?: z.ZodObject;
  /**
   * The query string's parameters, as the service parses them: an object, or an object piped into a transform (a
   * finder's query that checks fields against each other); its input side is what a caller sends.
   */
  readonly query?: z.ZodObject | z.ZodPipe<z.ZodObject, z.ZodType>;
  /** The JSON body the service parses (the same schema the service's parseBody gets), or an upload. */
  readonly body?: z.ZodType | MultipartBody;
  /** The success status; 200 when absent. 204 has no answer body. */
  readonly status?: 200 | 201 | 202 | 204 | 302;
  /** The success answer: its JSON schema, or a file for download. Absent with 204. */
  readonly answer?: z.ZodType | FileAnswer;
  /**
   * The error codes this operation answers beyond those every operation may (VALIDATION for a body or query,
   * UNAUTHENTICATED/FORBIDDEN from the role table, INTERNAL, UNAVAILABLE): each a key of the back end's error
   * registry, which gives its status.
   */
  readonly errors?: readonly string[];
  /**
   * Who may call a route the BFF answers itself (its sessions, accounts and site settings), which the `/api` role
   * table does not list: 'public' when anyone may, else the session types it checks. Every other operation's roles come
   * from the role table, and this stays absent.
   */
  readonly access?: RoleAccess;
  /** Whether a browser never calls it and it is not for integrators (kept out of the reference page's lists). */
  readonly hidden?: boolean;
}

/** Declares a group of operations with their types checked and kept literal. */
export function defineOperations<const T extends readonly Operation[]>(operations: T): T {
  return operations;
}
