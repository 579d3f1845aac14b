import { subject as tag, type Action, type Subject } from '@eventdesk/shared';
import type { EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../common/errors';
import type { EventContext } from './request-context';
import { scopeQuery } from './scope-query';

/**
 * How the records of one event resource are scoped, declared once beside its entity: the CASL subject
 * that rules them, and which entity property answers each field the rules put conditions on (a
 * COMPANY user's `event_company_id`). `{}` says the rules put none: every record of the event is in
 * scope for whoever holds the permission. Every service checks its records through the helpers below.
 */
export interface RecordScope<E extends ObjectLiteral = ObjectLiteral> {
  subject: Subject;
  entity: EntityTarget<E>;
  /** The alias list queries give the entity. */
  alias: string;
  /** Rule field → entity property. */
  conditions: Readonly<Record<string, keyof E & string>>;
  /** Records private to the user who made them unless shared (saved filters): others never see them, whatever their role. */
  owner?: { property: keyof E & string; shared: keyof E & string };
}

export const defineRecordScope = <E extends ObjectLiteral>(scope: RecordScope<E>): RecordScope<E> => scope;

/** The record as CASL sees it: the subject tagged with the fields its rules test. */
function asSubject<E extends ObjectLiteral>(scope: RecordScope<E>, row: E) {
  const fields = Object.fromEntries(Object.entries(scope.conditions).map(([field, property]) => [field, row[property]]));
  return tag(scope.subject as never, fields);
}

/** Throws 404 (never 403: existence is not revealed) unless the caller may `action` every row. */
export function requireAccess<E extends ObjectLiteral>(
  ctx: EventContext,
  action: Action,
  scope: RecordScope<E>,
  rows: E | readonly E[],
): void {
  for (const row of Array.isArray(rows) ? rows : [rows as E]) {
    if (!ctx.ability.can(action, asSubject(scope, row))) throw notFound();
    if (scope.owner && row[scope.owner.property] !== ctx.user.id && !row[scope.owner.shared]) throw notFound();
  }
}

/** The record `id` of the caller's event that it may `action`; 404 when it is missing, of another event or out of scope. */
export async function requireRecord<E extends ObjectLiteral>(
  manager: EntityManager,
  ctx: EventContext,
  action: Action,
  scope: RecordScope<E>,
  id: number,
  options: { lock?: boolean } = {},
): Promise<E> {
  const qb = manager.getRepository(scope.entity).createQueryBuilder(scope.alias).where(`${scope.alias}.id = :id`, { id });
  qb.andWhere(`${scope.alias}.eventId = :eventId`, { eventId: ctx.eventId });
  if (options.lock && ['mysql', 'mariadb'].includes(manager.connection.options.type)) qb.setLock('pessimistic_write');
  const row = await qb.getOne();
  if (!row) throw notFound();
  requireAccess(ctx, action, scope, row);
  return row;
}

/** Restricts a list query to the caller's event and the records it may `action`, in SQL. */
export function scopeList<E extends ObjectLiteral>(
  qb: SelectQueryBuilder<E>,
  ctx: EventContext,
  action: Action,
  scope: RecordScope<E>,
): SelectQueryBuilder<E> {
  qb.andWhere(`${scope.alias}.eventId = :scopeEventId`, { scopeEventId: ctx.eventId });
  if (scope.owner) {
    const { alias, owner } = scope;
    qb.andWhere(`(${alias}.${owner.property} = :scopeOwner OR ${alias}.${owner.shared} = :scopeShared)`, {
      scopeOwner: ctx.user.id,
      scopeShared: true,
    });
  }
  const columns = Object.fromEntries(Object.entries(scope.conditions).map(([field, property]) => [field, `${scope.alias}.${property}`]));
  return scopeQuery(qb, ctx.ability, action, scope.subject, columns);
}
