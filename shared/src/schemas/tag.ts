import { z } from 'zod';
import { id, requiredText } from './common';

/** Most tags one attendee may carry. */
export const ATTENDEE_TAGS_MAX = 100;

/** A label of an event's attendees (VIP, press, to call back…), with an optional colour for lists. */
export const tagSchema = z.object({
  name: requiredText(100),
  color: z
    .preprocess(
      (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
      z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, 'invalid_color')
        .nullable(),
    )
    .optional(),
});
export type TagInput = z.output<typeof tagSchema>;

/** The tags of an attendee, replaced as a whole on write; repeated ids count once. */
export const attendeeTagIdsSchema = z
  .array(id)
  .max(ATTENDEE_TAGS_MAX)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
