import type { SessionDto } from '@eventdesk/shared';
import { In, type EntityManager } from 'typeorm';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { Room } from '../rooms/room.entity';
import type { ProgrammeSession } from './session.entity';

/** A speaker or moderator as stored: an attendee of the event, or a name only. */
export type StoredPerson = { role: SessionDto['people'][number]['role']; attendee_id: number | null; name: string | null };

/** Each session's people with their names as they stand now (an attendee's read once for the page of sessions). */
export async function sessionPeople(manager: EntityManager, rows: readonly ProgrammeSession[]): Promise<Map<number, SessionDto['people']>> {
  const people = new Map(rows.map((r) => [r.id, JSON.parse(r.people) as StoredPerson[]]));
  const attendeeIds = [...new Set([...people.values()].flat().flatMap((p) => (p.attendee_id ? [p.attendee_id] : [])))];
  const names = new Map(
    attendeeIds.length
      ? (
          await manager
            .getRepository(Attendee)
            .find({ select: { id: true, firstName: true, lastName: true }, where: { id: In(attendeeIds) } })
        ).map((a) => [a.id, [a.firstName, a.lastName].filter(Boolean).join(' ')])
      : [],
  );
  return new Map(
    [...people].map(([id, list]) => [
      id,
      list.map((p) => ({
        role: p.role,
        attendee_id: p.attendee_id,
        // An attendee deleted since: the name given, else an empty name (the id stays for the record).
        name: (p.attendee_id && names.get(p.attendee_id)) || p.name || '',
      })),
    ]),
  );
}

/** The rooms of a page of sessions, by id (read once). */
export async function sessionRooms(manager: EntityManager, rows: readonly ProgrammeSession[]): Promise<Map<number, Room>> {
  const ids = [...new Set(rows.flatMap((r) => (r.roomId ? [r.roomId] : [])))];
  return new Map(ids.length ? (await manager.getRepository(Room).findBy({ id: In(ids) })).map((r) => [r.id, r]) : []);
}

/** A session's seats: its own capacity, else its room's; null: no limit. */
export const seatsOf = (session: ProgrammeSession, room: Room | null | undefined): number | null =>
  session.capacity ?? room?.capacity ?? null;
