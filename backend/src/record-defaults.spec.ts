import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import {
  ATTACHMENT_DEFINITION_DEFAULTS,
  ATTENDEE_CATEGORY_DEFAULTS,
  attendeeCategorySchema,
  COMPANY_DEFAULTS,
  EVENT_CATEGORY_DEFAULTS,
  EVENT_DEFAULTS,
  eventCategorySchema,
  eventCompanySchema,
  eventSchema,
  SAVED_FILTER_DEFAULTS,
  savedFilterSchema,
  TAG_DEFAULTS,
  tagSchema,
  USER_DEFAULTS,
  userSchema,
  attachmentDefinitionSchema,
  FONT_DEFAULTS,
  fontSchema,
  PRODUCT_CATEGORY_DEFAULTS,
  PRODUCT_DEFAULTS,
  productCategorySchema,
  productSchema,
  SERVICE_DEFAULTS,
  serviceSchema,
  TOTEM_DEFAULTS,
  totemSchema,
  validate,
  VEHICLE_DEFAULTS,
  vehicleSchema,
  ZONE_DEFAULTS,
  zoneSchema,
} from '@eventdesk/shared';
import type { z } from 'zod';
import { AttachmentDefinitionsController } from './accreditation/attachments/attachment-definitions.controller';
import { VehiclesController } from './accreditation/vehicles/vehicles.controller';
import { ZonesController } from './accreditation/zones/zones.controller';
import { ProductCategoriesController } from './commerce/products/product-categories.controller';
import { ProductsController } from './commerce/products/products.controller';
import { ServicesController } from './gate/services/services.controller';
import { TotemsController } from './gate/totems/totems.controller';
import { FontsController } from './platform/fonts/fonts.controller';
import { EventCategoriesController } from './platform/events/event-categories.controller';
import { EventsController } from './platform/events/events.controller';
import { UsersController } from './platform/users/users.controller';
import { AttendeeCategoriesController } from './registration/attendees/attendee-categories.controller';
import { CompaniesController } from './registration/companies/companies.controller';
import { FiltersController } from './registration/filters/filters.controller';
import { TagsController } from './registration/tags/tags.controller';

/** A controller whose `defaults` serves `GET …/create`; it reads nothing of its instance. */
type WithDefaults = { prototype: { defaults(): unknown } };

/**
 * Each resource's defaults are written once, beside its schema in shared (issue 25): `GET …/create`
 * answers exactly them (the admin's create form starts from the same object), and they are what the
 * schema accepts once the fields a person must fill are filled.
 */
const RESOURCES: [string, WithDefaults, object, z.ZodType, string[]][] = [
  ['zones', ZonesController, ZONE_DEFAULTS, zoneSchema, ['name_it', 'code']],
  ['vehicles', VehiclesController, VEHICLE_DEFAULTS, vehicleSchema, ['plate']],
  ['attachment definitions', AttachmentDefinitionsController, ATTACHMENT_DEFINITION_DEFAULTS, attachmentDefinitionSchema, ['name_it']],
  ['services', ServicesController, SERVICE_DEFAULTS, serviceSchema, ['name_it']],
  ['totems', TotemsController, TOTEM_DEFAULTS, totemSchema, ['name', 'zone_id']],
  ['fonts', FontsController, FONT_DEFAULTS, fontSchema, ['name']],
  ['products', ProductsController, PRODUCT_DEFAULTS, productSchema, ['name_it']],
  ['product categories', ProductCategoriesController, PRODUCT_CATEGORY_DEFAULTS, productCategorySchema, ['name_it']],
  ['tags', TagsController, TAG_DEFAULTS, tagSchema, ['name']],
  ['attendee categories', AttendeeCategoriesController, ATTENDEE_CATEGORY_DEFAULTS, attendeeCategorySchema, ['name']],
  ['event categories', EventCategoriesController, EVENT_CATEGORY_DEFAULTS, eventCategorySchema, ['name']],
  ['saved filters', FiltersController, SAVED_FILTER_DEFAULTS, savedFilterSchema, ['name']],
  ['companies', CompaniesController, COMPANY_DEFAULTS, eventCompanySchema, ['name']],
  ['events', EventsController, EVENT_DEFAULTS, eventSchema, ['name', 'sku', 'address', 'zip_code', 'city']],
  ['users', UsersController, USER_DEFAULTS, userSchema, ['name', 'email']],
];

describe.each(RESOURCES)('the defaults of new %s', (_name, controller, defaults, schema, toFill) => {
  it('are what GET …/create answers, the very shared object', () => {
    const handler = controller.prototype.defaults;
    expect(Reflect.getMetadata(PATH_METADATA, handler)).toMatch(/(^|\/)create$/);
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.GET);
    expect(handler.call(undefined)).toBe(defaults);
  });

  it('pass the schema but for the fields a person fills in', () => {
    const result = validate(schema, defaults, 'en');
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual([...toFill].sort());
  });
});
