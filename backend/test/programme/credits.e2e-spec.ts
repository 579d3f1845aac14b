import type { CreditResultDto, CreditRuleDto, JobDto, RoomDto, SessionDto } from '@eventdesk/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { Scan } from '../../src/gate/scans/scan.entities';
import { JobsService } from '../../src/platform/jobs/jobs.service';
import { LearningSurveyResult } from '../../src/programme/credits/credit.entities';
import { insertAttendee, insertAttendeeCategory } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { binary } from '../support/binary';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Training credits (issue 27): rules per session or for the programme, computed for every attendee from
 * the door's scans by a job, again for one attendee when a correction changes their attendance, and
 * exported for the accreditation provider.
 */
describe('training credits', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let rooms: RoomDto[];
  let nonce = 0;
  const base = () => `/api/events/${eventId}/credits`;
  const at = (day: string, hhmmss: string) => new Date(`2027-05-${day}T${hhmmss.length === 5 ? `${hhmmss}:00` : hhmmss}Z`);
  const scan = (holderId: number, day: string, hhmmss: string, direction: 'IN' | 'OUT', zoneId: number) =>
    t.db
      .getRepository(Scan)
      .insert({ eventId, zoneId, direction, result: 'ADMITTED', holderType: 'ATTENDEE', holderId, deviceId: 'script', nonce: `c${++nonce}`, scannedAt: at(day, hhmmss) });
  const session = async (title: string, room: RoomDto, start: string, end: string, type = 'WORKSHOP') =>
    (
      await admin
        .post(`/api/events/${eventId}/sessions`)
        .send({ title_it: title, type, registration: 'OPEN', room_id: room.id, start_at: start, end_at: end })
        .expect(201)
    ).body as SessionDto;
  const settled = () => t.app.get(JobsService).idle(eventId);
  const results = async (query = '') => {
    const res = await admin.get(`${base()}/results${query}`).expect(200).expect(expectDocumented);
    return res.body as CreditResultDto[];
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    rooms = [];
    for (const name_it of ['Aula A', 'Aula B', 'Foyer'])
      rooms.push((await admin.post(`/api/events/${eventId}/rooms`).send({ name_it, capacity: 100 }).expect(201)).body as RoomDto);
  });
  afterAll(() => t?.close());

  describe('rules', () => {
    it('keeps one rule per session and one for the programme, also when two are written at once, with defaults from shared', async () => {
      const defaults = (await admin.get(`${base()}/create`).expect(200)).body;
      expect(defaults).toMatchObject({ min_presence: 90, survey_min_correct: 75, survey_required: false, session_id: null });
      const s = await session('Regole', rooms[0]!, '2027-05-19T09:00:00Z', '2027-05-19T10:00:00Z');
      const answers = await Promise.all(
        [0, 1].map(() => admin.post(base()).send({ session_id: s.id, credits: 1.5, accreditation_code: 'ECM-1' })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
      const refused = answers.find((r) => r.status === 422)!;
      expect(refused.body.errors.session_id).toEqual(['Questa sessione ha già una regola dei crediti']);
      const rule = answers.find((r) => r.status === 201)!.body as CreditRuleDto;
      expect(rule).toMatchObject({ session_id: s.id, session_title: 'Regole', credits: 1.5, min_presence: 90, accreditation_code: 'ECM-1' });
      await admin.get(`${base()}/${rule.id}`).expect(200).expect(expectDocumented);
      // The stock client's updateMany sends the changed field only.
      expect((await admin.put(`${base()}/${rule.id}`).send({ credits: 2.25 }).expect(200)).body).toMatchObject({ credits: 2.25, session_id: s.id });
      const wide = (await admin.post(base()).send({ credits: 12 }).expect(201)).body as CreditRuleDto;
      admin.lang = 'en';
      try {
        const again = await admin.post(base()).send({ credits: 3 }).expect(422);
        expect(again.body.errors.session_id).toEqual(['The event already has a credit rule for the whole programme']);
      } finally {
        admin.lang = 'it';
      }
      await admin.delete(`${base()}/${wide.id}`).expect(200);
      await admin.delete(`${base()}/${rule.id}`).expect(200);
      await settled();
    });

    it.each([
      ['no credits', {}, 'credits'],
      ['credits as text', { credits: 'tre' }, 'credits'],
      ['negative credits', { credits: -1 }, 'credits'],
      ['three decimals', { credits: 1.234 }, 'credits'],
      ['too many credits', { credits: 5000 }, 'credits'],
      ['presence 0 %', { credits: 1, min_presence: 0 }, 'min_presence'],
      ['presence over 100 %', { credits: 1, min_presence: 101 }, 'min_presence'],
      ['presence with decimals', { credits: 1, min_presence: 89.5 }, 'min_presence'],
      ['survey under 0 %', { credits: 1, survey_min_correct: -5 }, 'survey_min_correct'],
      ['survey flag as a word', { credits: 1, survey_required: 'forse' }, 'survey_required'],
      ['a session id as text', { credits: 1, session_id: 'uno' }, 'session_id'],
      ['a session of nobody', { credits: 1, session_id: 999999 }, 'session_id'],
      ['a category id of 0', { credits: 1, attendee_category_ids: [0] }, 'attendee_category_ids.0'],
      ['a category of another event', { credits: 1, attendee_category_ids: [999999] }, 'attendee_category_ids'],
      ['categories not a list', { credits: 1, attendee_category_ids: 'tutte' }, 'attendee_category_ids'],
      ['a profession too long', { credits: 1, professions: ['x'.repeat(151)] }, 'professions.0'],
      ['a blank discipline', { credits: 1, disciplines: ['  '] }, 'disciplines.0'],
      ['a code too long', { credits: 1, accreditation_code: 'x'.repeat(51) }, 'accreditation_code'],
    ])('refuses %s with a message under its field', async (_name, body, field) => {
      const res = await admin.post(base()).send(body).expect(422);
      expect(Object.keys(res.body.errors)).toContain(field);
      expect(typeof res.body.errors[field][0]).toBe('string');
    });

    it('refuses a body that is not an object, and an unknown or malformed id', async () => {
      expect((await admin.post(base()).set('Content-Type', 'application/json').send('[1,2]')).status).toBe(422);
      await admin.get(`${base()}/abc`).expect(404);
      await admin.get(`${base()}/999999`).expect(404);
      await admin.put(`${base()}/999999`).send({ credits: 1 }).expect(404);
    });
  });

  describe('computed from the door', () => {
    let course: SessionDto;
    let rule: CreditRuleDto;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      // 100 minutes: 90 % is 90 minutes (5,400 s).
      course = await session('Corso ECM', rooms[0]!, '2027-05-20T09:00:00Z', '2027-05-20T10:40:00Z');
      for (const lastName of ['Quasi', 'Giusto', 'Assente'])
        ids[lastName] = (await insertAttendee(t, eventId, { lastName, firstName: 'Dott', fiscalCode: 'RSSMRA85T10H501O', jobTitle: 'Medico chirurgo', discipline: 'Cardiologia' })).id;
      await scan(ids.Quasi!, '20', '08:55', 'IN', rooms[0]!.zone_id);
      await scan(ids.Quasi!, '20', '10:29:59', 'OUT', rooms[0]!.zone_id); // 89.99 %
      await scan(ids.Giusto!, '20', '09:00', 'IN', rooms[0]!.zone_id);
      await scan(ids.Giusto!, '20', '09:30', 'OUT', rooms[0]!.zone_id);
      await scan(ids.Giusto!, '20', '09:35', 'IN', rooms[0]!.zone_id);
      await scan(ids.Giusto!, '20', '10:40', 'OUT', rooms[0]!.zone_id); // 30 + 65 = 95 min
      await admin.post(`/api/events/${eventId}/sessions/${course.id}/registrations`).send({ attendee_id: ids.Assente }).expect(201);
      rule = (await admin.post(base()).send({ session_id: course.id, credits: 4.5, accreditation_code: 'ECM-2027-77' }).expect(201)).body;
      await settled();
    });

    it('gives the credits at 90 % and not at 89.99 %, and says why in the caller’s language', async () => {
      const rows = await results(`?filter=${encodeURIComponent(JSON.stringify({ rule_id: rule.id }))}`);
      const by = Object.fromEntries(rows.map((r) => [r.attendee_name, r]));
      expect(Object.keys(by).sort()).toEqual(['Assente Dott', 'Giusto Dott', 'Quasi Dott']);
      expect(by['Giusto Dott']).toMatchObject({ earned: true, credits: 4.5, seconds_present: 95 * 60, seconds_total: 6000, reason: null, reason_text: null });
      expect(by['Quasi Dott']).toMatchObject({ earned: false, credits: 0, seconds_present: 5399, reason: 'presence_below', reason_text: 'presente 89.9 % < 90 %' });
      expect(by['Assente Dott']).toMatchObject({ earned: false, seconds_present: 0, reason: 'presence_below' });
      admin.lang = 'en';
      try {
        const en = await results(`?filter=${encodeURIComponent(JSON.stringify({ attendee_id: ids.Quasi }))}`);
        expect(en[0]!.reason_text).toBe('present 89.9 % < 90 %');
      } finally {
        admin.lang = 'it';
      }
      const earned = await results(`?filter=${encodeURIComponent(JSON.stringify({ rule_id: rule.id, earned: true }))}`);
      expect(earned.map((r) => r.attendee_id)).toEqual([ids.Giusto]);
    });

    it('computes an attendee again at once when a correction changes their attendance, and again when it is taken back', async () => {
      const corrections = `/api/events/${eventId}/sessions/${course.id}/attendance/corrections`;
      const quasi = async () => (await results(`?filter=${encodeURIComponent(JSON.stringify({ attendee_id: ids.Quasi, rule_id: rule.id }))}`))[0]!;
      const made = (
        await admin.post(corrections).send({ attendee_id: ids.Quasi, from: '2027-05-20T10:29:00Z', to: '2027-05-20T10:35:00Z', note: 'Lettore spento' }).expect(201)
      ).body;
      expect(await quasi()).toMatchObject({ earned: true, credits: 4.5, seconds_present: 95 * 60 });
      await admin.delete(`${corrections}/${made.id}`).expect(200);
      expect(await quasi()).toMatchObject({ earned: false, reason: 'presence_below', seconds_present: 5399 });
    });

    it('computes the whole event again as a job with progress, after a rule changes', async () => {
      await admin.put(`${base()}/${rule.id}`).send({ min_presence: 80 }).expect(200);
      await settled();
      expect((await results(`?filter=${encodeURIComponent(JSON.stringify({ attendee_id: ids.Quasi, rule_id: rule.id }))}`))[0]).toMatchObject({ earned: true });
      const { job_id } = (await admin.post(`${base()}/recompute`).expect(201).expect(expectDocumented)).body;
      await settled();
      const job = (await admin.get(`/api/events/${eventId}/jobs/${job_id}`).expect(200)).body as JobDto;
      const attendees = Number((await t.db.query('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', [eventId]))[0].n);
      expect(job).toMatchObject({ type: 'credits_recompute', status: 'done', total: attendees, processed: attendees });
      await admin.put(`${base()}/${rule.id}`).send({ min_presence: 90 }).expect(200);
      await settled();
    });

    it('exports one row per attendee and rule, CSV and XLSX with the same figures as the list', async () => {
      const filter = encodeURIComponent(JSON.stringify({ rule_id: rule.id }));
      const csv = await admin.get(`${base()}/results/export?filter=${filter}`).expect(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="credits-.*\.csv"$/);
      const rows = parse(csv.text, { delimiter: ';', bom: true }) as string[][];
      expect(rows[0]).toEqual(['Codice fiscale', 'Cognome', 'Nome', 'Professione', 'Disciplina', 'Codice evento', 'Sessione', 'Data', 'Ore presenti', 'Presenza %', 'Crediti', 'Esito', 'Motivo']);
      const giusto = rows.find((r) => r[1] === 'Giusto')!;
      expect(giusto).toEqual(['RSSMRA85T10H501O', 'Giusto', 'Dott', 'Medico chirurgo', 'Cardiologia', 'ECM-2027-77', 'Corso ECM', '2027-05-20', '1,58', '95,0', '4,5', 'Conseguiti', '']);
      expect(rows.find((r) => r[1] === 'Quasi')!.slice(9)).toEqual(['89,9', '0,0', 'Non conseguiti', 'presente 89.9 % < 90 %']);
      expect(rows).toHaveLength(1 + (await results(`?filter=${filter}`)).length);
      const xlsx = await admin.get(`${base()}/results/export?format=xlsx&filter=${filter}`).buffer(true).parse(binary).expect(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      const cells = (n: number) => Array.from({ length: rows[0]!.length }, (_, i) => sheet.getRow(n).getCell(i + 1).value ?? '').map(String);
      expect(Array.from({ length: sheet.rowCount }, (_, i) => cells(i + 1))).toEqual(rows);
      await admin.get(`${base()}/results/export?format=pdf`).expect(400);
    });
  });

  describe('who may earn them', () => {
    it('checks categories, professions, disciplines and the learning survey, in that order', async () => {
      const s = await session('Eleggibili', rooms[1]!, '2027-05-21T14:00:00Z', '2027-05-21T15:00:00Z');
      const doctors = (await insertAttendeeCategory(t, eventId, 'Medici')).id;
      const guests = (await insertAttendeeCategory(t, eventId, 'Ospiti')).id;
      const people = {
        guest: { eventAttendeeCategoryId: guests, jobTitle: 'Medico chirurgo', discipline: 'Cardiologia' },
        nurse: { eventAttendeeCategoryId: doctors, jobTitle: 'Infermiere', discipline: 'Cardiologia' },
        surgeon: { eventAttendeeCategoryId: doctors, jobTitle: 'medico CHIRURGO', discipline: 'Chirurgia generale' },
        noSurvey: { eventAttendeeCategoryId: doctors, jobTitle: 'Medico chirurgo', discipline: 'cardiologia' },
        failed: { eventAttendeeCategoryId: doctors, jobTitle: 'Medico chirurgo', discipline: 'Cardiologia' },
        passed: { eventAttendeeCategoryId: doctors, jobTitle: 'Medico chirurgo', discipline: 'Cardiologia' },
      };
      const id: Record<string, number> = {};
      for (const [name, fields] of Object.entries(people)) {
        id[name] = (await insertAttendee(t, eventId, { lastName: name, ...fields })).id;
        await scan(id[name]!, '21', '13:55', 'IN', rooms[1]!.zone_id);
        await scan(id[name]!, '21', '15:05', 'OUT', rooms[1]!.zone_id);
      }
      // The forms issue writes these; a rule reads them.
      const survey = t.db.getRepository(LearningSurveyResult);
      await survey.insert({ eventId, sessionId: s.id, sessionKey: s.id, attendeeId: id.failed!, correctBasisPoints: 7400 });
      await survey.insert({ eventId, sessionId: s.id, sessionKey: s.id, attendeeId: id.passed!, correctBasisPoints: 7500 });
      const rule = (
        await admin
          .post(base())
          .send({ session_id: s.id, credits: 1, attendee_category_ids: [doctors], professions: ['Medico chirurgo'], disciplines: ['Cardiologia'], survey_required: true })
          .expect(201)
      ).body as CreditRuleDto;
      await settled();
      const rows = await results(`?filter=${encodeURIComponent(JSON.stringify({ rule_id: rule.id }))}&range=[0,49]`);
      const reasons = Object.fromEntries(rows.map((r) => [r.attendee_id, [r.reason, r.survey_correct]]));
      expect(reasons).toEqual({
        [id.guest!]: ['category_not_eligible', null],
        [id.nurse!]: ['profession_not_eligible', null],
        [id.surgeon!]: ['discipline_not_eligible', null],
        [id.noSurvey!]: ['survey_missing', null],
        [id.failed!]: ['survey_below', 0.74],
        [id.passed!]: [null, 0.75],
      });
      expect(rows.find((r) => r.attendee_id === id.failed)!.reason_text).toBe('questionario 74 % < 75 %');
    });

    it('measures the programme rule on the programme’s time: parallel sessions once, breaks left out', async () => {
      // Day 22: A 09–10 and B 09–10 in parallel, a break 10–10:30 in the foyer, A 10:30–11:30. Programme: 2 h.
      await session('Parallela A', rooms[0]!, '2027-05-22T09:00:00Z', '2027-05-22T10:00:00Z');
      await session('Parallela B', rooms[1]!, '2027-05-22T09:00:00Z', '2027-05-22T10:00:00Z');
      await session('Pausa', rooms[2]!, '2027-05-22T10:00:00Z', '2027-05-22T10:30:00Z', 'BREAK');
      await session('Plenaria', rooms[0]!, '2027-05-22T10:30:00Z', '2027-05-22T11:30:00Z');
      const hopper = (await insertAttendee(t, eventId, { lastName: 'Saltatore' })).id;
      await scan(hopper, '22', '09:00', 'IN', rooms[1]!.zone_id);
      await scan(hopper, '22', '09:30', 'OUT', rooms[1]!.zone_id);
      await scan(hopper, '22', '09:30', 'IN', rooms[0]!.zone_id); // A from 09:30, then the break in the foyer
      await scan(hopper, '22', '10:00', 'IN', rooms[2]!.zone_id);
      await scan(hopper, '22', '10:30', 'IN', rooms[0]!.zone_id);
      await scan(hopper, '22', '11:30', 'OUT', rooms[0]!.zone_id);
      const rule = (await admin.post(base()).send({ credits: 8, min_presence: 10 }).expect(201)).body as CreditRuleDto;
      await settled();
      const [row] = await results(`?filter=${encodeURIComponent(JSON.stringify({ rule_id: rule.id, attendee_id: hopper }))}`);
      // Present 09:00–10:00 (B then A) and 10:30–11:30: 2 h of the programme; the break is not programme time.
      expect(row).toMatchObject({ session_id: null, session_title: null, seconds_present: 7200, earned: true, credits: 8 });
      // The programme's time is every other session's too (the earlier days'), not the break's.
      const spans = (await t.db.query("SELECT start_at, end_at, type FROM programme_sessions WHERE event_id = ? AND type <> 'BREAK'", [eventId])) as {
        start_at: string | Date;
        end_at: string | Date;
      }[];
      expect(spans.length).toBeGreaterThan(3);
      expect(row!.seconds_total).toBeGreaterThan(7200);
      await admin.delete(`${base()}/${rule.id}`).expect(200);
      await settled();
      expect(await results(`?filter=${encodeURIComponent(JSON.stringify({ rule_id: rule.id }))}`)).toEqual([]);
    });
  });
});
