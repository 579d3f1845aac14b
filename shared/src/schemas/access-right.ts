import { z } from 'zod';
import { optionalDateTime } from './commerce';
import { id } from './common';

/**
 * An access right (issue 13): an attendee or a vehicle may enter a zone, within a window when one is
 * given (none: whenever the zone is open). Exactly one holder.
 */
export const accessRightSchema = z
  .object({
    attendee_id: id.nullish().transform((v) => v ?? null),
    vehicle_id: id.nullish().transform((v) => v ?? null),
    zone_id: id,
    valid_from: optionalDateTime,
    valid_to: optionalDateTime,
  })
  .superRefine((r, ctx) => {
    if ((r.attendee_id === null) === (r.vehicle_id === null))
      ctx.addIssue({ code: 'custom', message: 'access_holder_required', path: [r.attendee_id === null ? 'attendee_id' : 'vehicle_id'] });
    if (r.valid_from && r.valid_to && r.valid_from >= r.valid_to)
      ctx.addIssue({ code: 'custom', message: 'window_end_before_start', path: ['valid_to'] });
  });
export type AccessRightInput = z.output<typeof accessRightSchema>;
