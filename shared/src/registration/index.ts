import type { RouteContract } from '../api/contract';
import { REGISTRATION_SCHEMAS } from './responses';
import { REGISTRATION_ROUTES } from './routes';

/*
 * Registration: attendees, companies, categories, tags, filters, imports, the attendee site. The older resources keep
 * their input schemas in shared/src/schemas/ and their answers and routes in responses.ts and routes.ts (exported
 * through api/types.ts); a resource of the kit keeps one file (input schema, defaults, answer schema, routes, its
 * contract), which the registry imports, exports and carries (shared/src/resources/registry.ts): terms.ts.
 */
export const REGISTRATION_CONTEXT_ROUTES: RouteContract[] = [...REGISTRATION_ROUTES];

export const REGISTRATION_CONTEXT_SCHEMAS = { ...REGISTRATION_SCHEMAS };
