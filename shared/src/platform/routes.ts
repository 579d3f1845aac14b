import { z } from 'zod';
import { crud, type RouteContract } from '../api/contract';
import { jsonObject } from '../api/schema-kit';
import {
  changePasswordSchema,
  companyLoginSchema,
  confirmPasswordSchema,
  confirmTwoFactorSchema,
  otpRequestSchema,
  twoFactorChallengeSchema,
} from '../schemas/auth';
import { eventCategorySchema, eventSchema } from '../schemas/event';
import { fontSchema } from '../schemas/font';
import { saveEventRolesSchema, userSchema } from '../schemas/user';
import {
  apiErrorSchema,
  auditLogDtoSchema,
  currentUserDtoSchema,
  eventCategoryDtoSchema,
  eventDtoSchema,
  fontDtoSchema,
  healthDtoSchema,
  jobDtoSchema,
  jobStartedDtoSchema,
  passwordConfirmationDtoSchema,
  uiConfigDtoSchema,
  userDtoSchema,
  userSessionDtoSchema,
} from './responses';

/** The platform's routes: sign-in and account, users, events, fonts, audit, jobs, health, these docs. */

const sessionsEnded = z.object({ sessions_ended: z.number().int() });
const TEXT_PAGE = (description: string) => ({ contentType: 'text/html', description });

