import { AttendeeUsedService } from '../../src/registration/attendees/attendee-used-service.entity';
import { SurveySubmission } from '../../src/registration/attendees/survey-submission.entity';
import { allButViewer, eventReaders, inEventA, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';
import { attendeeWorld, freshAttendee } from '../authz/matrix-records';
import { insertAttendee } from '../commerce/commerce-fixtures';
import { companyFormAttendee, fullAttendee } from './attendee-fixtures';

const readOnly = async (w: MatrixWorld) => ({ id: (await attendeeWorld(w)).attendeeId });
const fresh = async (w: MatrixWorld) => ({ id: await freshAttendee(w) });

/** Attendees (issue 5): every role reads, all but VIEWER write; COMPANY its own company's (matrix-records.ts). */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/attendees', note: 'COMPANY lists its own company’s', expect: eventReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/attendees/create', expect: allButViewer(200) },
    { method: 'GET', path: '/api/events/:eventId/attendees/:id', setup: readOnly, expect: eventReaders(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/attendees',
      setup: async (w) => ({ categoryId: (await attendeeWorld(w)).categoryId, companyId: w.companyA }),
      // COMPANY's form holds only what a company knows (issue 29 item 13): staff fields from it are refused.
      body: (p, _w, actor) =>
        actor?.name === 'COMPANY' ? companyFormAttendee(Number(p.categoryId)) : fullAttendee(Number(p.categoryId), Number(p.companyId)),
      expect: allButViewer(201),
    },
    {
      method: 'PUT',
      path: '/api/events/:eventId/attendees/:id',
      setup: fresh,
      body: (_p, _w, actor) => (actor?.name === 'COMPANY' ? { job_title: 'Capo stand' } : { pending: true }),
      note: 'the pending toggle of SPEC §7 (not in COMPANY’s form: it changes what its form holds)',
      expect: allButViewer(200),
    },
    {
      method: 'DELETE',
      path: '/api/events/:eventId/attendees/:id',
      setup: fresh,
      note: 'SECRETARY may create and update attendees but not delete them (rules.ts)',
      expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 403, COMPANY: 200 }),
    },
    { method: 'GET', path: '/api/events/:eventId/attendees/:id/sessions', setup: readOnly, expect: eventReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/attendees/:id/used-services', setup: readOnly, expect: eventReaders(200) },
    {
      method: 'DELETE',
      path: '/api/events/:eventId/attendees/:id/remove_used_service/:serviceId',
      setup: async (w) => {
        const id = await freshAttendee(w);
        await w.db.getRepository(AttendeeUsedService).insert({ attendeeId: id, serviceId: 7 });
        return { id, serviceId: 7 };
      },
      note: 'changes the attendee: needs update on Attendee',
      expect: allButViewer(200),
    },
    {
      method: 'DELETE',
      path: '/api/events/:eventId/attendees/:id/remove_survey_submission/:submissionId',
      setup: async (w) => {
        const id = await freshAttendee(w);
        const inserted = await w.db.getRepository(SurveySubmission).insert({ attendeeId: id, surveyId: 3, answers: '{}' });
        return { id, submissionId: inserted.identifiers[0]!.id as number };
      },
      note: 'changes the attendee: needs update on Attendee',
      expect: allButViewer(200),
    },
    { method: 'GET', path: '/api/events/:eventId/attendees/:id/history', setup: readOnly, expect: eventReaders(200) },
  ],
  changes: { attendees: { data: { pending: true } } },
  fixtures: {
    attendees: async (t, _admin, { eventId, companyId }) => (await insertAttendee(t, eventId, { eventCompanyId: companyId })).id,
  },
};
