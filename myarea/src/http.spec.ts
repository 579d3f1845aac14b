import { ApiError, request, setApiLanguage } from './http';

type Call = { url: string; headers: Record<string, string>; method: string };

/** A fetch that answers from `answers` in turn and records each call; `/sanctum/csrf-cookie` sets the cookie. */
function fakeFetch(answers: { status: number; body?: unknown }[]): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) } });
    if (url === '/sanctum/csrf-cookie') {
      document.cookie = `XSRF-TOKEN=${encodeURIComponent(`token ${calls.length}`)}`;
      return { ok: true, status: 204, json: async () => undefined };
    }
    const { status, body } = answers.shift() ?? { status: 500 };
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
    };
  }) as unknown as typeof fetch;
  return calls;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  setApiLanguage('it');
});

describe('my-area transport', () => {
  it('fetches the CSRF cookie before the first state-changing call and sends it back decoded, with the UI language', async () => {
    const calls = fakeFetch([{ status: 202, body: { sent: true } }]);
    setApiLanguage('en');
    await expect(request('POST', '/api/t/attendee/otp', { email: 'a@b.it' })).resolves.toEqual({ sent: true });
    expect(calls.map((c) => c.url)).toEqual(['/sanctum/csrf-cookie', '/api/t/attendee/otp']);
    expect(calls[1]!.headers).toMatchObject({ 'X-XSRF-TOKEN': 'token 1', 'Accept-Language': 'en', 'Content-Type': 'application/json' });
  });

  it('reads without a CSRF cookie', async () => {
    const calls = fakeFetch([{ status: 200, body: { id: 1 } }]);
    await request('GET', '/api/external/t/event');
    expect(calls.map((c) => c.url)).toEqual(['/api/external/t/event']);
  });

  it('after a 419 fetches a fresh cookie and tries once more', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    const calls = fakeFetch([{ status: 419 }, { status: 200, body: { ok: 1 } }]);
    await expect(request('PUT', '/api/t/attendee', {})).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => [c.url, c.headers['X-XSRF-TOKEN']])).toEqual([
      ['/api/t/attendee', 'stale'],
      ['/sanctum/csrf-cookie', undefined],
      ['/api/t/attendee', 'token 2'],
    ]);
  });

  it('turns an error answer into an ApiError with its per-field messages', async () => {
    fakeFetch([
      {
        status: 422,
        body: { statusCode: 422, message: ['Dati non validi'], errors: { email: 'Indirizzo e-mail non valido', code: ['a', 'b'] } },
      },
    ]);
    const error = (await request('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.field('email'), error.errors.code]).toEqual([
      422,
      'Dati non validi',
      'Indirizzo e-mail non valido',
      ['a', 'b'],
    ]);
  });

  it('keeps the status alone when the error body is not JSON, and answers status 0 when the network fails', async () => {
    fakeFetch([{ status: 502, body: '<html>' }]);
    await expect(request('GET', '/x')).rejects.toMatchObject({ status: 502, message: '', errors: {} });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(request('GET', '/x')).rejects.toMatchObject({ status: 0 });
  });
});
