import type { OrderStatus, PaymentMethod, PaymentStatus, UiField } from '@eventdesk/shared';
import { readJson, writeJson } from './storage';

/*
 * The my-area calls (issue 6, SPEC §7). Every call sends the session cookie, the XMLHttpRequest marker
 * and the UI language; a state-changing call also sends `X-XSRF-TOKEN` (the `XSRF-TOKEN` cookie),
 * fetching `/sanctum/csrf-cookie` first when there is none, and once more (then retrying) after a 419.
 */

// ─── shapes ────────────────────────────────────────────────────────────────────────────────────────

export interface Term {
  id: number;
  title: string;
  text: string;
  required: boolean;
}

/** `GET /api/external/{token}/event`: the public data of an event, nothing internal. */
export interface PublicEvent {
  id: number;
  name: string;
  start_at: string | null;
  end_at: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  image_background_url: string | null;
  default_language: string | null;
  languages: string[];
  terms?: Term[];
}

/** The signed-in attendee: the fields the event lets them see (the `ATTENDEE` UI configuration). */
export interface Attendee {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  app_lang?: string | null;
  /** Not in the contract yet: the ids of the terms the attendee accepted, when the API sends them. */
  accepted_terms?: number[];
  [field: string]: unknown;
}

export type FieldConfig = UiField;

export interface AttendeeResponse {
  attendee: Attendee;
  fields: FieldConfig[];
}

export interface Product {
  id: number;
  category: { id: number; name: string } | null;
  name: string;
  description: string | null;
  price_cents: number;
  currency: string;
  /** Basis points, as everywhere in the API: 2200 = 22 %. */
  vat_rate: number;
  available: boolean;
  unavailable_reason?: string | null;
  /** null: unlimited. */
  remaining: number | null;
  max_per_attendee: number | null;
}

export interface OrderLine {
  product_id: number;
  name: string;
  quantity: number;
  unit_price_cents: number;
}

export interface Order {
  id: number;
  number: number | string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  gross_cents: number;
  currency: string;
  created_at: string;
  lines: OrderLine[];
  /** Not in the contract; used when the API sends it (the result page's "what happens next"). */
  payment_method?: PaymentMethod;
}

export interface Catalogue {
  products: Product[];
  orders: Order[];
  payment_methods: PaymentMethod[];
}

export interface CheckoutResponse {
  order: Order;
  redirect_url?: string | null;
}

export interface CheckoutLine {
  product_id: number;
  quantity: number;
}

// ─── errors ────────────────────────────────────────────────────────────────────────────────────────

/** An answer other than 2xx (`{statusCode, message, errors?}`), or `status` 0 when the network failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message of a field (`code`, `lines.0.quantity`). */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

// ─── transport ─────────────────────────────────────────────────────────────────────────────────────

let language = 'it';

/** The UI language, sent as `Accept-Language` so that messages and product names come back in it. */
export function setApiLanguage(lang: string): void {
  language = lang;
}

function xsrfToken(): string | null {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

let csrfPending: Promise<void> | null = null;

/** `GET /sanctum/csrf-cookie` (one at a time). */
function fetchCsrfCookie(): Promise<void> {
  csrfPending ??= fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      csrfPending = null;
    });
  return csrfPending;
}

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = xsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, { method, credentials: 'include', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, '');
  }
}

async function toError(response: Response): Promise<ApiError> {
  let payload: { message?: unknown; errors?: unknown } = {};
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the status is all there is.
  }
  const message = typeof payload.message === 'string' ? payload.message : Array.isArray(payload.message) ? payload.message.join(' ') : '';
  const errors: Record<string, string[]> = {};
  if (payload.errors && typeof payload.errors === 'object') {
    for (const [field, messages] of Object.entries(payload.errors as Record<string, unknown>)) {
      errors[field] = (Array.isArray(messages) ? messages : [messages]).map(String);
    }
  }
  return new ApiError(response.status, message, errors);
}

