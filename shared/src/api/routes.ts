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
import { EVENT_RESOURCES, type EventResourceDef } from '../resources/registry';
import type { ApiContext, ResourceContract, RouteContract } from './contract';

export * from './contract';

/** The contracts the kit's resources declare in the registry (`contract` of their entry). */
export const RESOURCE_CONTRACTS: readonly ResourceContract[] = Object.values(EVENT_RESOURCES as Record<string, EventResourceDef>).flatMap(
  (def) => (def.contract ? [def.contract] : []),
);

const withContracts = (context: ApiContext, routes: readonly RouteContract[]): readonly RouteContract[] => [
  ...routes,
  ...RESOURCE_CONTRACTS.filter((c) => c.context === context).flatMap((c) => c.routes),
];

/** Every route of the API, by bounded context (the OpenAPI document's tags). */
export const API_ROUTES_BY_CONTEXT: Readonly<Record<ApiContext, readonly RouteContract[]>> = {
  platform: withContracts('platform', PLATFORM_ROUTES),
  registration: withContracts('registration', REGISTRATION_CONTEXT_ROUTES),
  commerce: withContracts('commerce', COMMERCE_ROUTES),
  accreditation: withContracts('accreditation', ACCREDITATION_ROUTES),
  gate: withContracts('gate', GATE_ROUTES),
  programme: withContracts('programme', PROGRAMME_ROUTES),
  reports: withContracts('reports', REPORTS_ROUTES),
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
  ...Object.assign({}, ...RESOURCE_CONTRACTS.map((c) => c.schemas)),
};
