import { createdId, inEventA, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { freshAttendee } from './authz/matrix-records';
import { insertAttendee } from './commerce/commerce-fixtures';
import type { ApiClient } from './support/api-client';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const readers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: ok, COMPANY: ok });
const writers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: 403, COMPANY: ok });
const reviewers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: 403, COMPANY: 403 });

/** A required document for attendees, defined by a superadmin client. */
const define = (admin: ApiClient, eventId: number, fields: object) =>
  createdId(admin.post(`/api/events/${eventId}/attachment-definitions`).send({ target: 'ATTENDEE', ...fields }), 'definition');
/** A document of an attendee, uploaded by a superadmin client. */
const upload = (admin: ApiClient, eventId: number, definition: number, attendee: number, file: Buffer, filename: string) =>
  createdId(
    admin
      .post(`/api/events/${eventId}/attachments`)
      .field('definition_id', String(definition))
      .field('attendee_id', String(attendee))
      .attach('file', file, { filename, contentType: 'application/pdf' }),
    'attachment',
  );
const holder = async (w: MatrixWorld) => ({
  definition: await define(w.admin, w.eventA, { name_it: w.unique('Assicurazione'), validation_required: true }),
  attendee: await freshAttendee(w),
});
const freshAttachment = async (w: MatrixWorld) => {
  const { definition, attendee } = await holder(w);
  return { id: await upload(w.admin, w.eventA, definition, attendee, PDF, 'polizza.pdf') };
};
let seq = 0;

/** Uploaded documents (issue 13): USER all, COMPANY its own company's, SECRETARY reads and previews (UI configuration), VIEWER none. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/attachments', expect: readers(200) },
    {
      method: 'GET',
      path: '/api/events/:eventId/attachments/:id',
      setup: freshAttachment,
      note: 'of an attendee of company X: the COMPANY actor’s own',
      expect: readers(200),
    },
    { method: 'GET', path: '/api/events/:eventId/attachments/:id/file', setup: freshAttachment, expect: readers(200) },
    { method: 'GET', path: '/api/events/:eventId/attachments/:id/history', setup: freshAttachment, expect: readers(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/attachments',
      setup: holder,
      attach: {
        field: 'file',
        filename: 'polizza.pdf',
        content: PDF,
        fields: (_w, p) => ({ definition_id: String(p.definition), attendee_id: String(p.attendee) }),
      },
      expect: writers(201),
    },
    {
      method: 'PUT',
      path: '/api/events/:eventId/attachments/:id',
      setup: freshAttachment,
      body: { status: 'VALID' },
      note: 'a decision is the staff’s whatever the UI configuration lists (issue 26 item 2): COMPANY uploads, it does not decide',
      expect: reviewers(200),
    },
  ],
  changes: { attachments: { data: { status: 'VALID' }, moves: ['decided_at', 'decided_by'] } },
  fixtures: {
    attachments: async (t, admin, { eventId, companyId }) => {
      const definition = await define(admin, eventId, { name_it: `Documento ${++seq}` });
      const attendee = (await insertAttendee(t, eventId, { eventCompanyId: companyId })).id;
      return upload(admin, eventId, definition, attendee, Buffer.from('%PDF-1.4\n%%EOF\n'), 'doc.pdf');
    },
  },
};
