/** The BFF logs with the back end's one logger (pino, JSON lines, `reqId` on every line of a request). */
export { createLogger, requestContext, type Logger, type LogLevel } from '@rr/server-kit/logger';
