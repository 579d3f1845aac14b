import type { AccessRequestHolderNow, DocumentationStatus } from '@eventdesk/shared';
import { In, type EntityManager } from 'typeorm';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { AccessRight } from '../access-rights/access-right.entity';
import { Vehicle } from '../vehicles/vehicle.entity';
import { ZoneDefault } from '../zones/zone-default.entity';
import { Zone } from '../zones/zone.entity';
import type { AccessRequest } from './access-request.entity';

const key = (r: Pick<AccessRequest, 'attendeeId' | 'vehicleId'>) => (r.attendeeId !== null ? `A${r.attendeeId}` : `V${r.vehicleId}`);

interface HolderState {
  papers: DocumentationStatus | null;
  /** Zone id → by default (true) or by a right of its own (false). */
  zones: Map<number, boolean>;
}

/**
 * The holders of a page of requests as they stand (issue 29 item 3): papers, and the zones each enters
 * by its category or vehicle type (`zone_defaults`) or by a right of its own (any window). Five reads
 * for the whole page, none per row. A holder deleted meanwhile has none (null).
 */
export async function holdersNow(db: EntityManager, eventId: number, requests: AccessRequest[]): Promise<Map<string, HolderState>> {
  const attendeeIds = [...new Set(requests.flatMap((r) => (r.attendeeId !== null ? [r.attendeeId] : [])))];
  const vehicleIds = [...new Set(requests.flatMap((r) => (r.vehicleId !== null ? [r.vehicleId] : [])))];
  const [attendees, vehicles, rights, defaults] = await Promise.all([
    attendeeIds.length
      ? db.getRepository(Attendee).find({
          select: { id: true, eventAttendeeCategoryId: true, documentationStatus: true },
          where: { eventId, id: In(attendeeIds) },
        })
      : [],
    vehicleIds.length
      ? db.getRepository(Vehicle).find({ select: { id: true, type: true, documentationStatus: true }, where: { eventId, id: In(vehicleIds) } })
      : [],
    attendeeIds.length || vehicleIds.length
      ? db.getRepository(AccessRight).find({
          select: { id: true, attendeeId: true, vehicleId: true, zoneId: true },
          where: [
            ...(attendeeIds.length ? [{ eventId, attendeeId: In(attendeeIds) }] : []),
            ...(vehicleIds.length ? [{ eventId, vehicleId: In(vehicleIds) }] : []),
          ],
        })
      : [],
    attendeeIds.length || vehicleIds.length ? db.getRepository(ZoneDefault).findBy({ eventId }) : [],
  ]);
  const states = new Map<string, HolderState>();
  const byCategory = (categoryId: number | null) => defaults.filter((d) => categoryId !== null && d.attendeeCategoryId === categoryId);
  for (const a of attendees)
    states.set(`A${a.id}`, { papers: a.documentationStatus, zones: new Map(byCategory(a.eventAttendeeCategoryId).map((d) => [d.zoneId, true])) });
  for (const v of vehicles)
    states.set(`V${v.id}`, { papers: v.documentationStatus, zones: new Map(defaults.filter((d) => d.vehicleType === v.type).map((d) => [d.zoneId, true])) });
  for (const r of rights) {
    const zones = states.get(key(r))?.zones;
    if (zones && !zones.has(r.zoneId)) zones.set(r.zoneId, false);
  }
  return states;
}

/** The zones' codes, for the ones the holders enter (one read). */
export async function zoneCodes(db: EntityManager, eventId: number, states: Iterable<HolderState>): Promise<Map<number, string>> {
  const ids = [...new Set([...states].flatMap((s) => [...s.zones.keys()]))];
  if (!ids.length) return new Map();
  const zones = await db.getRepository(Zone).find({ select: { id: true, code: true }, where: { eventId, id: In(ids) } });
  return new Map(zones.map((z) => [z.id, z.code]));
}

/** One request's holder now, or null when the holder is gone. */
export function holderNow(
  request: AccessRequest,
  states: ReadonlyMap<string, HolderState>,
  codes: ReadonlyMap<number, string>,
): AccessRequestHolderNow | null {
  const state = request.attendeeId === null && request.vehicleId === null ? undefined : states.get(key(request));
  if (!state) return null;
  const own = state.zones.get(request.zoneId);
  return {
    documentation_status: state.papers,
    zone_access: own === undefined ? 'NONE' : own ? 'DEFAULT' : 'RIGHT',
    zones: [...state.zones]
      .filter(([id]) => codes.has(id))
      .map(([id, byDefault]) => ({ id, code: codes.get(id)!, default: byDefault }))
      .sort((x, y) => x.code.localeCompare(y.code)),
  };
}