export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const changesState = method !== 'GET';
  if (changesState && !xsrfToken()) await fetchCsrfCookie();
  let response = await send(method, path, body);
  if (response.status === 419 && changesState) {
    await fetchCsrfCookie();
    response = await send(method, path, body);
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    return undefined as T;
  }
}

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
  const event = await once(`event:${token}`, () => request<PublicEvent>('GET', `/api/external/${enc(token)}/event`));
  events.set(token, event);
  writeJson(`event.${token}`, event);
  return event;
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

/** The login answers "the attendee": the GET shape `{attendee, fields}`, or the bare attendee. */
function asAttendeeResponse(payload: unknown, previous: AttendeeResponse | null): AttendeeResponse {
  const value = payload as Partial<AttendeeResponse> & Partial<Attendee>;
  if (value && typeof value === 'object' && value.attendee && typeof value.attendee === 'object') {
    return { attendee: value.attendee as Attendee, fields: Array.isArray(value.fields) ? value.fields : (previous?.fields ?? []) };
  }
  return { attendee: value as Attendee, fields: previous?.fields ?? [] };
}

export function forgetAttendee(token: string): void {
  attendees.delete(token);
  writeJson(`attendee-lang.${token}`, null);
}

export function requestCode(token: string, email: string): Promise<{ sent: boolean }> {
  return request('POST', `/api/${enc(token)}/attendee/otp`, { email });
}

export async function login(token: string, email: string, code: string): Promise<AttendeeResponse> {
  const payload = await request<unknown>('POST', `/api/${enc(token)}/attendee/login`, { email, code });
  return rememberAttendee(token, asAttendeeResponse(payload, null));
}

/** The signed-in attendee (401 when nobody is signed in to this event). `fresh`: skip what the tab knows. */
export async function getAttendee(token: string, fresh = false): Promise<AttendeeResponse> {
  const cached = fresh ? null : cachedAttendee(token);
  if (cached) return cached;
  const response = await once(`attendee:${token}`, () => request<AttendeeResponse>('GET', `/api/${enc(token)}/attendee`));
  return rememberAttendee(token, asAttendeeResponse(response, null));
}

export async function saveAttendee(token: string, data: Record<string, unknown>): Promise<AttendeeResponse> {
  const response = await request<AttendeeResponse>('PUT', `/api/${enc(token)}/attendee`, data);
  return rememberAttendee(token, asAttendeeResponse(response, cachedAttendee(token)));
}

export async function logout(token: string): Promise<void> {
  forgetAttendee(token);
  await request<void>('POST', '/api/attendee/logout');
}

export function getCatalogue(token: string): Promise<Catalogue> {
  return request<Catalogue>('GET', `/api/${enc(token)}/products`);
}

export async function checkout(token: string, lines: CheckoutLine[], paymentMethod: PaymentMethod): Promise<CheckoutResponse> {
  const response = await request<CheckoutResponse>('POST', `/api/${enc(token)}/checkout`, { lines, payment_method: paymentMethod });
  rememberOrder(token, response.order, paymentMethod);
  return response;
}

/** The order just placed, so that the result page shows it without asking again. */
function rememberOrder(token: string, order: Order, method: PaymentMethod): void {
  orders.set(`${token}:${order.id}`, order);
  writeJson(`order-method.${token}.${order.id}`, method);
}

export function cachedOrder(token: string, id: number): Order | null {
  return orders.get(`${token}:${id}`) ?? null;
}

/** How an order is paid: the API's field if it sends one, else the choice made in this tab. */
export function orderMethod(token: string, order: Order): PaymentMethod | null {
  return order.payment_method ?? readJson<PaymentMethod>(`order-method.${token}.${order.id}`);
}

export async function getOrder(token: string, id: number): Promise<Order> {
  const order = await request<Order>('GET', `/api/${enc(token)}/orders/${id}`);
  orders.set(`${token}:${id}`, order);
  return order;
}
