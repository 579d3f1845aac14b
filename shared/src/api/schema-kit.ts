import { z } from 'zod';

/*
 * Small building blocks of the API's response schemas (shared/src/<context>/responses.ts). The
 * response types are inferred from those schemas (`z.infer`), and the OpenAPI document of the API is
 * generated from the same schemas (backend/src/docs/): one source for both.
 */

/** A record id (database auto-increment). */
export const id = z.number().int();
/** An ISO 8601 date-time as the API writes it (`2026-11-27T09:30:00.000Z`). */
export const timestamp = z.string().describe('ISO 8601 date-time');
/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.string().describe('calendar date, YYYY-MM-DD');
/** An SVG document, inline. */
export const svg = z.string().describe('SVG document');
/** A JSON object whose keys are not fixed. */
export const jsonObject = z.record(z.string(), z.unknown());
/** `created_at` and `updated_at`. */
export const timestamps = { created_at: timestamp, updated_at: timestamp };
