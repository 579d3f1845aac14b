import { z } from 'zod';
import { recordDefaults, requiredText } from './common';

/** A category of attendees of one event (speaker, delegate, staff…). */
export const attendeeCategorySchema = z.object({ name: requiredText(255) });
export type AttendeeCategoryInput = z.output<typeof attendeeCategorySchema>;
export const ATTENDEE_CATEGORY_DEFAULTS = recordDefaults(attendeeCategorySchema, { name: '' });
