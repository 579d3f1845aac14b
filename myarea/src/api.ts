import type {
  CheckoutLineInput,
  MyAreaAttendeeDto,
  MyAreaAttendeeResponseDto,
  MyAreaCatalogueDto,
  MyAreaPassDto,
  MyAreaProgrammeDto,
  MyAreaSessionDto,
  MyAreaCheckoutResultDto,
  MyAreaEventDto,
  MyAreaOrderDto,
  MyAreaOtpResultDto,
  MyAreaProductDto,
  MyAreaTermDto,
  PaymentMethod,
  UiField,
} from '@eventdesk/shared';
import { apiLanguage, request, requestWithHeaders } from './http';
import { forgetSavedPasses, OFFLINE_HEADER, SAVED_AT_HEADER } from './offline/pass-cache';
import { readJson, writeJson } from './storage';

/* The my-area calls (issue 6, SPEC §7) and what the tab remembers of their answers. Shapes: shared's. */

export { ApiError, isApiError, setApiLanguage } from './http';

export type PublicEvent = MyAreaEventDto;
export type Term = MyAreaTermDto;
export type Attendee = MyAreaAttendeeDto;
export type FieldConfig = UiField;
export type AttendeeResponse = MyAreaAttendeeResponseDto;
export type Product = MyAreaProductDto;
export type Order = MyAreaOrderDto;
export type Catalogue = MyAreaCatalogueDto;
export type CheckoutResponse = MyAreaCheckoutResultDto;
export type CheckoutLine = CheckoutLineInput;
export type Programme = MyAreaProgrammeDto;
export type ProgrammeSession = MyAreaSessionDto;

// ─── what the pages remember ───────────────────────────────────────────────────────────────────────

const enc = encodeURIComponent;
const events = new Map<string, PublicEvent>();
const attendees = new Map<string, AttendeeResponse>();
const orders = new Map<string, Order>();
const inflight = new Map<string, Promise<unknown>>();

/** One request per key at a time (two components asking together share it). */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = inflight.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load().finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return pending;
}

export function cachedEvent(token: string): PublicEvent | null {
  return events.get(token) ?? readJson<PublicEvent>(`event.${token}`);
}

/** The event's public data, fetched once per browser tab (it is the same for everyone). */
export async function getEvent(token: string): Promise<PublicEvent> {
  const cached = cachedEvent(token);
  if (cached) return cached;
  return fetchEvent(token);
}

async function fetchEvent(token: string): Promise<PublicEvent> {
  const lang = apiLanguage();
  const event = await once(`event:${token}:${lang}`, () => request<PublicEvent>('GET', `/api/external/${enc(token)}/event`));
  events.set(token, event);
  writeJson(`event.${token}`, event);
  // Its terms are in the language of the request.
  writeJson(`event-lang.${token}`, lang);
  return event;
}

/** The event's terms in the language the calls are sent in: those kept when read in it, else the event read again. */
export async function getTerms(token: string): Promise<Term[]> {
  const cached = cachedEvent(token);
  if (cached && readJson<string>(`event-lang.${token}`) === apiLanguage()) return cached.terms;
  return (await fetchEvent(token)).terms;
}

export function cachedAttendee(token: string): AttendeeResponse | null {
  return attendees.get(token) ?? null;
}

function rememberAttendee(token: string, response: AttendeeResponse): AttendeeResponse {
  attendees.set(token, response);
  const lang = response.attendee.app_lang;
  writeJson(`attendee-lang.${token}`, typeof lang === 'string' ? lang : null);
  return response;
}

/** The attendee's language as last seen in this tab (so that a reload does not flash the event's). */
export function rememberedAttendeeLang(token: string): string | null {
  return readJson<string>(`attendee-lang.${token}`);
}

export function forgetAttendee(token: string): void {
  attendees.delete(token);
  writeJson(`attendee-lang.${token}`, null);
}

export function requestCode(token: string, email: string): Promise<MyAreaOtpResultDto> {
  return request('POST', `/api/${enc(token)}/attendee/otp`, { email });
}

