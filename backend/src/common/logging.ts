import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
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
 * headers, cookies or bodies.
 */
export function requestLog(logger: Logger, skip: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!logger.isLevelEnabled('info') || skip(req)) return next();
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path;
      const context = req.context;
      logger.info({
        method: req.method,
        path: route ?? req.path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
        user: context?.user.id,
        event: context && 'eventId' in context ? context.eventId : undefined,
      });
    });
    next();
  };
}
