import type { RouteContract } from '../api/contract';
import { ROOM_ROUTES, roomDtoSchema } from './rooms';
import { SESSION_ROUTES, sessionDtoSchema } from './sessions';

/*
 * The programme (issue 27): rooms, sessions, registrations, attendance and credits, voting. One file per
 * resource holds its input schema, its defaults, its answer's schema and its routes; this file lists them.
 */
export * from './rooms';
export * from './sessions';
export * from './venue-clock';

export const PROGRAMME_ROUTES: RouteContract[] = [...ROOM_ROUTES, ...SESSION_ROUTES];

export const PROGRAMME_SCHEMAS = { RoomDto: roomDtoSchema, SessionDto: sessionDtoSchema };
