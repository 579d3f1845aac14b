import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { t, type ApiError, type Language, type MessageKey, isMessageKey } from '@eventdesk/shared';
import type { HttpReply, HttpRequest } from './http';
import { AppException, BusyException, ThrottledException, ValidationException } from './errors';
import { constraintViolation } from './db-errors';
import { requestLanguage } from './language';

const STATUS_KEYS: Partial<Record<number, MessageKey>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'too_many_attempts',
  422: 'validation_failed',
  503: 'unavailable',
};

/** Every error leaves the API in one shape (DESIGN §4), never with a stack trace or SQL. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<HttpRequest>();
    const res = ctx.getResponse<HttpReply>();
    const lang = requestLanguage(req);
    const body = this.toBody(exception, lang, req);
    if (body.statusCode >= 500) this.logger.error(`${req.method} ${req.url}: ${(exception as Error)?.stack ?? exception}`);
    if (res.sent) return;
    if (exception instanceof ThrottledException || exception instanceof BusyException)
      res.header('Retry-After', String(exception.retryAfter));
    res.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown, lang: Language, req: HttpRequest): ApiError {
    const shape = (statusCode: number, key: MessageKey, extra: Partial<ApiError> = {}, params = {}): ApiError => ({
      statusCode,
      error: HttpStatus[statusCode] ?? 'Error',
      message: t(lang, key, params),
      ...extra,
    });

    if (exception instanceof ValidationException) return shape(422, 'validation_failed', { errors: exception.errors });
    if (exception instanceof AppException) {
      const errors = exception.fieldKeys
        ? Object.fromEntries(
            Object.entries(exception.fieldKeys).map(([field, keys]) => [field, keys.map((k) => t(lang, k, exception.params))]),
          )
        : undefined;
      return shape(
        exception.getStatus(),
        exception.messageKey,
        { ...(errors && { errors }), ...(exception.code && { code: exception.code }) },
        withParamMessages(exception, lang),
      );
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const code =
        typeof response === 'object' && response && 'code' in response ? String((response as { code: unknown }).code) : undefined;
      if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message)) {
        return shape(404, 'route_not_found');
      }
      const key = isMessageKey(exception.message)
        ? exception.message
        : (STATUS_KEYS[status] ?? (status >= 500 ? 'internal' : 'bad_request'));
      return shape(status, key, code ? { code } : {});
    }
    const violation = constraintViolation(exception);
    if (violation) {
      // A refused write that reached the database means a validation is missing in front of it.
      const detail = (exception as { driverError?: { message?: string } }).driverError?.message ?? (exception as Error).message;
      this.logger.warn(`${req.method} ${req.url}: ${violation.code} ${detail}`);
      return shape(violation.status, violation.key);
    }
    // Errors Fastify raises before a handler runs (a body too large, of a type nobody reads, cut off…).
    const err = exception as { status?: number; statusCode?: number };
    const status = err?.status ?? err?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return shape(status, STATUS_KEYS[status] ?? 'bad_request');
    return shape(500, 'internal');
  }
}

/** The exception's params, those that are messages rendered in `lang` (e.g. the reason of a bad list parameter). */
function withParamMessages(exception: AppException, lang: Language): Record<string, string | number> {
  if (!exception.paramKeys) return exception.params;
  const params = { ...exception.params };
  for (const [name, key] of Object.entries(exception.paramKeys)) params[name] = t(lang, key, exception.params);
  return params;
}
