import { z } from 'zod';
import { flag, recordDefaults, requiredText } from './common';
import { ATTENDEE_LIST_FILTERS } from './attendee-list';
import { VEHICLE_LIST_FILTERS } from './vehicle';

/** Lists whose filters can be saved, and the filters each accepts. */
export const SAVED_FILTER_RESOURCES = { attendees: ATTENDEE_LIST_FILTERS, vehicles: VEHICLE_LIST_FILTERS } as const;
export type SavedFilterResource = keyof typeof SAVED_FILTER_RESOURCES;

/** Longest filter, as JSON text. */
export const SAVED_FILTER_MAX_LENGTH = 4000;

/**
 * A named list filter: the `filter` object of the list protocol, private to its owner or `shared`
 * with everyone of the event who may read saved filters.
 */
export const savedFilterSchema = z
  .object({
    name: requiredText(100),
    resource: z.enum(Object.keys(SAVED_FILTER_RESOURCES) as [SavedFilterResource]),
    filter: z.record(z.string(), z.unknown()),
    shared: flag.optional().transform((v) => v ?? false),
  })
  .superRefine((value, ctx) => {
    if (JSON.stringify(value.filter).length > SAVED_FILTER_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'filter_too_large', path: ['filter'] });
      return;
    }
    const known: readonly string[] = SAVED_FILTER_RESOURCES[value.resource];
    for (const key of Object.keys(value.filter)) {
      if (!known.includes(key)) ctx.addIssue({ code: 'custom', message: 'unknown_filter', path: ['filter', key] });
    }
  });
export type SavedFilterInput = z.output<typeof savedFilterSchema>;
export const SAVED_FILTER_DEFAULTS = recordDefaults(savedFilterSchema, { name: '', resource: 'attendees', filter: {}, shared: false });
