import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import type { Role } from '@eventdesk/shared';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import type { ApiClient } from '../support/api-client';
import { EventCompany } from '../../src/platform/events/event-company.entity';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

let seq = 0;

/** A time as the database stores it ('YYYY-MM-DD HH:MM:SS.SSS', UTC), for a raw UPDATE of a creation time. */
export const sqlTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23);

/** A number no other fixture of the test file has (codes, order numbers, nonces). */
export const nextSeq = () => ++seq;

/** Attendees of `eventId`, one per company given (null: none), registered on 2026-03-01; their ids in that order. */
export async function reportAttendees(t: TestApp, eventId: number, companies: (number | null)[]): Promise<number[]> {
  const rows = companies.map((eventCompanyId) => {
    const n = nextSeq();
    return {
      uuid: randomUUID(),
      eventId,
      attendeeCode: `R${n}`,
      firstName: `Nome${n}`,
      lastName: `Cognome${n}`,
      eventCompanyId,
      registrationDate: new Date('2026-03-01T10:00:00Z'),
    };
  });
  return (await t.db.getRepository(Attendee).insert(rows)).identifiers.map((r) => Number(r.id));
}

/** The 400's per-field messages of `path` asked in English. */
export async function englishErrors(admin: ApiClient, path: string): Promise<Record<string, string[]>> {
  admin.lang = 'en';
  try {
    return (await admin.get(path).expect(400)).body.errors as Record<string, string[]>;
  } finally {
    admin.lang = 'it';
  }
}

/** The report `name`'s CSV at `path` (its file named `report-{name}-…csv`): its header and its rows. */
export async function reportCsv(admin: ApiClient, path: string, name: string): Promise<{ header: string[]; rows: string[][] }> {
  const csv = await admin.get(path).expect(200);
  expect(csv.headers['content-disposition']).toMatch(new RegExp(`report-${name}-.*\\.csv"$`));
  const [header, ...rows] = parse(csv.text, { delimiter: ';', bom: true }) as string[][];
  return { header: header!, rows };
}

/** `path` answers each role of `readers` its body, 403 to the other roles (COMPANY of `companyId`), 401 to nobody signed in. */
export async function expectReadBy(
  t: TestApp,
  admin: ApiClient,
  eventId: number,
  path: string,
  readers: Partial<Record<Role, unknown>>,
  companyId: number,
): Promise<void> {
  for (const role of ['ADMIN', 'USER', 'VIEWER', 'SECRETARY', 'COMPANY'] as const) {
    const { client } = await userWithRole(t, admin, eventId, role, role === 'COMPANY' ? companyId : null);
    if (role in readers) expect((await client.get(path).expect(200)).body).toEqual(readers[role]);
    else await client.get(path).expect(403);
  }
  await t.client().get(path).expect(401);
}

/** An app, its superadmin and a new event (`event`: its overrides) with the companies Alfa and Beta: what every report's fixture starts from. */
export async function reportEvent(
  event: Record<string, unknown> = {},
): Promise<{ t: TestApp; admin: ApiClient; eventId: number; companyA: number; companyB: number }> {
  const t = await startTestApp();
  const admin = await t.admin();
  const eventId = (await createEvent(admin, event)).id;
  const companies = t.db.getRepository(EventCompany);
  const [a, b] = await companies.save([companies.create({ eventId, name: 'Alfa' }), companies.create({ eventId, name: 'Beta' })]);
  return { t, admin, eventId, companyA: a!.id, companyB: b!.id };
}
