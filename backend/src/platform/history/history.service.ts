import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ActionHistoryDto, HistoryAction, HistorySubject } from '@eventdesk/shared';
import { Repository, type EntityManager } from 'typeorm';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import type { Actor } from '../access/request-context';
import { ActionHistory } from './action-history.entity';

export const HISTORY_LIST: ListSpec = {
  resource: 'history',
  sortable: { id: 'h.id', created_at: 'h.createdAt' },
  filters: { action: { kind: 'eq', column: 'h.action', type: 'string' } },
  defaultSort: ['created_at', 'DESC'],
  tiebreaker: 'h.id',
};

export type Changes = Record<string, [unknown, unknown]>;

export type { Actor };

/** Who made a change: a staff user, the attendee themselves (my-area), or nobody (the system, a payment provider). */
export type HistoryActor = Actor | { attendeeId: number } | null;

export interface HistoryEntry {
  eventId: number;
  subjectType: HistorySubject;
  subjectId: number;
  action: HistoryAction;
  actor: HistoryActor;
  changes: Changes;
}

const isEmpty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs between `before` and `after`, as `[old, new]`. A create compares
 * with `{}` and a delete with `{}` on the other side, so they list the values set or removed.
 */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [a, b] = [before[key] ?? null, after[key] ?? null];
    if (!same(a, b)) changes[key] = [a, b];
  }
  return changes;
}

/**
 * The one history writer (HistoryService.record, RecordWrites, and the writes outside a staff request:
 * my-area, order payments): one entry in the caller's transaction; an update that changed nothing leaves none.
 */
export async function recordHistory(tx: EntityManager, entry: HistoryEntry): Promise<void> {
  if (entry.action === 'update' && Object.keys(entry.changes).length === 0) return;
  const user = entry.actor && 'email' in entry.actor ? entry.actor : null;
  // updateEntity(false): the generated id and date are not read back (a SELECT per entry otherwise).
  await tx
    .createQueryBuilder()
    .insert()
    .into(ActionHistory)
    .values({
      eventId: entry.eventId,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      action: entry.action,
      userId: user?.id ?? null,
      userEmail: user?.email.slice(0, 255) ?? null,
      attendeeId: entry.actor && 'attendeeId' in entry.actor ? entry.actor.attendeeId : null,
      changes: JSON.stringify(entry.changes),
    })
    .updateEntity(false)
    .execute();
}

/**
 * One line of a record's history that is not a field of its own (an attendee's seat in a session, time
 * entered by hand): `label` changed from `before` to `after`, by the request's actor, in its transaction.
 */
export function recordNote(
  tx: EntityManager,
  ctx: { eventId: number; actor: HistoryActor },
  subject: { type: HistorySubject; id: number },
  label: string,
  before: string | null,
  after: string | null,
): Promise<void> {
  return recordHistory(tx, {
    eventId: ctx.eventId,
    subjectType: subject.type,
    subjectId: subject.id,
    action: 'update',
    actor: ctx.actor,
    changes: { [label]: [before, after] },
  });
}

const toDto = (h: ActionHistory): ActionHistoryDto => ({
  id: h.id,
  subject_type: h.subjectType,
  subject_id: h.subjectId,
  action: h.action,
  user_id: h.userId,
  user_email: h.userEmail,
  attendee_id: h.attendeeId,
  changes: JSON.parse(h.changes) as Changes,
  created_at: h.createdAt.toISOString(),
});

/** The actions history of attendees, companies and attendee categories (issue 5). */
@Injectable()
export class HistoryService {
  constructor(@InjectRepository(ActionHistory) private readonly entries: Repository<ActionHistory>) {}

  /**
   * Writes one entry inside the caller's transaction, so a change and its history are saved or lost
   * together. An update that changed nothing leaves no entry.
   */
  record(tx: EntityManager, entry: HistoryEntry): Promise<void> {
    return recordHistory(tx, entry);
  }

  /** One record's entries, newest first; `visible` leaves out the changes of fields the caller may not see. */
  async list(
    eventId: number,
    subjectType: HistorySubject,
    subjectId: number,
    list: ListQuery,
    visible: (field: string) => boolean = () => true,
  ) {
    const qb = this.entries
      .createQueryBuilder('h')
      .where('h.eventId = :eventId AND h.subjectType = :subjectType AND h.subjectId = :subjectId', { eventId, subjectType, subjectId });
    const { rows, total } = await findPage(qb, list);
    return {
      rows: rows.map((row) => {
        const dto = toDto(row);
        dto.changes = Object.fromEntries(Object.entries(dto.changes).filter(([field]) => visible(field)));
        return dto;
      }),
      total,
    };
  }
}
