import { z } from 'zod';
import { ATTENDEE_FIELD_SCHEMAS as F } from './attendee';
import { nullableText, recordDefaults, requiredText } from './common';

/*
 * A company (exhibitor, supplier) of one event: its name, tax identifiers, contacts, address and the
 * quotas of attendees and vehicles it may register (null: no limit). Every field but `name` is
 * optional: on create an absent field is empty, on update it keeps its value, so a PUT may carry
 * the whole record (react-admin) or only what changes. Blank values are stored as null.
 */

export const COMPANY_QUOTA_MAX = 1_000_000;

const text = nullableText;

/** A whole number of places; a string of digits (from an import) counts as its number; blank is "no limit". */
const quota = z.preprocess((v: unknown) => {
  if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v.trim());
  return v;
}, z.number().int('not_an_integer').min(0).max(COMPANY_QUOTA_MAX).nullable());

export const eventCompanySchema = z.object({
  name: requiredText(255),
  vat_number: F.vat_number.optional(),
  fiscal_code: F.fiscal_code.optional(),
  email: F.email.optional(),
  phone: F.phone.optional(),
  contact_name: text(255).optional(),
  address: text(255).optional(),
  postal_code: text(20).optional(),
  city: text(100).optional(),
  province: F.province.optional(),
  country: F.country.optional(),
  attendee_quota: quota.optional(),
  vehicle_quota: quota.optional(),
});
export type EventCompanyInput = z.output<typeof eventCompanySchema>;
export const COMPANY_DEFAULTS = recordDefaults(eventCompanySchema, {
  name: '',
  vat_number: null,
  fiscal_code: null,
  email: null,
  phone: null,
  contact_name: null,
  address: null,
  postal_code: null,
  city: null,
  province: null,
  country: null,
  attendee_quota: null,
  vehicle_quota: null,
});

/** The fields of a company besides `name`, in form order. */
export const COMPANY_OPTIONAL_FIELDS = [
  'vat_number',
  'fiscal_code',
  'email',
  'phone',
  'contact_name',
  'address',
  'postal_code',
  'city',
  'province',
  'country',
  'attendee_quota',
  'vehicle_quota',
] as const satisfies readonly (keyof EventCompanyInput)[];

/** `POST /api/events/{eventId}/companies/{id}/users`: an account that signs in for the company with e-mailed codes. */
export const companyUserInviteSchema = z.object({
  name: requiredText(255),
  email: z.string().trim().toLowerCase().min(1, 'required').max(255).pipe(z.email()),
});
export type CompanyUserInviteInput = z.output<typeof companyUserInviteSchema>;
