import type { AttachmentDefinitionDto, AttachmentDto } from '@eventdesk/shared';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient } from './support/api-client';
import { createEvent } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

const KB = 1024;
/** A PDF of `size` bytes (the type is read from its first bytes). */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Stored files are bounded (issue 26, item 6): a replaced document keeps a short history, and each
 * company and event has a storage quota (here STORAGE_COMPANY_MB=1, STORAGE_EVENT_MB=2), answered 413.
 */
describe('attachment storage (issue 26, item 6)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let category: number;
  let idCard: AttachmentDefinitionDto;
  const api = (path = '') => `/api/events/${eventId}${path}`;
  const stored = () => readdirSync(join(t.config.dataDir, 'uploads', 'attachments')).length;
  const upload = (client: ApiClient, attendeeId: number, content: Buffer) =>
    client
      .post(api('/attachments'))
      .field('definition_id', String(idCard.id))
      .field('attendee_id', String(attendeeId))
      .field('expires_at', day(30))
      .attach('file', content, { filename: 'documento.pdf', contentType: 'application/pdf' });
  const person = async (name: string) => {
    const company = await createCompany(admin, eventId, { name: `Ditta ${name}` });
    return createAttendee(admin, eventId, { ...minimalAttendee(category, company), last_name: name });
  };

  beforeAll(async () => {
    t = await startTestApp({ STORAGE_COMPANY_MB: '1', STORAGE_EVENT_MB: '2' });
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    category = await createCategory(admin, eventId, 'Meccanici');
    idCard = (
      await admin
        .post(api('/attachment-definitions'))
        .send({ name_it: 'Documento', target: 'ATTENDEE', attendee_category_ids: [category], file_types: ['PDF'], max_size_mb: 1 })
        .expect(201)
    ).body;
  });
  afterAll(() => t?.close());

  it('keeps a replaced document’s last two files as its history, and deletes the older rows and files', async () => {
    const holder = await person('Sostituito');
    const before = stored();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(((await upload(admin, holder, pdf(100 * KB)).expect(201)).body as AttachmentDto).id);
    const history = (await admin.get(api(`/attachments?filter=${encodeURIComponent(JSON.stringify({ attendee_id: holder }))}`)).expect(200))
      .body as AttachmentDto[];
    expect(history.map((a) => [a.id, a.current])).toEqual([
      [ids[11], true],
      [ids[10], false],
      [ids[9], false],
    ]);
    expect(stored() - before).toBe(3);
    await admin.get(api(`/attachments/${ids[0]}`)).expect(404);
  });

  it('refuses an upload past the company’s quota or the event’s with 413 (it/en), keeping no file', async () => {
    const a = await person('A');
    await upload(admin, a, pdf(600 * KB)).expect(201);
    // A second attendee of the same company: 1.2 MB of its 1 MB.
    const company = (await admin.get(api(`/attendees/${a}`)).expect(200)).body.event_company_id as number;
    const colleague = await createAttendee(admin, eventId, { ...minimalAttendee(category, company), last_name: 'Collega' });
    const before = stored();
    const refused = await upload(admin, colleague, pdf(600 * KB)).expect(413);
    expect(refused.body).toMatchObject({
      code: 'storage_quota',
      message: expect.stringContaining('Spazio per i file della ditta esaurito'),
    });
    expect(refused.body.errors.file[0]).toContain('1 MB');
    admin.lang = 'en';
    try {
      expect((await upload(admin, colleague, pdf(600 * KB)).expect(413)).body.message).toContain('company’s file storage is full');
    } finally {
      admin.lang = 'it';
    }
    expect(stored()).toBe(before);
    // Other companies until the event's 2 MB (0.3 of history above, 0.6 of A, 0.6 of B): C is refused.
    await upload(admin, await person('B'), pdf(600 * KB)).expect(201);
    const full = await upload(admin, await person('C'), pdf(600 * KB)).expect(413);
    expect(full.body.message).toContain('Spazio per i file dell’evento esaurito');
    expect(stored()).toBe(before + 1);
  });
});
