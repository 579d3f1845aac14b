import { z } from 'zod';
import { crud, exportQuerySchema, TABLE_EXPORT, type RouteContract } from '../api/contract';
import { actionHistoryDtoSchema, jobStartedDtoSchema } from '../platform/responses';
import { attendeeCategorySchema } from '../schemas/attendee-category';
import { attendeePatchSchema, attendeeSchema, sendMyAreaLinkSchema } from '../schemas/attendee';
import { companyUserInviteSchema, eventCompanySchema } from '../schemas/company';
import { acceptedTermIdsSchema, attendeeEmailCodeSchema, attendeeLoginSchema, attendeeOtpSchema } from '../schemas/myarea';
import { savedFilterSchema } from '../schemas/saved-filter';
import { attendeeTagIdsSchema, tagSchema } from '../schemas/tag';
import {
  attendeeCategoryDtoSchema,
  attendeeCreateFormDtoSchema,
  attendeeDtoSchema,
  companyUserDtoSchema,
  eventCompanyDtoSchema,
  eventStatsDtoSchema,
  importMappingSchema,
  importPreviewDtoSchema,
  importUploadDtoSchema,
  myAreaAttendeeResponseDtoSchema,
  myAreaEventDtoSchema,
  myAreaLinkDtoSchema,
  myAreaOtpResultDtoSchema,
  savedFilterDtoSchema,
  sendMyAreaLinkResultDtoSchema,
  surveySubmissionDtoSchema,
  tagDtoSchema,
} from './responses';

/** Registration's routes: companies, attendees and their categories, tags, filters, imports, statistics, the attendee site. */

const EVENT = '/api/events/:eventId';
const token = { token: z.string().describe("The event's public token (its attendee-site link)") };
/** An attendee's body: the fields the caller's UI configuration lets it write, and the tags. */
const attendeeBody = attendeeSchema.extend({ tag_ids: attendeeTagIdsSchema.optional() });

export const REGISTRATION_ROUTES: RouteContract[] = [
  // companies
  ...crud(`${EVENT}/companies`, 'companies', eventCompanyDtoSchema, eventCompanySchema),
  { method: 'GET', path: `${EVENT}/companies/:id/users`, summary: "The company's user accounts", response: z.array(companyUserDtoSchema) },
  {
    method: 'POST',
    path: `${EVENT}/companies/:id/users`,
    summary: 'Invite a user for the company',
    body: companyUserInviteSchema,
    response: companyUserDtoSchema,
  },
  {
    method: 'GET',
    path: '/api/company-invitations/:token',
    summary: 'The invitation page (shows it, changes nothing)',
    params: { token: z.string() },
    response: { contentType: 'text/html', description: 'The invitation page' },
  },
  {
    method: 'POST',
    path: '/api/company-invitations/:token',
    summary: 'Accept the invitation (the page with the outcome)',
    params: { token: z.string() },
    response: { contentType: 'text/html', description: 'The outcome page' },
  },
  // attendees
  ...crud(`${EVENT}/attendees`, 'attendees', attendeeDtoSchema, attendeeBody, ['list', 'show', 'create', 'remove']),
  {
    method: 'GET',
    path: `${EVENT}/attendees/create`,
    summary: "A new attendee's defaults and the caller's form",
    response: attendeeCreateFormDtoSchema,
  },
  {
    method: 'PUT',
    path: `${EVENT}/attendees/:id`,
    summary: 'Change an attendee (the fields sent; the others kept)',
    body: attendeePatchSchema.extend({ tag_ids: attendeeTagIdsSchema.optional() }),
    response: attendeeDtoSchema,
  },
  {
    method: 'GET',
    path: `${EVENT}/attendees/:id/history`,
    summary: "The attendee's actions history, newest first",
    list: true,
    response: z.array(actionHistoryDtoSchema),
  },
  {
    method: 'DELETE',
    path: `${EVENT}/attendees/:id/remove_survey_submission/:submissionId`,
    summary: "Delete one of the attendee's survey submissions",
    response: surveySubmissionDtoSchema,
  },
  {
    method: 'GET',
    path: `${EVENT}/attendees/export`,
    summary: 'The attendees as CSV or XLSX',
    query: exportQuerySchema,
    response: TABLE_EXPORT,
  },
  ...crud(`${EVENT}/attendee-categories`, 'attendee categories', attendeeCategoryDtoSchema, attendeeCategorySchema),
  ...crud(`${EVENT}/tags`, 'tags', tagDtoSchema, tagSchema),
  ...crud(`${EVENT}/filters`, 'saved filters', savedFilterDtoSchema, savedFilterSchema),
  // import
  {
    method: 'POST',
    path: `${EVENT}/attendees/import`,
    summary: 'Upload a CSV or XLSX file of attendees',
    multipart: true,
    response: importUploadDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/attendees/import/:uploadId/preview`,
    summary: 'Preview an import (nothing written)',
    params: { uploadId: z.string() },
    body: importMappingSchema,
    response: importPreviewDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/attendees/import/:uploadId/apply`,
    summary: 'Run an import as a background job',
    params: { uploadId: z.string() },
    body: importMappingSchema,
    response: jobStartedDtoSchema,
  },
  // statistics
  {
    method: 'GET',
    path: `${EVENT}/stats`,
    summary: "The event's dashboard",
    query: z.object({ from: z.string().optional().describe('YYYY-MM-DD'), to: z.string().optional().describe('YYYY-MM-DD') }),
    response: eventStatsDtoSchema,
  },
  // the attendee site: link, sign-in, own record
  { method: 'GET', path: `${EVENT}/myarea-link`, summary: "The event's attendee-site link and QR code", response: myAreaLinkDtoSchema },
  {
    method: 'POST',
    path: `${EVENT}/attendees/send-myarea-link`,
    summary: 'E-mail the attendee-site link to attendees',
    body: sendMyAreaLinkSchema,
    response: sendMyAreaLinkResultDtoSchema,
  },
  {
    method: 'GET',
    path: '/api/external/:token/event',
    summary: 'What the event link shows anyone',
    params: token,
    response: myAreaEventDtoSchema,
  },
  {
    method: 'POST',
    path: '/api/:token/attendee/otp',
    summary: 'E-mail a sign-in code to an attendee',
    params: token,
    body: attendeeOtpSchema,
    response: myAreaOtpResultDtoSchema,
  },
  {
    method: 'POST',
    path: '/api/:token/attendee/login',
    summary: 'Sign an attendee in with the e-mailed code',
    params: token,
    body: attendeeLoginSchema,
    response: myAreaAttendeeResponseDtoSchema,
  },
  { method: 'POST', path: '/api/attendee/logout', summary: 'Sign the attendee out', response: null },
  {
    method: 'GET',
    path: '/api/:token/attendee',
    summary: 'The signed-in attendee',
    params: token,
    response: myAreaAttendeeResponseDtoSchema,
  },
  {
    method: 'PUT',
    path: '/api/:token/attendee',
    summary: 'The attendee changes their own record (the fields their configuration lets them write) and their consents',
    params: token,
    body: attendeePatchSchema.extend({
      accepted_terms: acceptedTermIdsSchema
        .optional()
        .describe("The ids of the event's active terms the attendee accepts (every required one); not sent: consents unchanged"),
    }),
    response: myAreaAttendeeResponseDtoSchema,
  },
  {
    method: 'POST',
    path: '/api/:token/attendee/email',
    summary: 'Confirm a new e-mail address with the code sent to it',
    params: token,
    body: attendeeEmailCodeSchema,
    response: myAreaAttendeeResponseDtoSchema,
  },
];
