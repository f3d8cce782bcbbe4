import type { ApiPattern } from './api';
import type { BffRoute } from './bff-routes';
import type { Role } from './roles';

/**
 * The path of every call the browser makes to `/api`, built from a template the compiler checks against the route
 * registry: `apiPath('/api/admin/rider/:riderId/bikes', { riderId })`. A template no `API_ROUTES` row matches (nor a
 * route the BFF answers itself, `BFF_ROUTES`) does not compile, so a path renamed on the server is a type error in
 * every client that still calls the old one.
 *
 * Templates follow the table's syntax: a `:name` segment is a parameter, filled and URI-encoded here (a `.ext` after
 * the name stays, as in `:eventId.pdf`); `:role` is the one parameter that takes a role, and only where the table has
 * its `:role`. Other parameters stand where the table accepts any segment (`:id`, or past the end of a row, which
 * matches deeper paths too). The query string is not part of a template: it is the api-client's `query` option.
 * Only types come from the table, so the builder adds a few bytes to the first load, not the table.
 */

type Split<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Split<Tail>] : [S];
type Segments<P extends string> = P extends `/${infer Rest}` ? Split<Rest> : [];

/** One segment of a template against one of a registry pattern: the guard's `segmentMatches`, for templates. */
type SegmentFits<Part extends string, Actual extends string, IsLast extends boolean> = Part extends ':role'
  ? Actual extends Role | ':role'
    ? true
    : false
  : Actual extends `:${string}`
    ? Part extends ':id'
      ? true
      : false
    : Part extends ':id'
      ? Actual extends ''
        ? false
        : true
      : IsLast extends true
        ? Part extends `${infer Stem}*`
          ? Actual extends `${Stem}${string}`
            ? true
            : false
          : Actual extends Part
            ? true
            : false
        : Actual extends Part
          ? true
          : false;

/** A pattern's segments against a template's: as a prefix (the table) or whole (the BFF's own routes). */
type Fits<Parts extends string[], Actual extends string[], Whole extends boolean> = Parts extends [infer Part extends string, ...infer More extends string[]]
  ? Actual extends [infer Segment extends string, ...infer Rest extends string[]]
    ? SegmentFits<Part, Segment, Whole extends true ? false : More extends [] ? true : false> extends true
      ? Fits<More, Rest, Whole>
      : false
    : false
  : Whole extends true
    ? Actual extends []
      ? true
      : false
    : true;

type AnyFits<Patterns extends string, T extends string, Whole extends boolean> = Patterns extends string ? Fits<Segments<Patterns>, Segments<T>, Whole> : never;

/** `unknown` for a template the registry knows; otherwise a type naming what is wrong (shown in the compiler's error). */
export type ApiTemplateCheck<T extends string> = string extends T
  ? { readonly 'an apiPath template must be a string literal': T }
  : T extends `${string}?${string}` | `${string}#${string}`
    ? { readonly 'no query in an apiPath template: pass it as the call’s query option': T }
    : true extends AnyFits<ApiPattern, T, false> | AnyFits<BffRoute, T, true>
      ? unknown
      : { readonly 'no API_ROUTES row or BFF route matches': T };

type ParamName<Segment extends string> = Segment extends `:${infer Name}.${string}` ? Name : Segment extends `:${infer Name}` ? Name : never;

/** The values of a template's parameters, by name: `:role` takes a role, every other one a string. */
export type ApiPathParams<T extends string> = { readonly [Name in ParamName<Segments<T>[number]>]: Name extends 'role' ? Role : string };

type ParamsArg<T extends string> = [ParamName<Segments<T>[number]>] extends [never] ? [] : [params: ApiPathParams<T>];

/** The path of one `/api` call: the template with its parameters filled and URI-encoded (each must be non-empty). */
export function apiPath<T extends string>(template: T & ApiTemplateCheck<T>, ...params: ParamsArg<T>): string {
  const values: Readonly<Record<string, unknown>> = params[0] ?? {};
  return template.replace(/\/:([^/.]+)/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') throw new Error(`The API path ${template} needs its parameter :${name}`);
    return `/${encodeURIComponent(value)}`;
  });
}

/** Whether a path (a redirect target, a link) leads to the API rather than to a page. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/');
}
