/** The events routes' query and body parsing: @rr/server-kit's, with the @rr/contracts schemas. */
export { parseBody, parseQuery } from '@rr/server-kit';
