import type { LoggerService } from '@nestjs/common';
import type { onResponseHookHandler } from 'fastify';
import { requestPath, type HttpRequest } from './http';
import pino, { type Logger } from 'pino';

/** Nest's start-up chatter (module loading, one line per mapped route): useful when debugging only. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Readable lines in a terminal, JSON lines for log collectors.
    ...(process.stdout.isTTY && { transport: { target: 'pino-pretty', options: { singleLine: true } } }),
  });
}

/** Nest's logger interface over pino. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (context && QUIET_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, ...(trace && { trace }) }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, String(message));
  }
}

/**
 * One line per request, written when the answer is sent: method, path (the route's pattern when it has
 * one, so no token or id in the path reaches the log), status, milliseconds, user and event. Never
 * headers, cookies or bodies. Through Fastify's logger (the request's id bound).
 */
export function requestLog(skip: (req: HttpRequest) => boolean): onResponseHookHandler {
  return (req, reply, done) => {
    if (!(req.log as Logger).isLevelEnabled('info') || skip(req)) return done();
    const route = req.routeOptions.url;
    const context = req.context;
    req.log.info({
      method: req.method,
      // Static files are served by wildcard routes: their own path says more.
      path: route && !route.includes('*') ? route : requestPath(req),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 1000) / 1000,
      user: context?.user.id,
      event: context && 'eventId' in context ? context.eventId : undefined,
    });
    done();
  };
}
