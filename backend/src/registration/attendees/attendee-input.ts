import {
  ATTENDEE_SCHEMA_FIELDS,
  attendeeTagIdsSchema,
  t,
  validate,
  type FieldErrors,
  type Language,
  type MessageKey,
} from '@eventdesk/shared';
import { z } from 'zod';
import { ValidationException } from '../../platform/common/errors';
import type { AttendeeAccess } from './attendee-access';

/*
 * What a write request brings, as the caller's field scope lets it through: only the fields its
 * UI configuration lets it write (react-admin sends the rest back: they are ignored), and the tags
 * for roles that use tags.
 */

export type Body = Record<string, unknown>;

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const tagsSchema = z.object({ tag_ids: z.preprocess((v) => (v === null ? [] : v), attendeeTagIdsSchema) });

/** Field errors gathered from the schema and from the checks against the database, thrown as one 422. */
export class FieldErrorBag {
  private readonly errors: FieldErrors = {};

  constructor(private readonly lang: Language) {}

  /** The data of a validation, or undefined after keeping its errors. */
  take<T>(result: { ok: true; data: T } | { ok: false; errors: FieldErrors }): T | undefined {
    if (result.ok) return result.data;
    for (const [field, messages] of Object.entries(result.errors)) this.errors[field] = [...(this.errors[field] ?? []), ...messages];
    return undefined;
  }

  add(field: string, key: MessageKey, params: Record<string, string | number> = {}): void {
    const message = t(this.lang, key, params);
    if (!this.errors[field]?.includes(message)) this.errors[field] = [...(this.errors[field] ?? []), message];
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw new ValidationException(this.errors);
  }
}

/** A request body must be a JSON object; none at all counts as an empty one (its required fields are then missing). */
export function bodyObject(payload: unknown, lang: Language): Body {
  if (payload === undefined || payload === null) return {};
  if (typeof payload !== 'object' || Array.isArray(payload)) throw new ValidationException({ _: [t(lang, 'invalid_type')] });
  return payload as Body;
}

/**
 * The fields of `body` the caller may write; read-only and unknown ones are ignored (react-admin sends
 * the record back). A field that is not in the caller's form at all (hidden: COMPANY's `pending`,
 * `payment_status`, notes…) with a value is refused, one message per field (issue 29 item 13): the
 * caller never received it, so sending one is a mistake to say, not to drop silently.
 */
export function writableFields(body: Body, access: AttendeeAccess, errors?: FieldErrorBag): Body {
  const raw: Body = {};
  for (const field of ATTENDEE_SCHEMA_FIELDS) {
    if (!Object.hasOwn(body, field)) continue;
    if (access.writable.has(field)) raw[field] = body[field];
    else if (errors && !access.visible.has(field) && !isBlank(body[field])) errors.add(field, 'field_not_in_form');
  }
  return raw;
}

/** The tags sent, for roles that use tags; undefined when none were sent (they stay as they are). */
export function sentTagIds(body: Body, access: AttendeeAccess, errors: FieldErrorBag): number[] | undefined {
  if (!access.tags || !Object.hasOwn(body, 'tag_ids')) return undefined;
  return errors.take(validate(tagsSchema, { tag_ids: body.tag_ids }, access.lang))?.tag_ids;
}
