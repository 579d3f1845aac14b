import { ACCREDITATION_SCHEMAS } from '../accreditation/responses';
import { ACCREDITATION_ROUTES } from '../accreditation/routes';
import { COMMERCE_SCHEMAS } from '../commerce/responses';
import { COMMERCE_ROUTES } from '../commerce/routes';
import { GATE_SCHEMAS } from '../gate/responses';
import { GATE_ROUTES } from '../gate/routes';
import { PLATFORM_SCHEMAS } from '../platform/responses';
import { PLATFORM_ROUTES } from '../platform/routes';
import { PROGRAMME_ROUTES, PROGRAMME_SCHEMAS } from '../programme';
import { REGISTRATION_CONTEXT_ROUTES, REGISTRATION_CONTEXT_SCHEMAS } from '../registration';
import { REPORTS_ROUTES, REPORTS_SCHEMAS } from '../reports';
import type { RouteContract } from './contract';

export * from './contract';

/** Every route of the API, by bounded context (the OpenAPI document's tags). */
export const API_ROUTES_BY_CONTEXT: Readonly<Record<string, readonly RouteContract[]>> = {
  platform: PLATFORM_ROUTES,
  registration: REGISTRATION_CONTEXT_ROUTES,
  commerce: COMMERCE_ROUTES,
  accreditation: ACCREDITATION_ROUTES,
  gate: GATE_ROUTES,
  programme: PROGRAMME_ROUTES,
  reports: REPORTS_ROUTES,
};

export const API_ROUTES: readonly RouteContract[] = Object.values(API_ROUTES_BY_CONTEXT).flat();

/** The named response schemas (the document's components), by name. */
export const API_SCHEMAS = {
  ...PLATFORM_SCHEMAS,
  ...REGISTRATION_CONTEXT_SCHEMAS,
  ...COMMERCE_SCHEMAS,
  ...ACCREDITATION_SCHEMAS,
  ...GATE_SCHEMAS,
  ...PROGRAMME_SCHEMAS,
  ...REPORTS_SCHEMAS,
};
