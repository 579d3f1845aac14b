/**
 * Records that the route rows and fixtures of several resources prepare (issue 25, the kit): the
 * attendee world, fresh attendees, zones and vehicles, import uploads. Every attendee a row uses belongs
 * to company X, the COMPANY actor's own, so COMPANY succeeds where its rights allow; another company's
 * records answer it 404 (test/attendees/attendees-scope.e2e-spec.ts).
 */
import { createAttendee, createCategory, fullAttendee } from '../attendees/attendee-fixtures';
import type { ApiClient } from '../support/api-client';
import { allButViewer, createdId, type ActorContext, type MatrixWorld, type RouteRow } from './matrix-kit';

/** The last `n` digits of a unique value: for codes and plates that must be short. */
export const digits = (w: MatrixWorld, n: number) => w.unique('').replace(/\D/g, '').slice(-n);

/** A unique nonce for a scan, a consumption or a kiosk check-in (letters and digits only). */
export const nonce = (w: MatrixWorld) => w.unique('n').replace(/[^A-Za-z0-9]/g, '');

/** Account changes need a fresh password confirmation (issue 12): the actor gives it before the row (not left to an earlier row). */
export async function confirmed(a: ActorContext): Promise<void> {
  if (a.password) await a.client.confirmPassword(a.password);
}

const attendeeWorlds = new WeakMap<MatrixWorld, Promise<{ categoryId: number; attendeeId: number }>>();
/** A category of event A and an attendee of company X that rows only read; made once per world. */
export function attendeeWorld(w: MatrixWorld) {
  let world = attendeeWorlds.get(w);
  if (!world) {
    world = (async () => {
      const categoryId = await createCategory(w.admin, w.eventA, 'Delegati');
      return { categoryId, attendeeId: await createAttendee(w.admin, w.eventA, fullAttendee(categoryId, w.companyA)) };
    })();
    attendeeWorlds.set(w, world);
  }
  return world;
}

/** A new attendee of company X with every field filled (COMPANY's default form requires them all). */
export const freshAttendee = async (w: MatrixWorld) =>
  createAttendee(w.admin, w.eventA, fullAttendee((await attendeeWorld(w)).categoryId, w.companyA));

/** A zone of an event, made by a superadmin client; answers its id. */
export const zoneIn = (admin: ApiClient, eventId: number, name: string, code: string) =>
  createdId(admin.post(`/api/events/${eventId}/zones`).send({ name_it: name, code }), 'zone');

/** A fresh zone of event A, its code the prefix and a unique value's letters and digits (its digits alone may repeat). */
export const freshZone = (w: MatrixWorld, name: string, prefix: string) =>
  zoneIn(
    w.admin,
    w.eventA,
    w.unique(name),
    `${prefix}${w
      .unique('')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()}`,
  );

/** A fresh zone and a fresh attendee of company X: what an access right or an access request holds. */
export async function zoneAndAttendee(w: MatrixWorld, prefix: string) {
  const zone = await freshZone(w, 'Zona', prefix);
  return { zone, attendee: await freshAttendee(w) };
}

/** A fresh vehicle of company X in event A, its plate the prefix and six digits. */
export const freshVehicle = async (w: MatrixWorld, prefix: string, type: string) => ({
  id: await createdId(
    w.admin.post(`/api/events/${w.eventA}/vehicles`).send({ plate: `${prefix}${digits(w, 6)}`, type, event_company_id: w.companyA }),
    'vehicle',
  ),
});

/** The roles that may import: an upload is its uploader's only. */
const IMPORTERS = ['superadmin', 'ADMIN', 'USER', 'SECRETARY', 'COMPANY'];

/** An import of event A: the resource it fills, its file's name, and a fresh file (each row may need its own). */
interface Import {
  resource: 'attendees' | 'vehicles';
  filename: string;
  csv: (w?: MatrixWorld) => string;
}

/** An import upload of event A, made by the actor when it may import, else by the superadmin. */
async function upload(w: MatrixWorld, a: ActorContext | undefined, { resource, filename, csv }: Import): Promise<string> {
  const client = a && IMPORTERS.includes(a.name) ? a.client : w.admin;
  const res = await client.post(`/api/events/${w.eventA}/${resource}/import`).attach('file', Buffer.from(csv(w)), filename);
  if (res.status !== 201) throw new Error(`${resource} import upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.upload_id as string;
}

const PEOPLE: Import = { resource: 'attendees', filename: 'people.csv', csv: () => 'Nome;Cognome\r\nMario;Rossi\r\n' };
/** Vehicles to import, each upload with a plate of its own (the upload row's file: a fixed one). */
const VEHICLES: Import = {
  resource: 'vehicles',
  filename: 'vehicles.csv',
  csv: (w) => `Targa;Tipo\r\n${w ? `VI${digits(w, 7)}` : 'AB123CD'};Auto\r\n`,
};

/** An attendee import upload of event A. */
export const importUpload = (w: MatrixWorld, a?: ActorContext) => upload(w, a, PEOPLE);

/**
 * The three steps of an import (test/imports): upload, preview, apply. They need create and update on
 * what is imported: every role of the event but VIEWER.
 */
function importRows(what: Import, mapping: { preview: object; apply: object }, applyNote?: string): RouteRow[] {
  const base = `/api/events/:eventId/${what.resource}/import`;
  const setup = async (w: MatrixWorld, a: ActorContext) => ({ uploadId: await upload(w, a, what) });
  return [
    {
      method: 'POST',
      path: base,
      attach: { field: 'file', filename: what.filename, content: Buffer.from(what.csv()) },
      expect: allButViewer(201),
    },
    { method: 'POST', path: `${base}/:uploadId/preview`, setup, body: { mapping: mapping.preview }, expect: allButViewer(200) },
    {
      method: 'POST',
      path: `${base}/:uploadId/apply`,
      setup,
      body: { mapping: mapping.apply },
      note: applyNote,
      expect: allButViewer(202),
    },
  ];
}

/** The attendee import's rows. */
export const attendeeImportRows = () =>
  importRows(
    PEOPLE,
    { preview: { Nome: 'first_name' }, apply: { Nome: 'first_name' } },
    'the rows lack required fields: the job creates nothing',
  );

/** The vehicle import's rows (issue 13): the attendee import's pipeline, create and update on Vehicle. */
export const vehicleImportRows = () => importRows(VEHICLES, { preview: { Targa: 'plate' }, apply: { Targa: 'plate', Tipo: 'type' } });
