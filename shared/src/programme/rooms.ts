import { z } from 'zod';
import { crud, type RouteContract } from '../api/contract';
import { id as recordId, timestamps } from '../api/schema-kit';
import { id, optionalText, recordDefaults, requiredText } from '../schemas/common';

export const ROOM_CAPACITY_MAX = 100_000;

/**
 * A room of the venue where sessions take place (issue 27): "Sala Plenaria", "Aula 3". Its door is a
 * zone (`zone_id`), so the gate's IN/OUT scans there are the room's entries and exits; a room created
 * without one gets a zone of its own, named and coded after it.
 */
export const roomSchema = z.object({
  name_it: requiredText(100),
  name_en: optionalText(100),
  capacity: z
    .preprocess((v: unknown) => (v === '' ? null : v), z.number().int('not_an_integer').min(0).max(ROOM_CAPACITY_MAX).nullish())
    .transform((v) => v ?? null),
  floor: optionalText(50),
  notes: optionalText(1000),
  zone_id: id.nullish().transform((v) => v ?? null),
});
export type RoomInput = z.output<typeof roomSchema>;

export const ROOM_DEFAULTS = recordDefaults(roomSchema, { name_it: '', name_en: null, capacity: null, floor: null, notes: null, zone_id: null });

/** `GET /api/events/{eventId}/rooms/{id}`: a room and the zone that is its door. */
export const roomDtoSchema = z.object({
  id: recordId,
  event_id: recordId,
  name_it: z.string(),
  name_en: z.string().nullable(),
  capacity: z.number().int().nullable(),
  floor: z.string().nullable(),
  notes: z.string().nullable(),
  zone_id: recordId,
  ...timestamps,
});
export type RoomDto = z.infer<typeof roomDtoSchema>;

export const ROOM_ROUTES: RouteContract[] = crud('/api/events/:eventId/rooms', 'rooms', roomDtoSchema, roomSchema);
