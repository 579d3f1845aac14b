import { validate, type Language } from '@eventdesk/shared';
import type { z } from 'zod';
import { ValidationException } from './errors';

/**
 * A PUT merges what it is sent into the stored record and validates the result (issue 11): the stock
 * `ra-data-simple-rest` client's updateMany sends only the fields that change (`{is_active: false}`),
 * its update the whole record; both end in the same validated input. Fields the schema does not know
 * (ids, timestamps, counters the answer carries) are dropped by it. A body that is not an object is
 * left as it is, for the schema to refuse.
 */
export function mergedInput<S extends z.ZodType>(schema: S, current: object, body: unknown, lang: Language): z.output<S> {
  const merged =
    body === undefined || body === null
      ? { ...current }
      : typeof body === 'object' && !Array.isArray(body)
        ? { ...current, ...body }
        : body;
  return validInput(schema, merged, lang);
}

/** A body validated inside a handler, once the record it names has been found in the caller's scope (404 before 422). */
export function validInput<S extends z.ZodType>(schema: S, body: unknown, lang: Language): z.output<S> {
  const result = validate(schema, body ?? {}, lang);
  if (!result.ok) throw new ValidationException(result.errors);
  return result.data;
}
