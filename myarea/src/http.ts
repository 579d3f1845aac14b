/*
 * The my-area transport (SPEC §7): every call sends the session cookie, the XMLHttpRequest marker and
 * the UI language; a state-changing call also sends `X-XSRF-TOKEN` (the `XSRF-TOKEN` cookie), fetching
 * `/sanctum/csrf-cookie` first when there is none, and once more (then retrying) after a 419.
 */

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

/** The language the calls are sent in now. */
export function apiLanguage(): string {
  return language;
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
  return (await requestWithHeaders<T>(method, path, body)).data;
}

/** `request`, with the answer's headers (the offline pass says when it was stored: offline/pass-cache.ts). */
export async function requestWithHeaders<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ data: T; headers: Headers }> {
  const changesState = method !== 'GET';
  if (changesState && !xsrfToken()) await fetchCsrfCookie();
  let response = await send(method, path, body);
  if (response.status === 419 && changesState) {
    await fetchCsrfCookie();
    response = await send(method, path, body);
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  try {
    return { data: (await response.json()) as T, headers: response.headers };
  } catch {
    return { data: undefined as T, headers: response.headers };
  }
}
