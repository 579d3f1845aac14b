import { z } from 'zod';
import { crud, exportQuerySchema, listQuerySchema, TABLE_EXPORT, type RouteContract } from '../api/contract';
import { hangerDepositSchema, hangerRackSchema, hangerReturnSchema } from '../schemas/cloakroom';
import { gateCheckQuerySchema, offlineListQuerySchema, presenceListQuerySchema, scanSchema, scanSyncSchema } from '../schemas/scan';
import { serviceConsumeSchema, serviceSchema } from '../schemas/service';
import { totemCheckinSchema, totemCodeRequestSchema, totemHeartbeatSchema, totemPairSchema, totemSchema } from '../schemas/totem';
import {
  attendeeUsedServiceDtoSchema,
  gateCheckDtoSchema,
  hangerActionDtoSchema,
  hangerDtoSchema,
  offlineListDtoSchema,
  presenceListDtoSchema,
  removedUsedServiceDtoSchema,
  scanDtoSchema,
  scanSyncDtoSchema,
  serviceConsumeDtoSchema,
  serviceDtoSchema,
  totemCheckinDtoSchema,
  totemDeviceDtoSchema,
  totemDtoSchema,
  totemKioskDtoSchema,
  totemPairingDtoSchema,
  zoneOccupancyDtoSchema,
} from './responses';

/** The gate's routes: scans and the access log, the offline list, services, cloakroom, totems. */

const EVENT = '/api/events/:eventId';

export const GATE_ROUTES: RouteContract[] = [
  // scans
  { method: 'POST', path: `${EVENT}/scans`, summary: 'Scan a pass at a gate', body: scanSchema, response: scanDtoSchema },
  {
    method: 'GET',
    path: `${EVENT}/scans/check`,
    summary: 'What the gate would answer a holder at each zone now',
    query: gateCheckQuerySchema as z.ZodObject,
    response: gateCheckDtoSchema,
  },
  {
    method: 'GET',
    path: `${EVENT}/scans/offline-list`,
    summary: "A page of the gates' offline allow-list",
    query: offlineListQuerySchema as z.ZodObject,
    response: offlineListDtoSchema,
  },
  {
    method: 'GET',
    path: `${EVENT}/scans/presence`,
    summary: "A page of who is inside the event's zones now (the gates' offline anti-passback)",
    query: presenceListQuerySchema as z.ZodObject,
    response: presenceListDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/scans/sync`,
    summary: 'Send the scans a gate decided offline',
    body: scanSyncSchema,
    response: scanSyncDtoSchema,
  },
  ...crud(`${EVENT}/access-controls`, 'access log', scanDtoSchema, undefined, ['list', 'show']),
  {
    method: 'GET',
    path: `${EVENT}/access-controls/export`,
    summary: 'The access log as CSV or XLSX',
    query: exportQuerySchema,
    response: TABLE_EXPORT,
  },
  {
    method: 'GET',
    path: `${EVENT}/access-controls/live`,
    summary: 'The occupancy now, then at every change (server-sent events: `occupancy` messages, `ping` now and then)',
    response: {
      contentType: 'text/event-stream',
      description: 'Server-sent events; each `occupancy` message holds ZoneOccupancyDto[] as JSON',
    },
  },
  {
    method: 'GET',
    path: `${EVENT}/access-controls/occupancy`,
    summary: "Each zone's occupancy now, and its peak",
    response: z.array(zoneOccupancyDtoSchema),
  },
  // services
  ...crud(`${EVENT}/services`, 'services', serviceDtoSchema, serviceSchema),
  {
    method: 'POST',
    path: `${EVENT}/services/:id/consume`,
    summary: 'Take one unit of a service for a pass',
    body: serviceConsumeSchema,
    response: serviceConsumeDtoSchema,
  },
  {
    method: 'GET',
    path: `${EVENT}/attendees/:id/used-services`,
    summary: 'The services the attendee used',
    response: z.array(attendeeUsedServiceDtoSchema),
  },
  {
    method: 'DELETE',
    path: `${EVENT}/attendees/:id/remove_used_service/:serviceId`,
    summary: "Delete the attendee's uses of a service",
    response: removedUsedServiceDtoSchema,
  },
  // cloakroom
  {
    method: 'GET',
    path: `${EVENT}/hangers`,
    summary: 'List the hangers',
    list: true,
    query: listQuerySchema.extend({
      free: z.enum(['true', 'false']).optional().describe('Only the free (true) or the taken (false) hangers'),
    }),
    response: z.array(hangerDtoSchema),
  },
  ...crud(`${EVENT}/hangers`, 'hangers', hangerDtoSchema, undefined, ['show', 'remove']),
  {
    method: 'POST',
    path: `${EVENT}/hangers/rack`,
    summary: 'Add a rack of numbered hangers',
    body: hangerRackSchema,
    response: z.object({ created: z.number().int() }),
  },
  {
    method: 'POST',
    path: `${EVENT}/hangers/deposit`,
    summary: 'Give a hanger to a pass holder',
    body: hangerDepositSchema,
    response: hangerActionDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/hangers/return`,
    summary: 'Free the hanger of a pass holder',
    body: hangerReturnSchema,
    response: hangerActionDtoSchema,
  },
  // totems
  ...crud(`${EVENT}/totems`, 'totems', totemDtoSchema, totemSchema),
  { method: 'GET', path: `${EVENT}/totems/:id/kiosk`, summary: 'What the kiosk page shows', response: totemKioskDtoSchema },
  {
    method: 'POST',
    path: `${EVENT}/totems/:id/heartbeat`,
    summary: "The kiosk's heartbeat",
    body: totemHeartbeatSchema,
    response: totemDtoSchema,
  },
  { method: 'POST', path: `${EVENT}/totems/:id/reset`, summary: 'Ask the kiosk to start again', response: totemDtoSchema },
  {
    method: 'POST',
    path: `${EVENT}/totems/:id/code`,
    summary: 'E-mail an attendee their pass code at the kiosk',
    body: totemCodeRequestSchema,
    response: z.object({ sent: z.boolean() }),
  },
  {
    method: 'POST',
    path: `${EVENT}/totems/:id/checkin`,
    summary: 'Check a pass in at the kiosk',
    body: totemCheckinSchema,
    response: totemCheckinDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/totems/:id/pairing`,
    summary: 'A one-time code that pairs a kiosk with the totem',
    response: totemPairingDtoSchema,
  },
  {
    method: 'DELETE',
    path: `${EVENT}/totems/:id/devices`,
    summary: "Revoke the totem's paired kiosks",
    response: z.object({ revoked: z.number().int() }),
  },
  {
    method: 'POST',
    path: '/api/totem-devices',
    summary: 'Pair a kiosk with a one-time code',
    body: totemPairSchema,
    response: totemDeviceDtoSchema,
  },
];
