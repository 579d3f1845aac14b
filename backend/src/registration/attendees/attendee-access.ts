import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { fieldScope, STAFF_DECIDED_HOLDER_FIELDS, type UiConfig, type UiField } from '@eventdesk/shared';
import { defineRecordScope } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import type { HttpRequest } from '../../platform/common/http';
import { Attendee } from './attendee.entity';

/** Attendees: a COMPANY user's rules name its company (`event_company_id`). */
export const ATTENDEE_SCOPE = defineRecordScope({
  subject: 'Attendee',
  entity: Attendee,
  alias: 'attendee',
  conditions: { event_company_id: 'eventCompanyId' },
});

/**
 * What one caller may do with the attendees of one event: its request context (row scope through its
 * ability) and the field scope of its role's UI configuration (docs/ui-config.md).
 */
export interface AttendeeAccess extends EventContext {
  /** The resolved form: all 47 fields with their flags and aliases. */
  fields: UiField[];
  visible: ReadonlySet<string>;
  writable: ReadonlySet<string>;
  required: readonly string[];
  /** Whether tag_ids are sent and written: only to roles that may read the event's tags. */
  tags: boolean;
}

type FieldScope = Pick<AttendeeAccess, 'fields' | 'visible' | 'writable' | 'required'>;

// A resolved configuration is kept per event and role (EventSettings), so its field scope is computed once too.
const scopes = new WeakMap<UiConfig, FieldScope>();

export function attendeeAccess(ctx: EventContext): AttendeeAccess {
  let scope = scopes.get(ctx.uiConfig);
  if (!scope) {
    const { visible, writable, required } = fieldScope(ctx.uiConfig);
    scope = { fields: ctx.uiConfig.attendee_fields, visible: new Set(visible), writable: new Set(writable), required };
    scopes.set(ctx.uiConfig, scope);
  }
  // Fields only staff decide (`pending`) are never written by a role the rule book refuses, whatever its configuration (issue 26).
  const refused = STAFF_DECIDED_HOLDER_FIELDS.filter((field) => scope.writable.has(field) && !ctx.ability.can('update', 'Attendee', field));
  const writable = refused.length ? new Set([...scope.writable].filter((f) => !refused.includes(f as never))) : scope.writable;
  return { ...ctx, ...scope, writable, tags: ctx.ability.can('read', 'Tag') };
}

/** `@AttendeeCtx() access: AttendeeAccess` — the caller's request context with its attendee field scope. */
export const AttendeeCtx = createParamDecorator((_data: unknown, ctx: ExecutionContext): AttendeeAccess => {
  const context = ctx.switchToHttp().getRequest<HttpRequest>().context;
  if (!context || !('eventId' in context)) throw new Error('No event context: the route has no :eventId');
  return attendeeAccess(context);
});
