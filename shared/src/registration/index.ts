import type { RouteContract } from '../api/contract';
import { REGISTRATION_SCHEMAS } from './responses';
import { REGISTRATION_ROUTES } from './routes';
import { attendeeConsentDtoSchema, CONSENT_ROUTES, TERM_ROUTES, termDtoSchema } from './terms';

/*
 * Registration: attendees, companies, categories, tags, filters, imports, the attendee site. The older resources keep
 * their input schemas in shared/src/schemas/ and their answers and routes in responses.ts and routes.ts (exported
 * through api/types.ts); a newer one keeps one file (input schema, defaults, answer schema, routes), exported and
 * listed here, as the programme's are.
 */
export * from './terms';

export const REGISTRATION_CONTEXT_ROUTES: RouteContract[] = [...REGISTRATION_ROUTES, ...TERM_ROUTES, ...CONSENT_ROUTES];

export const REGISTRATION_CONTEXT_SCHEMAS = {
  ...REGISTRATION_SCHEMAS,
  TermDto: termDtoSchema,
  AttendeeConsentDto: attendeeConsentDtoSchema,
};