export async function login(token: string, email: string, code: string): Promise<AttendeeResponse> {
  const response = await request<AttendeeResponse>('POST', `/api/${enc(token)}/attendee/login`, { email, code });
  // A pass stored for whoever used this browser before is not this attendee's.
  await forgetSavedPasses();
  return rememberAttendee(token, response);
}

/** The signed-in attendee (401 when nobody is signed in to this event). `fresh`: skip what the tab knows. */
export async function getAttendee(token: string, fresh = false): Promise<AttendeeResponse> {
  const cached = fresh ? null : cachedAttendee(token);
  if (cached) return cached;
  const response = await once(`attendee:${token}`, () => request<AttendeeResponse>('GET', `/api/${enc(token)}/attendee`));
  return rememberAttendee(token, response);
}

export async function saveAttendee(token: string, data: Record<string, unknown>): Promise<AttendeeResponse> {
  return rememberAttendee(token, await request<AttendeeResponse>('PUT', `/api/${enc(token)}/attendee`, data));
}

/** Confirms a new e-mail with the code the API sent to it (issue 12). */
export async function confirmEmail(token: string, code: string): Promise<AttendeeResponse> {
  return rememberAttendee(token, await request<AttendeeResponse>('POST', `/api/${enc(token)}/attendee/email`, { code }));
}

/** Signs out: the pass stored for offline use goes first, whether or not the API is reached. */
export async function logout(token: string): Promise<void> {
  forgetAttendee(token);
  await forgetSavedPasses();
  await request<void>('POST', '/api/attendee/logout');
}

export function getCatalogue(token: string): Promise<Catalogue> {
  return request<Catalogue>('GET', `/api/${enc(token)}/products`);
}

export async function checkout(token: string, lines: CheckoutLine[], paymentMethod: PaymentMethod): Promise<CheckoutResponse> {
  const response = await request<CheckoutResponse>('POST', `/api/${enc(token)}/checkout`, { lines, payment_method: paymentMethod });
  orders.set(`${token}:${response.order.id}`, response.order);
  return response;
}

/** The order just placed, so that the result page shows it without asking again. */
export function cachedOrder(token: string, id: number): Order | null {
  return orders.get(`${token}:${id}`) ?? null;
}

export async function getOrder(token: string, id: number): Promise<Order> {
  const order = await request<Order>('GET', `/api/${enc(token)}/orders/${id}`);
  orders.set(`${token}:${id}`, order);
  return order;
}

export interface SavedPass {
  pass: MyAreaPassDto;
  /** When this copy came from the API (now, unless the service worker answered with its stored copy). */
  savedAt: Date;
  /** The network failed and this is the copy the phone kept (issue 29 item 12). */
  offline: boolean;
}

/** The attendee's own pass (issue 14): the code and its QR, for the gate; offline, the last one stored. */
export async function getPass(token: string): Promise<SavedPass> {
  const { data, headers } = await requestWithHeaders<MyAreaPassDto>('GET', `/api/${enc(token)}/pass`);
  const stamp = Date.parse(headers.get(SAVED_AT_HEADER) ?? '');
  return { pass: data, savedAt: new Date(Number.isNaN(stamp) ? Date.now() : stamp), offline: headers.get(OFFLINE_HEADER) === '1' };
}

// ─── the programme (issue 27) ──────────────────────────────────────────────────────────────────────

/** One venue day of the published sessions (`day` null: the API picks today, else the first day). */
export function getProgramme(token: string, day: string | null): Promise<Programme> {
  return request<Programme>('GET', `/api/${enc(token)}/programme${day ? `?day=${enc(day)}` : ''}`);
}

/** Takes a seat, or a place in the queue when the session is full; answers the session as it now stands. */
export function registerForSession(token: string, sessionId: number): Promise<ProgrammeSession> {
  return request<ProgrammeSession>('POST', `/api/${enc(token)}/programme/registrations`, { session_id: sessionId });
}

/** Gives the seat or queue place back. */
export function cancelSessionRegistration(token: string, sessionId: number): Promise<ProgrammeSession> {
  return request<ProgrammeSession>('DELETE', `/api/${enc(token)}/programme/registrations/${sessionId}`);
}
