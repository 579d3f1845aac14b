import { z } from 'zod';
import { hexColor, id, recordDefaults, requiredText } from './common';

/** Most tags one attendee may carry. */
export const ATTENDEE_TAGS_MAX = 100;

/** A label of an event's attendees (VIP, press, to call back…), with an optional colour for lists. */
export const tagSchema = z.object({
  name: requiredText(100),
  color: hexColor.optional(),
});
export type TagInput = z.output<typeof tagSchema>;
export const TAG_DEFAULTS = recordDefaults(tagSchema, { name: '', color: null });

/** The tags of an attendee, replaced as a whole on write; repeated ids count once. */
export const attendeeTagIdsSchema = z
  .array(id)
  .max(ATTENDEE_TAGS_MAX)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
