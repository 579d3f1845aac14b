import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldErrors, MessageKey } from '@eventdesk/shared';

/** What an error carries besides its status and message, all optional. */
export interface ErrorDetails {
  /** Values of the message's placeholders (and of the field messages'). */
  params?: Record<string, string | number>;
  /** Field errors as message keys: `{ email: ['email_taken'] }`, rendered with `params`. */
  fields?: Record<string, MessageKey[]>;
  /** A stable code a client branches on (`import_running`), sent as the answer's `code`. */
  code?: string;
  /** Params that are themselves messages, rendered in the caller's language with `params`. */
  paramKeys?: Record<string, MessageKey>;
}

/**
 * The API's one error type: a status and a key of the shared catalogue, rendered in the caller's language
 * by the exception filter. A domain declares its own errors once with `defineErrors` and throws them by
 * name; the helpers below cover what every domain shares (404, 403, 422 on fields, a bad list query).
 */
export class AppException extends HttpException {
  readonly params: Record<string, string | number>;
  readonly fieldKeys?: Record<string, MessageKey[]>;
  readonly code?: string;
  readonly paramKeys?: Record<string, MessageKey>;

  constructor(
    status: number,
    readonly messageKey: MessageKey,
    details: ErrorDetails = {},
  ) {
    super(messageKey, status);
    this.params = details.params ?? {};
    this.fieldKeys = details.fields;
    this.code = details.code;
    this.paramKeys = details.paramKeys;
  }
}

/** One error of a domain: its status; the message when it is not the error's own name; the `code` of its answer, if any. */
export interface ErrorSpec {
  status: HttpStatus;
  message?: MessageKey;
  /** The answer's `code`, for clients that act on it rather than show it: `true` for the error's name. */
  code?: true | string;
}

/**
 * A domain's errors, each named once with its status (the domain's code enum): `RegistrationError('company_in_use')`.
 * A name is a message key unless its spec names the message.
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(
  table: T & { [K in keyof T]: K extends MessageKey ? unknown : { message: MessageKey } },
) {
  const raise = (name: keyof T & string, details: Omit<ErrorDetails, 'code'> = {}): AppException => {
    const spec: ErrorSpec = table[name];
    return new AppException(spec.status, spec.message ?? (name as MessageKey), {
      ...details,
      ...(spec.code && { code: spec.code === true ? name : spec.code }),
    });
  };
  return Object.assign(raise, { names: Object.keys(table) as (keyof T & string)[] });
}

/** 422 with messages already rendered (by the shared validator). */
export class ValidationException extends HttpException {
  constructor(readonly errors: FieldErrors) {
    super('validation_failed', HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/** 422 (or `status`) on fields, each with message keys rendered with `params`. */
export const invalid = (
  fields: Record<string, MessageKey[]>,
  params: Record<string, string | number> = {},
  status = HttpStatus.UNPROCESSABLE_ENTITY,
) => new AppException(status, 'validation_failed', { fields, params });
export const fieldError = (field: string, key: MessageKey, status = HttpStatus.UNPROCESSABLE_ENTITY) =>
  invalid({ [field]: [key] }, {}, status);

export const notFound = () => new AppException(HttpStatus.NOT_FOUND, 'not_found');
export const forbidden = () => new AppException(HttpStatus.FORBIDDEN, 'forbidden');
/** 405 for a write to a resource the registry declares read-only (`writes: false`). */
export const readOnlyResource = () => new AppException(HttpStatus.METHOD_NOT_ALLOWED, 'read_only_resource');
/** 400 for a bad list parameter; `reason` is a message of its own, so the whole answer is in the caller's language. */
export const badQuery = (param: string, reason: MessageKey, params: Record<string, string | number> = {}) =>
  new AppException(HttpStatus.BAD_REQUEST, 'bad_query', { params: { param, ...params }, paramKeys: { reason } });

/** 429 with Retry-After (seconds). */
export class ThrottledException extends AppException {
  constructor(readonly retryAfter: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'too_many_attempts', { params: { seconds: retryAfter }, code: 'throttled' });
  }
}

/** 503 with Retry-After (seconds): the instance is full for now (e.g. its live streams). */
export class BusyException extends AppException {
  constructor(
    messageKey: MessageKey,
    readonly retryAfter: number,
  ) {
    super(HttpStatus.SERVICE_UNAVAILABLE, messageKey, { params: { seconds: retryAfter }, code: 'busy' });
  }
}
