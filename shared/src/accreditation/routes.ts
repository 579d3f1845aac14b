import { z } from 'zod';
import { crud, exportQuerySchema, FILE_DOWNLOAD, TABLE_EXPORT, type RouteContract } from '../api/contract';
import { actionHistoryDtoSchema, jobStartedDtoSchema } from '../platform/responses';
import { importMappingSchema, importPreviewDtoSchema, importUploadDtoSchema } from '../registration/responses';
import { accessRequestBulkDecisionSchema, accessRequestDecisionSchema, accessRequestSchema } from '../schemas/access-request';
import { accessRightSchema } from '../schemas/access-right';
import { attachmentDecisionSchema, attachmentDefinitionSchema, attachmentUploadSchema } from '../schemas/attachment';
import { vehicleSchema } from '../schemas/vehicle';
import { zoneSchema } from '../schemas/zone';
import {
  accessRequestDtoSchema,
  accessRequestsCreatedDtoSchema,
  accessRequestsDecidedDtoSchema,
  accessRightDtoSchema,
  attachmentDefinitionDtoSchema,
  attachmentDtoSchema,
  companyPortalDtoSchema,
  effectiveAccessDtoSchema,
  myAreaPassDtoSchema,
  passDtoSchema,
  passKeyDtoSchema,
  vehicleDtoSchema,
  zoneDtoSchema,
} from './responses';

/** Accreditation's routes: zones, vehicles, access rights and requests, documents, passes, the company portal. */

const EVENT = '/api/events/:eventId';

export const ACCREDITATION_ROUTES: RouteContract[] = [
  ...crud(`${EVENT}/zones`, 'zones', zoneDtoSchema, zoneSchema),
  // vehicles
  ...crud(`${EVENT}/vehicles`, 'vehicles', vehicleDtoSchema, vehicleSchema),
  {
    method: 'GET',
    path: `${EVENT}/vehicles/:id/history`,
    summary: "The vehicle's actions history, newest first",
    list: true,
    response: z.array(actionHistoryDtoSchema),
  },
  {
    method: 'GET',
    path: `${EVENT}/vehicles/export`,
    summary: 'The vehicles as CSV or XLSX',
    query: exportQuerySchema,
    response: TABLE_EXPORT,
  },
  {
    method: 'POST',
    path: `${EVENT}/vehicles/import`,
    summary: 'Upload a CSV or XLSX file of vehicles',
    multipart: true,
    response: importUploadDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/vehicles/import/:uploadId/preview`,
    summary: 'Preview a vehicle import (nothing written)',
    params: { uploadId: z.string() },
    body: importMappingSchema,
    response: importPreviewDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/vehicles/import/:uploadId/apply`,
    summary: 'Run a vehicle import as a background job',
    params: { uploadId: z.string() },
    body: importMappingSchema,
    response: jobStartedDtoSchema,
  },
  // access rights and requests
  ...crud(`${EVENT}/access-rights`, 'access rights', accessRightDtoSchema, accessRightSchema, ['list', 'show', 'create', 'remove']),
  {
    method: 'GET',
    path: `${EVENT}/access-rights/effective`,
    summary: 'The zones a holder may enter at a time',
    query: z.object({
      attendee_id: z.string().optional().describe('An attendee id (or vehicle_id)'),
      vehicle_id: z.string().optional().describe('A vehicle id (or attendee_id)'),
      at: z.string().optional().describe('ISO 8601 date-time; now when absent'),
    }),
    response: effectiveAccessDtoSchema,
  },
  ...crud(`${EVENT}/access-control-requests`, 'access requests', accessRequestDtoSchema, undefined, ['list', 'show']),
  {
    method: 'POST',
    path: `${EVENT}/access-control-requests`,
    summary: 'Ask for access changes: one request per holder and zone',
    body: accessRequestSchema,
    response: accessRequestsCreatedDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/access-control-requests/decide`,
    summary: 'Approve or reject many requests',
    body: accessRequestBulkDecisionSchema,
    response: accessRequestsDecidedDtoSchema,
  },
  {
    method: 'PUT',
    path: `${EVENT}/access-control-requests/:id`,
    summary: 'Approve or reject one request',
    body: accessRequestDecisionSchema,
    response: accessRequestDtoSchema,
  },
  // documents
  ...crud(`${EVENT}/attachment-definitions`, 'document definitions', attachmentDefinitionDtoSchema, attachmentDefinitionSchema),
  ...crud(`${EVENT}/attachments`, 'documents', attachmentDtoSchema, undefined, ['list', 'show']),
  {
    method: 'GET',
    path: `${EVENT}/attachments/:id/history`,
    summary: "The document's actions history, newest first",
    list: true,
    response: z.array(actionHistoryDtoSchema),
  },
  {
    method: 'GET',
    path: `${EVENT}/attachments/:id/file`,
    summary: "The document's file (inline; `download=1`: as a download)",
    query: z.object({ download: z.literal('1').optional() }),
    response: { ...FILE_DOWNLOAD, description: 'The file, as application/pdf, image/jpeg or image/png' },
  },
  {
    method: 'POST',
    path: `${EVENT}/attachments`,
    summary: "Upload a holder's document",
    multipart: true,
    body: attachmentUploadSchema,
    response: attachmentDtoSchema,
  },
  {
    method: 'PUT',
    path: `${EVENT}/attachments/:id`,
    summary: 'Validate or reject a document',
    body: attachmentDecisionSchema,
    response: attachmentDtoSchema,
  },
  {
    method: 'GET',
    path: `${EVENT}/companies/:id/portal`,
    summary: "The company's portal: quotas, documentation, requests",
    response: companyPortalDtoSchema,
  },
  // passes
  { method: 'GET', path: `${EVENT}/attendees/:id/pass`, summary: "The attendee's pass", response: passDtoSchema },
  {
    method: 'POST',
    path: `${EVENT}/attendees/:id/pass/reissue`,
    summary: "Reissue the attendee's pass (the old code is revoked)",
    response: passDtoSchema,
  },
  { method: 'GET', path: `${EVENT}/vehicles/:id/pass`, summary: "The vehicle's pass", response: passDtoSchema },
  {
    method: 'POST',
    path: `${EVENT}/vehicles/:id/pass/reissue`,
    summary: "Reissue the vehicle's pass (the old code is revoked)",
    response: passDtoSchema,
  },
  { method: 'GET', path: `${EVENT}/pass-key`, summary: "The event's pass verification key", response: passKeyDtoSchema },
  {
    method: 'GET',
    path: '/api/:token/pass',
    summary: "The signed-in attendee's own pass",
    params: { token: z.string().describe("The event's public token") },
    response: myAreaPassDtoSchema,
  },
];
