import { t as msg, type PollDto, type PollResultsDto, type VoteResultDto, type VotingPageDto, type VotingPinDto } from '@eventdesk/shared';
import { VotingPin } from '../../src/programme/polls/poll.entities';
import { attendeeOf, browser, signIn } from '../myarea/myarea-fixtures';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/** The public voting page's API (issue 27): open polls, votes by my-area session or PIN, one per attendee and poll. */
describe('public voting', () => {
  let t: TestApp;
  let admin: ApiClient;
  let event: { id: number; token: string; name: string };
  let pinSeq = 200_000;
  const voting = (eventId = event.id) => `/api/external/events/${eventId}/voting`;
  const votes = (pollId: number, eventId = event.id) => `${voting(eventId)}/${pollId}/votes`;
  const create = async (over: Record<string, unknown> = {}, eventId = event.id) =>
    (
      await admin
        .post(`/api/events/${eventId}/polls`)
        .send({
          question_it: 'Domanda?',
          question_en: 'Question?',
          options: [{ label_it: 'Sì', label_en: 'Yes' }, { label_it: 'No' }],
          ...over,
        })
        .expect(201)
    ).body as PollDto;
  const opened = async (over: Record<string, unknown> = {}, eventId = event.id) => {
    const poll = await create(over, eventId);
    await admin.post(`/api/events/${eventId}/polls/${poll.id}/open`).expect(200);
    return poll;
  };
  const withPin = async (eventId = event.id) => {
    const attendee = await attendeeOf(t, eventId);
    const pin = String(++pinSeq);
    await t.db.getRepository(VotingPin).insert({ eventId, attendeeId: attendee.id, pin });
    return { attendee, pin };
  };
  const voteCount = async (pollId: number) =>
    Number(((await t.db.query('SELECT COUNT(*) AS n FROM poll_votes WHERE poll_id = ?', [pollId])) as { n: number }[])[0]!.n);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    event = await createEvent(admin);
  });
  afterAll(() => t?.close());

  it('shows the open polls only, with nothing internal: counts only where the poll shows them', async () => {
    const anyone = await browser(t);
    const secret = await opened({ question_it: 'Segreta?' });
    const shown = await opened({ question_it: 'Palese?', public_results: true });
    await create({ question_it: 'Bozza?' });
    const closed = await opened({ question_it: 'Chiusa?' });
    await admin.post(`/api/events/${event.id}/polls/${closed.id}/close`).expect(200);
    await anyone
      .post(votes(shown.id))
      .send({ option_ids: [shown.options[1]!.id], pin: (await withPin()).pin })
      .expect(201);

    const page = (await anyone.get(voting()).expect(200).expect(expectDocumented)).body as VotingPageDto;
    expect(page.event).toEqual({ id: event.id, name: event.name });
    expect(page.signed_in).toBe(false);
    const mine = page.polls.filter((p) => [secret.id, shown.id].includes(p.id) || ['Bozza?', 'Chiusa?'].includes(p.question_it));
    expect(mine.map((p) => p.question_it)).toEqual(['Segreta?', 'Palese?']);
    expect(mine[0]).toEqual({
      id: secret.id,
      question_it: 'Segreta?',
      question_en: 'Question?',
      session_title: null,
      options: [
        { id: secret.options[0]!.id, label_it: 'Sì', label_en: 'Yes', count: null },
        { id: secret.options[1]!.id, label_it: 'No', label_en: null, count: null },
      ],
      multiple: false,
      max_choices: 1,
      anonymous: true,
      revote: 'REPLACE',
      votes: null,
      my_choice: null,
    });
    expect(mine[1]!.options.map((o) => o.count)).toEqual([0, 1]);
    expect(mine[1]!.votes).toBe(1);
    await anyone.get(voting(999_999)).expect(404);
  });

  it('lets an attendee signed in to my-area vote without a PIN, shows their choice, and gives them one PIN (also when asked at once)', async () => {
    const attendee = await attendeeOf(t, event.id);
    const phone = await browser(t);
    await signIn(t, phone, event.token, attendee.email!);
    const poll = await opened();
    const page = (await phone.get(voting()).expect(200)).body as VotingPageDto;
    expect(page.signed_in).toBe(true);
    const result = (
      await phone
        .post(votes(poll.id))
        .send({ option_ids: [poll.options[0]!.id] })
        .expect(201)
        .expect(expectDocumented)
    ).body as VoteResultDto;
    expect(result).toMatchObject({ poll_id: poll.id, option_ids: [poll.options[0]!.id], replaced: false });
    const after = (await phone.get(voting()).expect(200)).body as VotingPageDto;
    expect(after.polls.find((p) => p.id === poll.id)!.my_choice).toEqual([poll.options[0]!.id]);

    const pins = (await Promise.all(Array.from({ length: 8 }, () => phone.get(`/api/${event.token}/voting-pin`)))).map(
      (r) => (r.body as VotingPinDto).pin,
    );
    expect(new Set(pins).size).toBe(1);
    expect(pins[0]).toMatch(/^\d{6}$/);
    expect(await t.db.getRepository(VotingPin).countBy({ attendeeId: attendee.id })).toBe(1);
    // The same attendee by PIN from another device: a second vote, which this poll lets replace the first.
    const other = await browser(t);
    const again = (
      await other
        .post(votes(poll.id))
        .send({ option_ids: [poll.options[1]!.id], pin: pins[0] })
        .expect(201)
    ).body as VoteResultDto;
    expect(again.replaced).toBe(true);
    expect(await voteCount(poll.id)).toBe(1);
  });

  it('refuses a vote from nobody (401), from an attendee of another event, and with a wrong PIN (422 per field, then 429)', async () => {
    const poll = await opened();
    const choice = { option_ids: [poll.options[0]!.id] };
    const anyone = await browser(t);
    const nobody = await anyone.post(votes(poll.id)).set('Accept-Language', 'en').send(choice).expect(401);
    expect(nobody.body.message).toBe(msg('en', 'voting_identify'));
    const elsewhere = await createEvent(admin);
    const stranger = await attendeeOf(t, elsewhere.id);
    const phone = await browser(t);
    await signIn(t, phone, elsewhere.token, stranger.email!);
    await phone.post(votes(poll.id)).send(choice).expect(401);
    const theirPin = (await phone.get(`/api/${elsewhere.token}/voting-pin`).expect(200)).body as VotingPinDto;
    const wrong = await anyone.post(votes(poll.id)).send({ ...choice, pin: theirPin.pin });
    // Their PIN is unknown here (the odds that it is also someone's of this event are nil in this test's event).
    expect([wrong.status, wrong.body.errors]).toEqual([422, { pin: [msg('it', 'voting_pin_wrong')] }]);

    // Throttled per event and address like a sign-in: 5 failures a minute.
    const target = await createEvent(admin);
    const guarded = await opened({}, target.id);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await anyone.post(votes(guarded.id, target.id)).send({ option_ids: [guarded.options[0]!.id], pin: '000000' })).status);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
    expect(await voteCount(guarded.id)).toBe(0);
  });

  it('counts one vote of 20 sent at once by the same attendee: all replace it, or all but one are refused (409)', async () => {
    const replace = await opened({ multiple: true, options: [{ label_it: 'A' }, { label_it: 'B' }, { label_it: 'C' }] });
    const { pin } = await withPin();
    const clients = await Promise.all(Array.from({ length: 20 }, () => browser(t)));
    const ids = replace.options.map((o) => o.id);
    const replaced = await Promise.all(clients.map((c, i) => c.post(votes(replace.id)).send({ option_ids: [ids[i % 3]!], pin })));
    expect(replaced.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(replaced.filter((r) => (r.body as VoteResultDto).replaced === false)).toHaveLength(1);
    expect(await voteCount(replace.id)).toBe(1);
    const results = (await admin.get(`/api/events/${event.id}/polls/${replace.id}/results`).expect(200)).body as PollResultsDto;
    expect([results.votes, results.options.reduce((sum, o) => sum + o.count, 0)]).toEqual([1, 1]);

    const refuse = await opened({ revote: 'REFUSE' });
    const second = await withPin();
    const refused = await Promise.all(
      clients.map((c) => c.post(votes(refuse.id)).send({ option_ids: [refuse.options[0]!.id], pin: second.pin })),
    );
    expect(refused.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(refused.find((r) => r.status === 409)!.body.message).toBe(msg('it', 'poll_already_voted'));
    expect(await voteCount(refuse.id)).toBe(1);
  });

  it('refuses votes on a draft or closed poll (409, it/en) and on a poll of another event (404)', async () => {
    const { pin } = await withPin();
    const anyone = await browser(t);
    const draft = await create();
    const onDraft = await anyone
      .post(votes(draft.id))
      .send({ option_ids: [draft.options[0]!.id], pin })
      .expect(409);
    expect(onDraft.body.message).toBe(msg('it', 'poll_not_open'));
    const poll = await opened();
    await anyone
      .post(votes(poll.id))
      .send({ option_ids: [poll.options[0]!.id], pin })
      .expect(201);
    await admin.post(`/api/events/${event.id}/polls/${poll.id}/close`).expect(200);
    const late = await anyone
      .post(votes(poll.id))
      .set('Accept-Language', 'en')
      .send({ option_ids: [poll.options[1]!.id], pin })
      .expect(409);
    expect(late.body.message).toBe(msg('en', 'poll_not_open'));
    const elsewhere = await createEvent(admin);
    const foreign = await opened({}, elsewhere.id);
    await anyone
      .post(votes(foreign.id))
      .send({ option_ids: [foreign.options[0]!.id], pin })
      .expect(404);
  });

  it('answers malformed votes 4xx with a message per field, never 500', async () => {
    const single = await opened();
    const multi = await opened({ multiple: true, max_choices: 2, options: [{ label_it: 'A' }, { label_it: 'B' }, { label_it: 'C' }] });
    const { pin } = await withPin();
    const anyone = await browser(t);
    const [s1, s2] = single.options.map((o) => o.id);
    const m = multi.options.map((o) => o.id);
    const cases: [number, unknown, string][] = [
      [single.id, { pin }, 'option_ids'],
      [single.id, { option_ids: [], pin }, 'option_ids'],
      [single.id, { option_ids: 'all', pin }, 'option_ids'],
      [single.id, { option_ids: ['1'], pin }, 'option_ids.0'],
      [single.id, { option_ids: [-3], pin }, 'option_ids.0'],
      [single.id, { option_ids: [1.5], pin }, 'option_ids.0'],
      [single.id, { option_ids: [s1, s1], pin }, 'option_ids'],
      [single.id, { option_ids: Array.from({ length: 21 }, (_, i) => i + 1), pin }, 'option_ids'],
      [single.id, { option_ids: [s1, s2], pin }, 'option_ids'],
      [single.id, { option_ids: [m[0]], pin }, 'option_ids'],
      [multi.id, { option_ids: m, pin }, 'option_ids'],
      [single.id, { option_ids: [s1], pin: '12ab56' }, 'pin'],
      [single.id, { option_ids: [s1], pin: '12345' }, 'pin'],
      [single.id, { option_ids: [s1], pin: 123456 }, 'pin'],
      [single.id, [s1], '_'],
    ];
    for (const [pollId, body, field] of cases) {
      const res = await anyone.post(votes(pollId)).send(body as object);
      expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, expect.arrayContaining([field])]);
    }
    const en = await anyone.post(votes(multi.id)).set('Accept-Language', 'en').send({ option_ids: m, pin }).expect(422);
    expect(en.body.errors.option_ids).toEqual([msg('en', 'poll_too_many_choices', { max: 2 })]);
    await anyone
      .post(`${voting()}/abc/votes`)
      .send({ option_ids: [s1], pin })
      .expect(404);
    expect(await voteCount(single.id)).toBe(0);
  });
});
