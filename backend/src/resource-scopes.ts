import { ACCESS_RIGHT_SCOPE } from './accreditation/access-rights/access-rights.service';
import { ACCESS_REQUEST_SCOPE } from './accreditation/access-requests/access-requests.service';
import { ATTACHMENT_DEFINITION_SCOPE } from './accreditation/attachments/attachment-definitions.service';
import { ATTACHMENT_SCOPE } from './accreditation/attachments/attachments.service';
import { SCAN_SCOPE } from './gate/scans/scans.service';
import { VEHICLE_SCOPE } from './accreditation/vehicles/vehicles.service';
import { ZONE_SCOPE } from './accreditation/zones/zones.service';
import type { RecordScope } from './platform/access/record-access';
import { ATTENDEE_SCOPE } from './registration/attendees/attendee-access';
import { ATTENDEE_CATEGORY_SCOPE } from './registration/attendees/attendee-categories.service';
import { COMPANY_SCOPE } from './registration/companies/companies.service';
import { FILTER_SCOPE } from './registration/filters/filters.service';
import { ORDER_SCOPE } from './commerce/orders/order.scope';
import { PRODUCT_CATEGORY_SCOPE } from './commerce/products/product-categories.service';
import { PRODUCT_SCOPE } from './commerce/products/products.service';
import { TAG_SCOPE } from './registration/tags/tags.service';
import { TOTEM_SCOPE } from './gate/totems/totems.service';
import { SERVICE_SCOPE } from './gate/services/services.service';
import { HANGER_SCOPE } from './gate/cloakroom/hangers.service';

/**
 * The record scope of every event resource the API serves, by its path in the resource registry
 * (shared/src/resources/registry.ts). A controller under `/api/events/:eventId/{api}` without an
 * entry here fails the application's start (ResourceScopeCheck) and the content-checking role matrix
 * (backend/test/authz/content-matrix.e2e-spec.ts) reads this table to test every resource.
 */
export const RECORD_SCOPES: Readonly<Record<string, RecordScope>> = {
  attendees: ATTENDEE_SCOPE,
  companies: COMPANY_SCOPE,
  'attendee-categories': ATTENDEE_CATEGORY_SCOPE,
  tags: TAG_SCOPE,
  totems: TOTEM_SCOPE,
  services: SERVICE_SCOPE,
  hangers: HANGER_SCOPE,
  zones: ZONE_SCOPE,
  vehicles: VEHICLE_SCOPE,
  'access-rights': ACCESS_RIGHT_SCOPE,
  'access-control-requests': ACCESS_REQUEST_SCOPE,
  'attachment-definitions': ATTACHMENT_DEFINITION_SCOPE,
  attachments: ATTACHMENT_SCOPE,
  'access-controls': SCAN_SCOPE,
  filters: FILTER_SCOPE,
  products: PRODUCT_SCOPE,
  'product-categories': PRODUCT_CATEGORY_SCOPE,
  orders: ORDER_SCOPE,
} as Record<string, RecordScope>;
