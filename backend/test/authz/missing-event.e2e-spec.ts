/**
 * Every route inside an event answers 404 for an event that does not exist — to a superadmin too,
 * whatever the method and body — before any service runs (so never a 500 from a foreign key, nor a
 * `200 []` from a list). Generated from the routes the application registers: a new event route is
 * covered without a line here.
 */
import { startTestApp, type TestApp } from '../support/test-app';
import type { ApiClient } from '../support/api-client';
import { nestHandlers } from './routes.spec-helper';

const MISSING = 999_999;

let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const eventRoutes = () =>
  nestHandlers(t.app)
    .filter((h) => h.policy?.kind === 'ability' && (h.key.includes('/:eventId') || /^\w+ \/api\/events\/:id(\/|$)/.test(h.key)))
    .map((h) => h.key);

it('covers every event route', () => {
  // A sanity floor: the attendee, company, tag, filter, category, product, order, job and stats routes.
  expect(eventRoutes().length).toBeGreaterThan(50);
});

it('answers 404 on every event route for an event that does not exist, to a superadmin', async () => {
  const answers: Record<string, number> = {};
  for (const key of eventRoutes()) {
    const [method, path] = key.split(' ') as [string, string];
    const url = path.replace(/:eventId|:id(?=\/|$)/, String(MISSING)).replace(/:\w+/g, '1');
    const call =
      method === 'GET' ? admin.get(url) : method === 'POST' ? admin.post(url) : method === 'PUT' ? admin.put(url) : admin.delete(url);
    const res = method === 'GET' || method === 'DELETE' ? await call : await call.send({ name: 'x' });
    answers[key] = res.status;
  }
  const wrong = Object.fromEntries(Object.entries(answers).filter(([, status]) => status !== 404));
  expect(wrong).toEqual({});
});
