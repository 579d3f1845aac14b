/**
 * @jest-environment node
 */
import { createDataProvider } from './data-provider';
import { apiFetch, toFormErrors } from './http';

type Call = { url: string; init: RequestInit & { headers: Headers } };

const calls: Call[] = [];
let replies: Response[] = [];
const store = new Map<string, string>();

beforeEach(() => {
  calls.length = 0;
  replies = [];
  store.clear();
  Object.assign(globalThis, {
    document: { cookie: 'other=1; XSRF-TOKEN=tok%3D1', documentElement: { lang: 'en' } },
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
    fetch: jest.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init: init as Call['init'] });
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected call ${url}`);
      return reply;
    }),
  });
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the data provider', () => {
  it('lists a global resource with the simple-rest query and reads the total from Content-Range', async () => {
    replies.push(json(200, [{ id: 1, name: 'A' }], { 'Content-Range': 'events 0-0/31' }));
    const result = await createDataProvider().getList('events', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'x' },
    });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/events');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['name', 'ASC']);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'x' });
    expect(result.total).toBe(31);
  });

  it('resolves event resources under the event it is bound to, or the one named in meta', async () => {
    replies.push(json(200, [], { 'Content-Range': 'companies */0' }), json(200, { id: 3, name: 'C' }));
    const provider = createDataProvider('/api', 7);
    await provider.getList('companies', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await provider.getOne('companies', { id: 3, meta: { eventId: 9 } });
    expect(new URL(calls[0].url, 'http://x').pathname).toBe('/api/events/7/companies');
    expect(calls[1].url).toBe('/api/events/9/companies/3');
  });

  it('sends a list below an event resource to the event too (`credits/results`)', async () => {
    replies.push(json(200, [], { 'Content-Range': 'credits/results */0' }));
    await createDataProvider('/api', 4).getList('credits/results', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(new URL(calls[0].url, 'http://x').pathname).toBe('/api/events/4/credits/results');
  });

  it("sends each event's calls to its own event, whatever another tab or provider did", async () => {
    // Two tabs on two events: nothing shared (such as localStorage) decides where a save goes.
    store.set('current_event_id', '2');
    replies.push(json(200, { id: 5 }), json(200, { id: 6 }));
    const first = createDataProvider('/api', 1);
    const second = createDataProvider('/api', 2);
    await first.update('attendees', { id: 5, data: { first_name: 'A' }, previousData: { id: 5 } });
    await second.update('attendees', { id: 6, data: { first_name: 'B' }, previousData: { id: 6 } });
    expect(calls.map((c) => c.url)).toEqual(['/api/events/1/attendees/5', '/api/events/2/attendees/6']);
  });

  it('refuses an event resource when no event is named', async () => {
    await expect(
      createDataProvider().getList('attendees', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('No event for the event resource "attendees"');
    expect(calls).toHaveLength(0);
  });

  it('sends cookies, the XMLHttpRequest marker, the anti-forgery token and the UI language', async () => {
    replies.push(json(200, { id: 1 }));
    await createDataProvider().update('users', { id: 1, data: { name: 'x' }, previousData: { id: 1 } });
    const { init } = calls[0];
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(init.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(init.headers.get('X-XSRF-TOKEN')).toBe('tok=1');
    expect(init.headers.get('Accept-Language')).toBe('en');
  });
});

describe('apiFetch', () => {
  it('refreshes the anti-forgery cookie and retries once after a 419', async () => {
    replies.push(json(419, { code: 'csrf_token_mismatch' }), new Response(null, { status: 204 }), json(201, { id: 5 }));
    const res = await apiFetch('/api/users', { method: 'POST', body: '{}' });
    expect(res.status).toBe(201);
    expect(calls.map((c) => c.url)).toEqual(['/api/users', '/sanctum/csrf-cookie', '/api/users']);
  });

  it('gives up after a second 419', async () => {
    replies.push(json(419, {}), new Response(null, { status: 204 }), json(419, { message: 'expired' }));
    await expect(apiFetch('/login', { method: 'POST', body: '{}' })).rejects.toMatchObject({ status: 419 });
    expect(calls).toHaveLength(3);
  });

  it('turns 422 field errors into form errors on the fields', async () => {
    replies.push(json(422, { message: 'invalid', errors: { name: ['Required'], 'options.1.value': ['Bad', 'JSON'] } }));
    await expect(apiFetch('/api/events', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 422,
      message: 'invalid',
      body: { errors: { name: 'Required', options: [undefined, { value: 'Bad JSON' }] } },
    });
  });

  it('keeps the enrolment code of a 403 for the auth provider', async () => {
    replies.push(json(403, { message: 'Not allowed', code: 'two_factor_enrolment_required' }));
    await expect(apiFetch('/api/events')).rejects.toMatchObject({ status: 403, body: { code: 'two_factor_enrolment_required' } });
  });

  it('maps nested error paths', () => {
    expect(toFormErrors({ 'eventRoles.0.event_company_id': ['x'] })).toEqual({ eventRoles: [{ event_company_id: 'x' }] });
  });
});
