import { z } from 'zod';
import { ACCESS_REQUEST_OPERATIONS } from '../enums';
import { optionalDateTime } from './commerce';
import { id, optionalText } from './common';

/** Most holders or zones one request may name: a list selection of one page, a venue's zones. */
export const ACCESS_REQUEST_MAX_HOLDERS = 500;
export const ACCESS_REQUEST_MAX_ZONES = 50;

const ids = (max: number) =>
  z
    .array(id)
    .max(max)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]);

/**
 * An access-control request (issue 13): a USER or COMPANY asks that the attendees and/or vehicles get
 * (ADD) or lose (REMOVE) the zones; one record is kept per holder and zone, each decided on its own.
 * The window applies to ADD. A note tells the reviewer why.
 */
export const accessRequestSchema = z
  .object({
    operation: z.enum(ACCESS_REQUEST_OPERATIONS, 'invalid_option'),
    attendee_ids: ids(ACCESS_REQUEST_MAX_HOLDERS),
    vehicle_ids: ids(ACCESS_REQUEST_MAX_HOLDERS),
    zone_ids: ids(ACCESS_REQUEST_MAX_ZONES),
    valid_from: optionalDateTime,
    valid_to: optionalDateTime,
    note: optionalText(1000),
  })
  .superRefine((r, ctx) => {
    if (r.attendee_ids.length + r.vehicle_ids.length === 0)
      ctx.addIssue({ code: 'custom', message: 'access_holder_required', path: ['attendee_ids'] });
    if (r.attendee_ids.length + r.vehicle_ids.length > ACCESS_REQUEST_MAX_HOLDERS)
      ctx.addIssue({ code: 'custom', message: 'too_many_items', path: ['attendee_ids'] });
    if (r.zone_ids.length === 0) ctx.addIssue({ code: 'custom', message: 'required', path: ['zone_ids'] });
    if (r.valid_from && r.valid_to && r.valid_from >= r.valid_to)
      ctx.addIssue({ code: 'custom', message: 'window_end_before_start', path: ['valid_to'] });
  });
export type AccessRequestInput = z.output<typeof accessRequestSchema>;

/** A reviewer's decision on one request (PUT …/{id}) or many (POST …/decide with `ids`); a rejection needs its reason. */
const decision = {
  status: z.enum(['APPROVED', 'REJECTED'], 'invalid_option'),
  reason: optionalText(1000),
};
const reasonForRejection = (d: { status: string; reason: string | null }, ctx: z.RefinementCtx) => {
  if (d.status === 'REJECTED' && !d.reason) ctx.addIssue({ code: 'custom', message: 'required', path: ['reason'] });
};
export const accessRequestDecisionSchema = z.object(decision).superRefine(reasonForRejection);
export type AccessRequestDecision = z.output<typeof accessRequestDecisionSchema>;
export const accessRequestBulkDecisionSchema = z
  .object({ ...decision, ids: z.array(id).min(1, 'required').max(ACCESS_REQUEST_MAX_HOLDERS) })
  .superRefine(reasonForRejection);
export type AccessRequestBulkDecision = z.output<typeof accessRequestBulkDecisionSchema>;
