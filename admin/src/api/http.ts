import { HttpError } from 'react-admin';
import { askForConfirmation, CONFIRMATION_REQUIRED } from '../auth/confirmation';

/** Everything the API answers that the admin calls: `/api/…` plus the Sanctum/Fortify auth paths. */
export const CSRF_COOKIE = 'XSRF-TOKEN';

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** `GET /sanctum/csrf-cookie`: before auth flows, on navigation, and after a 419. */
export async function refreshCsrf(): Promise<void> {
  await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/** Field errors as react-admin forms want them: `{ name: 'msg', options: [{ key: 'msg' }] }`. */
export function toFormErrors(errors: Record<string, string[]>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = result as Record<string, unknown>;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = messages.join(' ');
      else node = (node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return result;
}

export interface ApiFetchOptions extends RequestInit {
  /** Already retried after a 419 (internal). */
  retried?: boolean;
  /** Already made again after a password confirmation (internal). */
  confirmed?: boolean;
}

/**
 * fetch with the session cookie, the XMLHttpRequest marker and the anti-forgery header; a 419 refreshes
 * the cookie and retries once; a 423 asks for the password and retries once; errors become react-admin HttpErrors carrying the API's JSON body,
 * with 422 field errors shaped for the form fields.
 */
export async function apiFetch<T = unknown>(url: string, options: ApiFetchOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.body && typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = readCookie(CSRF_COOKIE);
  if (token) headers.set('X-XSRF-TOKEN', token);
  headers.set('Accept-Language', document.documentElement.lang || 'it');

  const response = await fetch(url, { ...options, headers, credentials: 'include' });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  if (response.status === 419 && !options.retried) {
    await refreshCsrf();
    return apiFetch<T>(url, { ...options, retried: true });
  }
  if (response.status === 423 && !options.confirmed && (json as { code?: string } | undefined)?.code === CONFIRMATION_REQUIRED) {
    // An account change: the password is asked for, then the call is made once more.
    if (await askForConfirmation()) return apiFetch<T>(url, { ...options, confirmed: true });
  }
  if (response.status < 200 || response.status >= 300) {
    const body = (json ?? {}) as { message?: string; errors?: Record<string, string[]>; code?: string };
    const formBody = body.errors ? { ...body, errors: toFormErrors(body.errors) } : body;
    throw new HttpError(body.message || response.statusText, response.status, formBody);
  }
  return { status: response.status, headers: response.headers, body: text, json: json as T };
}
