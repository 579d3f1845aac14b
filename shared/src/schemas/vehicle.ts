import { z } from 'zod';
import { VEHICLE_TYPES } from '../enums';
import { ATTENDEE_FIELD_SCHEMAS as F } from './attendee';
import { optionalDateTime } from './commerce';
import { flag, id, optionalText, recordDefaults } from './common';

/** Most centimetres or kilograms a vehicle's spec may state. */
export const VEHICLE_SPEC_MAX = 100_000;

/** An Italian plate since 1994: two letters, three digits, two letters (AB123CD). */
export const ITALIAN_PLATE = /^[A-Z]{2}\d{3}[A-Z]{2}$/;

/** A plate as written on the vehicle: upper case, without spaces, dashes or dots (`ab 123-cd` → `AB123CD`). */
export function normalizePlate(plate: string): string {
  return plate.toUpperCase().replace(/[\s.\-·]+/g, '');
}

const plate = z
  .string('required')
  .transform(normalizePlate)
  .pipe(
    z
      .string()
      .min(1, 'required')
      .max(12)
      .regex(/^[A-Z0-9]+$/, 'invalid_plate'),
  );

const spec = z
  .preprocess((v: unknown) => (v === '' ? null : v), z.number().int('not_an_integer').min(0).max(VEHICLE_SPEC_MAX).nullish())
  .transform((v) => v ?? null);

/**
 * A vehicle of an event (issue 13): its plate (unique in the event; foreign plates allowed), type,
 * make, company and driver (an attendee of the same event and company), when it may come, and its
 * specs. A COMPANY user's vehicles are its own company's, whatever the body says.
 */
export const vehicleSchema = z
  .object({
    plate,
    country: F.country.optional().transform((v) => v ?? null),
    type: z.enum(VEHICLE_TYPES),
    brand: optionalText(100),
    model: optionalText(100),
    color: optionalText(50),
    event_company_id: id.nullish().transform((v) => v ?? null),
    driver_attendee_id: id.nullish().transform((v) => v ?? null),
    valid_from: optionalDateTime,
    valid_to: optionalDateTime,
    pending: flag.optional().transform((v) => v ?? false),
    notes: optionalText(2000),
    length_cm: spec,
    width_cm: spec,
    height_cm: spec,
    weight_kg: spec,
    fuel: optionalText(30),
    trailer: flag.optional().transform((v) => v ?? false),
  })
  .superRefine((v, ctx) => {
    if (v.valid_from && v.valid_to && v.valid_from > v.valid_to)
      ctx.addIssue({ code: 'custom', message: 'window_end_before_start', path: ['valid_to'] });
  });
export type VehicleInput = z.output<typeof vehicleSchema>;

export const VEHICLE_DEFAULTS = recordDefaults(vehicleSchema, {
  plate: '',
  country: 'IT',
  type: 'CAR',
  brand: null,
  model: null,
  color: null,
  event_company_id: null,
  driver_attendee_id: null,
  valid_from: null,
  valid_to: null,
  pending: false,
  notes: null,
  length_cm: null,
  width_cm: null,
  height_cm: null,
  weight_kg: null,
  fuel: null,
  trailer: false,
});

/** What the vehicle list filters on (`GET …/vehicles?filter=`), for the API and the saved filters that replay it. */
export const VEHICLE_LIST_FILTERS = [
  'q',
  'id',
  'type',
  'event_company_id',
  'driver_attendee_id',
  'pending',
  'documentation_status',
] as const;
export type VehicleListFilter = (typeof VEHICLE_LIST_FILTERS)[number];

/** The fields of the vehicle's "specs" tab: a role whose vehicle edit menu lacks it neither sees nor writes them. */
export const VEHICLE_SPEC_FIELDS = ['length_cm', 'width_cm', 'height_cm', 'weight_kg', 'fuel', 'trailer'] as const;
export type VehicleSpecField = (typeof VEHICLE_SPEC_FIELDS)[number];