export const PLATFORM_ROUTES: RouteContract[] = [
  // sign-in (auth/)
  { method: 'GET', path: '/sanctum/csrf-cookie', summary: 'Set the XSRF-TOKEN cookie the other writes echo', response: null },
  {
    method: 'POST',
    path: '/login',
    summary: 'Sign in with e-mail and password; `two_factor` when a second factor is due',
    body: z.object({ email: z.string(), password: z.string() }),
    response: z.object({ two_factor: z.boolean() }),
  },
  {
    method: 'POST',
    path: '/two-factor-challenge',
    summary: 'Complete a sign-in with the second factor',
    body: twoFactorChallengeSchema,
    response: null,
  },
  {
    method: 'POST',
    path: '/api/otp/generate',
    summary: 'E-mail a sign-in code',
    body: otpRequestSchema,
    response: z.object({ sent: z.literal(true) }),
  },
  {
    method: 'POST',
    path: '/company-login',
    summary: 'Sign in as a company user (e-mailed code)',
    body: companyLoginSchema,
    response: z.object({ two_factor: z.literal(false) }),
  },
  { method: 'POST', path: '/logout', summary: 'Sign out', response: null },
  { method: 'GET', path: '/api/user', summary: 'The signed-in user', response: currentUserDtoSchema },
  // the account (auth/account, two-factor)
  {
    method: 'POST',
    path: '/user/confirm-password',
    summary: 'Confirm the password before an account change',
    body: confirmPasswordSchema,
    response: passwordConfirmationDtoSchema,
  },
  {
    method: 'GET',
    path: '/user/confirmed-password-status',
    summary: 'Whether the password was confirmed recently',
    response: passwordConfirmationDtoSchema,
  },
  {
    method: 'PUT',
    path: '/user/password',
    summary: 'Change the password (ends the other sessions)',
    body: changePasswordSchema,
    response: sessionsEnded,
  },
  { method: 'GET', path: '/user/sessions', summary: "The user's sessions", response: z.array(userSessionDtoSchema) },
  { method: 'DELETE', path: '/user/sessions', summary: 'End every other session', response: sessionsEnded },
  { method: 'DELETE', path: '/user/sessions/:id', summary: 'End one session', params: { id: z.string() }, response: null },
  {
    method: 'POST',
    path: '/user/two-factor-authentication',
    summary: 'Start the second factor enrolment',
    response: z.object({ enabled: z.literal(true) }),
  },
  {
    method: 'DELETE',
    path: '/user/two-factor-authentication',
    summary: 'Turn the second factor off',
    response: z.object({ enabled: z.literal(false) }),
  },
  {
    method: 'GET',
    path: '/user/two-factor-qr-code',
    summary: 'The enrolment QR code',
    response: z.object({ svg: z.string(), url: z.string() }),
  },
  { method: 'GET', path: '/user/two-factor-secret-key', summary: 'The enrolment secret', response: z.object({ secretKey: z.string() }) },
  {
    method: 'POST',
    path: '/user/confirmed-two-factor-authentication',
    summary: 'Confirm the enrolment with a first code',
    body: confirmTwoFactorSchema,
    response: z.object({ two_factor_confirmed_at: z.string(), recovery_codes: z.array(z.string()) }),
  },
  {
    method: 'GET',
    path: '/user/two-factor-recovery-codes',
    summary: 'How many recovery codes are left',
    response: z.object({ remaining: z.number().int() }),
  },
  {
    method: 'POST',
    path: '/user/two-factor-recovery-codes',
    summary: 'New recovery codes (the old ones stop working)',
    response: z.object({ recovery_codes: z.array(z.string()) }),
  },
  // users
  ...crud('/api/users', 'users', userDtoSchema, userSchema),
  {
    method: 'POST',
    path: '/api/user/:id/save-events-roles',
    summary: "Set the user's roles in the events",
    body: saveEventRolesSchema,
    response: userDtoSchema,
  },
  { method: 'POST', path: '/api/user/:id/reset-2fa', summary: "Reset the user's second factor", response: userDtoSchema },
  // events
  ...crud('/api/events', 'events', eventDtoSchema, eventSchema),
  {
    method: 'GET',
    path: '/api/events/:eventId/ui-config',
    summary: "The caller's UI configuration for the event",
    response: uiConfigDtoSchema,
  },
  {
    method: 'POST',
    path: '/api/events/:id/image-background',
    summary: "Upload the event's background image",
    multipart: true,
    response: eventDtoSchema,
  },
  { method: 'DELETE', path: '/api/events/:id/image-background', summary: "Remove the event's background image", response: eventDtoSchema },
  ...crud('/api/event-categories', 'event categories', eventCategoryDtoSchema, eventCategorySchema),
  // fonts
  ...crud('/api/fonts', 'fonts', fontDtoSchema, fontSchema, ['list', 'defaults', 'show', 'update', 'remove']),
  {
    method: 'POST',
    path: '/api/fonts',
    summary: 'Upload a font (TTF/OTF) with its fields',
    multipart: true,
    body: fontSchema,
    response: fontDtoSchema,
  },
  {
    method: 'GET',
    path: '/api/fonts/:id/file',
    summary: "The font's file",
    response: { contentType: 'font/ttf', description: 'The font file (font/ttf or font/otf)' },
  },
  // audit log: read-only
  ...crud('/api/audit-logs', 'audit log', auditLogDtoSchema, undefined, ['list', 'show']),
  ...(['POST /api/audit-logs', 'PUT /api/audit-logs/:id', 'DELETE /api/audit-logs/:id'] as const).map((key): RouteContract => {
    const [method, path] = key.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
    return { method, path, summary: 'Refused: the audit log is read-only', status: 405, response: apiErrorSchema };
  }),
  // background jobs
  { method: 'GET', path: '/api/events/:eventId/jobs/:jobId', summary: 'A background job and its progress', response: jobDtoSchema },
  {
    method: 'POST',
    path: '/api/events/:eventId/jobs/:jobId/resume',
    summary: 'Resume an interrupted import',
    response: jobStartedDtoSchema,
  },
  // health and these docs
  { method: 'GET', path: '/api/health', summary: 'Whether the server and its database answer (503 when not)', response: healthDtoSchema },
  { method: 'GET', path: '/api/docs-json', summary: 'This OpenAPI 3.1 document', response: jsonObject },
  { method: 'GET', path: '/api/docs', summary: 'This document as a page', response: TEXT_PAGE('The API reference page') },
  {
    method: 'GET',
    path: '/api/docs/docs.js',
    summary: "The reference page's script",
    response: { contentType: 'text/javascript', description: 'Script' },
  },
];
