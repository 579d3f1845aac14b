import { t as msg, type PollDto, type PollResultsDto, type PollVoteDto } from '@eventdesk/shared';
import { FEED_THROTTLE_MS } from '../../src/platform/common/live-feed';
import { LiveStreams } from '../../src/platform/common/live-streams';
import { VotingPin } from '../../src/programme/polls/poll.entities';
import { insertAttendee } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { readEvents } from '../support/sse';
import { startTestApp, type TestApp } from '../support/test-app';

/** The staff's polls (issue 27): drafts, opening and closing, results, who voted what, the live results. */
describe('polls', () => {
  let t: TestApp;
  let admin: ApiClient;
  let voter: ApiClient;
  let eventId: number;
  let pinSeq = 100_000;
  const polls = () => `/api/events/${eventId}/polls`;
  const create = async (over: Record<string, unknown> = {}) =>
    (
      await admin
        .post(polls())
        .send({ question_it: 'Approvate il bilancio?', options: [{ label_it: 'Sì', label_en: 'Yes' }, { label_it: 'No' }], ...over })
        .expect(201)
        .expect(expectDocumented)
    ).body as PollDto;
  const open = async (id: number) => (await admin.post(`${polls()}/${id}/open`).expect(200)).body as PollDto;
  /** An attendee of the event with a PIN of their own. */
  const attendeeWithPin = async () => {
    const attendee = await insertAttendee(t, eventId);
    const pin = String(++pinSeq);
    await t.db.getRepository(VotingPin).insert({ eventId, attendeeId: attendee.id, pin });
    return { attendee, pin };
  };
  const vote = (pollId: number, pin: string, optionIds: number[]) =>
    voter.post(`/api/external/events/${eventId}/voting/${pollId}/votes`).send({ option_ids: optionIds, pin });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    voter = t.client();
    await voter.csrf();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t?.close());

  it('makes a draft with its options in order; single choice takes one, multiple up to max_choices (all by default)', async () => {
    const single = await create({ max_choices: '' });
    expect(single).toMatchObject({
      status: 'DRAFT',
      multiple: false,
      max_choices: 1,
      anonymous: true,
      revote: 'REPLACE',
      public_results: false,
      votes: 0,
    });
    expect(single.options.map((o) => [o.label_it, o.label_en])).toEqual([
      ['Sì', 'Yes'],
      ['No', null],
    ]);
    const multiple = await create({ multiple: true, options: [{ label_it: 'A' }, { label_it: 'B' }, { label_it: 'C' }] });
    expect(multiple.max_choices).toBe(3);
    expect(
      (await create({ multiple: true, max_choices: 2, options: [{ label_it: 'A' }, { label_it: 'B' }, { label_it: 'C' }] })).max_choices,
    ).toBe(2);
    expect((await admin.get(`${polls()}/create`).expect(200)).body).toMatchObject({
      options: [{ label_it: '' }, { label_it: '' }],
      revote: 'REPLACE',
    });
  });

  it('refuses malformed polls with a message per field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ question_it: '', options: [{ label_it: 'A' }, { label_it: 'B' }] }, 'question_it'],
      [{ question_it: 'Q', options: [{ label_it: 'A' }] }, 'options'],
      [{ question_it: 'Q', options: Array.from({ length: 21 }, (_, i) => ({ label_it: `O${i}` })) }, 'options'],
      [{ question_it: 'Q', options: [{ label_it: 'A' }, { label_it: '  ' }] }, 'options.1.label_it'],
      [{ question_it: 'Q', options: 'A,B' }, 'options'],
      [{ question_it: 'Q', options: [{ label_it: 'A' }, { label_it: 'B' }], multiple: true, max_choices: 3 }, 'max_choices'],
      [{ question_it: 'Q', options: [{ label_it: 'A' }, { label_it: 'B' }], max_choices: 2 }, 'max_choices'],
      [{ question_it: 'Q', options: [{ label_it: 'A' }, { label_it: 'B' }], revote: 'SOMETIMES' }, 'revote'],
      [{ question_it: 'Q', options: [{ label_it: 'A' }, { label_it: 'B' }], session_id: 999_999 }, 'session_id'],
      [{ question_it: 'Q', options: [{ label_it: 'A' }, { label_it: 'B' }], anonymous: 'maybe' }, 'anonymous'],
      [{ question_it: 'x'.repeat(501), options: [{ label_it: 'A' }, { label_it: 'B' }] }, 'question_it'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post(polls()).send(body);
      expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, expect.arrayContaining([field])]);
    }
    const en = await admin.post(polls()).set('Accept-Language', 'en').send(cases[5]![0]).expect(422);
    expect(en.body.errors.max_choices).toEqual([msg('en', 'poll_max_choices_options')]);
  });

  it('changes a draft only; opens it once, closes it once (409 with a message otherwise)', async () => {
    const poll = await create();
    const changed = (
      await admin
        .put(`${polls()}/${poll.id}`)
        .send({ options: [{ label_it: 'Uno' }, { label_it: 'Due' }, { label_it: 'Tre' }] })
        .expect(200)
    ).body as PollDto;
    expect(changed.options.map((o) => o.label_it)).toEqual(['Uno', 'Due', 'Tre']);
    // The options kept keep their ids (the stock client's partial PUT sends them back unchanged).
    expect(changed.options.slice(0, 2).map((o) => o.id)).toEqual(poll.options.map((o) => o.id));
    expect(changed.question_it).toBe('Approvate il bilancio?');
    await admin.post(`${polls()}/${poll.id}/close`).expect(409);
    const opened = await open(poll.id);
    expect(opened.status).toBe('OPEN');
    expect(opened.opened_at).not.toBeNull();
    const again = await admin.post(`${polls()}/${poll.id}/open`).expect(409);
    expect(again.body.message).toBe(msg('it', 'poll_cannot_open'));
    const edit = await admin.put(`${polls()}/${poll.id}`).set('Accept-Language', 'en').send({ question_it: 'Altro' }).expect(409);
    expect(edit.body.message).toBe(msg('en', 'poll_not_draft'));
    const closed = (await admin.post(`${polls()}/${poll.id}/close`).expect(200)).body as PollDto;
    expect([closed.status, closed.closed_at !== null]).toEqual(['CLOSED', true]);
    await admin.post(`${polls()}/${poll.id}/open`).expect(409);
    await admin.post(`${polls()}/${poll.id}/close`).expect(409);
  });

  it('counts per option, votes and turnout; a named poll tells who voted what, an anonymous one stores no attendee', async () => {
    const base = (await t.db.query('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', [eventId])) as { n: number }[];
    const named = await create({ anonymous: false, multiple: true, options: [{ label_it: 'A' }, { label_it: 'B' }, { label_it: 'C' }] });
    const anonymous = await create();
    await open(named.id);
    await open(anonymous.id);
    const [a, b, c] = named.options.map((o) => o.id);
    const people = [await attendeeWithPin(), await attendeeWithPin(), await attendeeWithPin()];
    await vote(named.id, people[0]!.pin, [a!, b!]).expect(201);
    await vote(named.id, people[1]!.pin, [b!]).expect(201);
    await vote(anonymous.id, people[2]!.pin, [anonymous.options[1]!.id]).expect(201);

    const results = (await admin.get(`${polls()}/${named.id}/results`).expect(200).expect(expectDocumented)).body as PollResultsDto;
    const eligible = Number(base[0]!.n) + 3;
    expect(results.options.map((o) => [o.id, o.count])).toEqual([
      [a, 1],
      [b, 2],
      [c, 0],
    ]);
    expect([results.votes, results.eligible, results.turnout]).toEqual([2, eligible, Math.round((2 / eligible) * 10_000) / 10_000]);

    const votes = (await admin.get(`${polls()}/${named.id}/votes`).expect(200).expect(expectDocumented)).body as PollVoteDto[];
    expect(votes.map((v) => [v.attendee_id, v.attendee_name, v.option_ids])).toEqual([
      [people[0]!.attendee.id, `${people[0]!.attendee.firstName} ${people[0]!.attendee.lastName}`, [a, b].sort((x, y) => x! - y!)],
      [people[1]!.attendee.id, `${people[1]!.attendee.firstName} ${people[1]!.attendee.lastName}`, [b]],
    ]);
    const refused = await admin.get(`${polls()}/${anonymous.id}/votes`).expect(409);
    expect(refused.body.message).toBe(msg('it', 'poll_anonymous'));
    const rows = (await t.db.query('SELECT attendee_id, voter_key FROM poll_votes WHERE poll_id = ?', [anonymous.id])) as {
      attendee_id: number | null;
      voter_key: string;
    }[];
    expect(rows).toEqual([{ attendee_id: null, voter_key: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(((await admin.get(`${polls()}/${named.id}`).expect(200)).body as PollDto).votes).toBe(2);
  });

  it('pushes the results to the projector after each vote and at the close (server-sent events)', async () => {
    const poll = await create();
    await open(poll.id);
    const yes = poll.options[0]!.id;
    const person = await attendeeWithPin();
    const reading = readEvents<PollResultsDto>(admin, `${polls()}/${poll.id}/live`, 'results', 3);
    // The first message is the state at connection; each write afterwards pushes one more.
    const streams = t.app.get(LiveStreams);
    while (streams.size === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await vote(poll.id, person.pin, [yes]).expect(201);
    // Past the feed's throttle, so that the close is a message of its own.
    await new Promise((resolve) => setTimeout(resolve, FEED_THROTTLE_MS + 150));
    await admin.post(`${polls()}/${poll.id}/close`).expect(200);
    const { contentType, messages } = await reading;
    expect(contentType).toContain('text/event-stream');
    expect(messages[0]).toMatchObject({ poll_id: poll.id, status: 'OPEN', votes: 0 });
    expect(messages.at(-1)).toMatchObject({ status: 'CLOSED', votes: 1 });
    expect(messages.some((m) => m.votes === 1 && m.options[0]!.count === 1)).toBe(true);
  });

  it('deletes a poll with its votes', async () => {
    const poll = await create();
    await open(poll.id);
    await vote(poll.id, (await attendeeWithPin()).pin, [poll.options[0]!.id]).expect(201);
    await admin.delete(`${polls()}/${poll.id}`).expect(200);
    expect(await t.db.query('SELECT id FROM poll_votes WHERE poll_id = ?', [poll.id])).toEqual([]);
    await admin.get(`${polls()}/${poll.id}`).expect(404);
  });
});
