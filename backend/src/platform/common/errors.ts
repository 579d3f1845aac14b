import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldErrors, MessageKey } from '@eventdesk/shared';

/**
 * An error whose message is a key of the shared catalogue, rendered in the caller's language by the
 * exception filter. Field errors carry keys too: `{ email: ['email_taken'] }`.
 */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldKeys?: Record<string, MessageKey[]>,
    readonly code?: string,
    /** Params that are themselves messages, rendered in the caller's language with `params` (one language per message). */
    readonly paramKeys?: Record<string, MessageKey>,
  ) {
    super(messageKey, status);
  }
}

/** 422 with messages already rendered (by the shared validator). */
export class ValidationException extends HttpException {
  constructor(readonly errors: FieldErrors) {
    super('validation_failed', HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

export const fieldError = (field: string, key: MessageKey, status = HttpStatus.UNPROCESSABLE_ENTITY) =>
  new AppException(status, 'validation_failed', {}, { [field]: [key] });

export const notFound = () => new AppException(HttpStatus.NOT_FOUND, 'not_found');
export const forbidden = () => new AppException(HttpStatus.FORBIDDEN, 'forbidden');
/** 405 for a write to a resource the registry declares read-only (`writes: false`). */
export const readOnlyResource = () => new AppException(HttpStatus.METHOD_NOT_ALLOWED, 'read_only_resource');
/** 400 for a bad list parameter; `reason` is a message of its own, so the whole answer is in the caller's language. */
export const badQuery = (param: string, reason: MessageKey, params: Record<string, string | number> = {}) =>
  new AppException(HttpStatus.BAD_REQUEST, 'bad_query', { param, ...params }, undefined, undefined, { reason });

/** 429 with Retry-After (seconds). */
export class ThrottledException extends AppException {
  constructor(readonly retryAfter: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'too_many_attempts', { seconds: retryAfter }, undefined, 'throttled');
  }
}

/** 503 with Retry-After (seconds): the instance is full for now (e.g. its live streams). */
export class BusyException extends AppException {
  constructor(
    messageKey: MessageKey,
    readonly retryAfter: number,
  ) {
    super(HttpStatus.SERVICE_UNAVAILABLE, messageKey, { seconds: retryAfter }, undefined, 'busy');
  }
}
