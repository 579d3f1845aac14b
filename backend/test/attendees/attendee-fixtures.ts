/**
 * Attendee test data shared by the attendee API tests and the role × route matrix.
 */
import type { ApiClient } from '../support/api-client';

/** A valid Italian partita IVA and two valid codici fiscali (check characters computed). */
export const VAT = '01234567897';
export const FISCAL_CODES = ['BNCMRA90D43F205W', 'RSSMRA85T10H501O', 'VRDGPP70A01F839U', 'SPSNNA01L71L219T'];

/** Every writable field with a valid value: what the staff's forms hold. */
let emailSeq = 0;

/** What COMPANY's default form holds, all of it required (SPEC §5, issue 29 item 13); its company is filled in. */
export function companyFormAttendee(categoryId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_attendee_category_id: categoryId,
    first_name: 'Paolo',
    last_name: 'Stand',
    email: `paolo.stand.${++emailSeq}@example.com`,
    phone: '+39 333 2222222',
    job_title: 'Hostess',
    ...overrides,
  };
}

export function fullAttendee(categoryId: number, companyId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    age: 36,
    origin_region: '12',
    gender: 'FEMALE',
    event_attendee_category_id: categoryId,
    title: 'Dott.ssa',
    first_name: 'Maria',
    last_name: 'Bianchi',
    company_name: 'Azienda X',
    // Unique per record: an e-mail signs one attendee in to the event (issue 12).
    email: `maria.bianchi.${++emailSeq}@example.com`,
    phone: '+39 06 1234567',
    fiscal_code: FISCAL_CODES[0],
    country: 'IT',
    other_email: 'm.bianchi@example.org',
    other_phone: '+39 333 1234567',
    job_title: 'Responsabile acquisti',
    discipline: 'Cardiologia',
    employer: 'Ospedale San Giovanni',
    work_address: 'Via Milano 10',
    work_city: 'Roma',
    work_state: 'Lazio',
    work_zip: '00184',
    work_country: 'IT',
    event_company_id: companyId,
    registration_date: '2027-05-01T09:30:00.000Z',
    pending: false,
    badge_delivered: false,
    has_disability: false,
    payment_status: 'UNPAID',
    sponsor_name: 'Sponsor Spa',
    food_restriction: 'Vegetariana',
    additional_info: 'Arriva il giorno prima',
    vat_number: VAT,
    date_of_birth: '1990-04-03',
    hire_date: '2015-09-01',
    place_of_birth: 'Milano',
    province_of_birth: 'MI',
    citizenship: 'IT',
    identity_card_number: 'CA12345AB',
    address: 'Via Roma 1',
    postal_code: '00100',
    municipality: 'Roma',
    province: 'RM',
    app_lang: 'it',
    ...overrides,
  };
}

/** The fields SPEC §5 requires for ADMIN, USER and SECRETARY (attendee_code is the server's). */
export function minimalAttendee(categoryId: number, companyId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { first_name: 'Mario', last_name: 'Rossi', event_attendee_category_id: categoryId, event_company_id: companyId, ...overrides };
}

async function created(res: Promise<{ status: number; body: { id: number } }>, what: string): Promise<number> {
  const r = await res;
  if (r.status !== 201) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

export const createCategory = (client: ApiClient, eventId: number, name: string) =>
  created(client.post(`/api/events/${eventId}/attendee-categories`).send({ name }), 'category');

export const createCompany = (client: ApiClient, eventId: number, body: Record<string, unknown>) =>
  created(client.post(`/api/events/${eventId}/companies`).send(body), 'company');

export const createTag = (client: ApiClient, eventId: number, name: string, color: string | null = null) =>
  created(client.post(`/api/events/${eventId}/tags`).send({ name, color }), 'tag');

export const createAttendee = (client: ApiClient, eventId: number, body: Record<string, unknown>) =>
  created(client.post(`/api/events/${eventId}/attendees`).send(body), 'attendee');

/** `?filter=…&sort=…&range=…` of ra-data-simple-rest. */
export const listQuery = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
