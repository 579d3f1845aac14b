import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { VOTING_PIN_LENGTH, type PublicPollDto, type VoteInput, type VoteResultDto, type VotingPageDto } from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AuthService } from '../../platform/auth/auth.service';
import { Clock } from '../../platform/common/clock';
import { CryptoService } from '../../platform/common/crypto.service';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { fieldError, invalid, notFound } from '../../platform/common/errors';
import type { HttpRequest } from '../../platform/common/http';
import { isMysql, writeTransaction } from '../../platform/database/write-transaction';
import { Event } from '../../platform/events/event.entity';
import type { Attendee } from '../../registration/attendees/attendee.entity';
import { AttendeeSignInService } from '../../registration/attendee-sign-in/attendee-sign-in.service';
import { ProgrammeSession } from '../sessions/session.entity';
import { Poll, PollOption, PollVote, PollVoteOption, VotingPin } from './poll.entities';
import { PollFeed } from './poll-feed';
import { ProgrammeError } from '../programme-errors';

/** The open polls one page shows at most. */
const OPEN_POLLS_SHOWN = 50;

/** Who votes: the attendee's id (their my-area session or their PIN found it). */
interface Voter {
  attendeeId: number;
}

/**
 * The public voting page's side (issue 27): the event's open polls, and the attendees' votes, each
 * identified by their my-area session for the event or by their voting PIN (a wrong PIN counts as a
 * failed sign-in: 5 a minute per address, then 429). One vote per attendee and poll: the vote's key,
 * a hash of poll and attendee keyed with APP_KEY, is unique per poll, so of votes sent at the same
 * moment one is written and the others replace it or are refused, as the poll says. An anonymous
 * poll stores that key only; a named one the attendee too.
 */
@Injectable()
export class VotingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly crypto: CryptoService,
    private readonly auth: AuthService,
    private readonly signIn: AttendeeSignInService,
    private readonly feed: PollFeed,
    private readonly clock: Clock,
  ) {}

  async page(req: HttpRequest, eventId: number): Promise<VotingPageDto> {
    const event = await this.event(eventId);
    const attendee = await this.signIn.current(req, event);
    const polls = await this.db
      .getRepository(Poll)
      .find({ where: { eventId, status: 'OPEN' }, order: { id: 'ASC' }, take: OPEN_POLLS_SHOWN });
    return { event: { id: event.id, name: event.name }, signed_in: attendee !== null, polls: await this.publicPolls(polls, attendee) };
  }

  async vote(req: HttpRequest, eventId: number, pollId: number, input: VoteInput): Promise<VoteResultDto> {
    const event = await this.event(eventId);
    const found = await this.db.getRepository(Poll).findOneBy({ id: pollId, eventId });
    if (!found) throw notFound();
    if (found.status !== 'OPEN') throw ProgrammeError('poll_not_open');
    const options = await this.db.getRepository(PollOption).find({ select: { id: true }, where: { pollId } });
    this.checkChoice(found, new Set(options.map((o) => o.id)), input.option_ids);
    const voter = await this.voter(req, event, input.pin);
    const voterKey = this.voterKey(pollId, voter.attendeeId);
    const result = await writeTransaction(
      this.db,
      async (tx) => {
        const poll = await this.lockedPoll(tx, pollId);
        if (poll.status !== 'OPEN') throw ProgrammeError('poll_not_open');
        const votes = tx.getRepository(PollVote);
        const now = new Date(this.clock.now());
        const existing = await this.lockedVote(tx, pollId, voterKey);
        let voteId: number;
        if (existing) {
          if (poll.revote === 'REFUSE') throw ProgrammeError('poll_already_voted');
          voteId = existing.id;
          await tx.getRepository(PollVoteOption).delete({ voteId });
          await votes.update(voteId, { updatedAt: now });
        } else {
          const row = votes.create({
            eventId,
            pollId,
            voterKey,
            attendeeId: poll.anonymous ? null : voter.attendeeId,
            createdAt: now,
            updatedAt: now,
          });
          voteId = (await votes.insert(row)).identifiers[0]!.id as number;
        }
        await tx.getRepository(PollVoteOption).insert(input.option_ids.map((optionId) => ({ voteId, pollId, optionId })));
        return {
          poll_id: pollId,
          option_ids: [...input.option_ids].sort((a, b) => a - b),
          replaced: existing !== null,
          voted_at: now.toISOString(),
        };
      },
      // Two votes of one attendee at the same moment: the second meets the unique key, and runs again to find the first.
      { retryOn: isDuplicateKey },
    ).catch((error: unknown) => {
      // SQLite writes one at a time, so a duplicate there is only a retry's leftover: answered as the poll says.
      if (isDuplicateKey(error)) throw ProgrammeError('poll_already_voted');
      throw error;
    });
    this.feed.changed(pollId);
    return result;
  }

  /** The attendee's voting PIN, made at the first ask: random digits, unique in the event (a clash, or the same attendee asking twice at once, meets a unique index and looks again). */
  async pinFor(attendee: Pick<Attendee, 'id' | 'eventId'>): Promise<string> {
    const pins = this.db.getRepository(VotingPin);
    for (let attempt = 0; attempt < 20; attempt++) {
      const existing = await pins.findOne({ select: { pin: true }, where: { attendeeId: attendee.id } });
      if (existing) return existing.pin;
      const pin = String(randomInt(0, 10 ** VOTING_PIN_LENGTH)).padStart(VOTING_PIN_LENGTH, '0');
      try {
        await writeTransaction(this.db, (tx) =>
          tx.getRepository(VotingPin).insert({ eventId: attendee.eventId, attendeeId: attendee.id, pin }),
        );
        return pin;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new Error(`No free voting PIN found for attendee ${attendee.id}`);
  }

  private async event(eventId: number): Promise<Event> {
    const event = await this.db.getRepository(Event).findOneBy({ id: eventId });
    if (!event) throw notFound();
    return event;
  }

  /** The PIN's attendee (throttled per event and address like a sign-in), else the attendee signed in to my-area for the event, else 401. */
  private async voter(req: HttpRequest, event: Event, pin: string | null): Promise<Voter> {
    if (pin !== null) {
      const key = `voting-pin:${event.id}|${req.ip}`;
      await this.auth.assertNotThrottled(req, key, null);
      const found = await this.db.getRepository(VotingPin).findOne({ select: { attendeeId: true }, where: { eventId: event.id, pin } });
      if (!found) {
        await this.auth.failure(key);
        throw fieldError('pin', 'voting_pin_wrong');
      }
      return { attendeeId: found.attendeeId };
    }
    const attendee = await this.signIn.current(req, event);
    if (!attendee) throw ProgrammeError('voter_unknown');
    return { attendeeId: attendee.id };
  }

  /** Single choice: one option; multiple: up to `max_choices`; every one of the poll's. */
  private checkChoice(poll: Poll, known: Set<number>, chosen: number[]): void {
    if (chosen.some((id) => !known.has(id))) throw fieldError('option_ids', 'poll_option_unknown');
    if (!poll.multiple && chosen.length > 1) throw fieldError('option_ids', 'poll_single_choice');
    if (chosen.length > poll.maxChoices) throw invalid({ option_ids: ['poll_too_many_choices'] }, { max: poll.maxChoices });
  }

  /** The key of one attendee's vote in one poll: without APP_KEY it does not tell who voted. */
  private voterKey(pollId: number, attendeeId: number): string {
    return this.crypto.hash(`poll-vote:${pollId}:${attendeeId}`);
  }

  /**
   * The poll read under a shared lock (MySQL, `LOCK IN SHARE MODE`, which MariaDB and MySQL 8 both take;
   * TypeORM writes MySQL 8's `FOR SHARE`): closing it waits for the votes in flight, and a vote after the
   * close sees it closed. SQLite writes one at a time.
   */
  private async lockedPoll(tx: EntityManager, pollId: number): Promise<Pick<Poll, 'status' | 'revote' | 'anonymous'>> {
    const lock = isMysql(this.db) ? ' LOCK IN SHARE MODE' : '';
    const [row] = (await tx.query(`SELECT status, revote, anonymous FROM polls WHERE id = ?${lock}`, [pollId])) as {
      status: string;
      revote: string;
      anonymous: number | boolean;
    }[];
    if (!row) throw notFound();
    return { status: row.status, revote: row.revote, anonymous: Boolean(Number(row.anonymous)) };
  }

  private async lockedVote(tx: EntityManager, pollId: number, voterKey: string): Promise<PollVote | null> {
    const qb = tx
      .getRepository(PollVote)
      .createQueryBuilder('vote')
      .where('vote.pollId = :pollId AND vote.voterKey = :voterKey', { pollId, voterKey });
    if (isMysql(this.db)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  /** The open polls as the page shows them: counts only where the poll shows them, the signed-in attendee's own choice. */
  private async publicPolls(polls: Poll[], attendee: Attendee | null): Promise<PublicPollDto[]> {
    if (!polls.length) return [];
    const ids = polls.map((p) => p.id);
    const shown = polls.filter((p) => p.publicResults).map((p) => p.id);
    const keys = attendee ? new Map(ids.map((id) => [this.voterKey(id, attendee.id), id])) : new Map<string, number>();
    const m = this.db.manager;
    const sessionIds = [...new Set(polls.flatMap((p) => (p.sessionId ? [p.sessionId] : [])))];
    const [options, counts, totals, mine, sessions] = await Promise.all([
      m.getRepository(PollOption).find({ where: { pollId: In(ids) }, order: { pollId: 'ASC', position: 'ASC' } }),
      shown.length
        ? m
            .getRepository(PollVoteOption)
            .createQueryBuilder('vo')
            .select('vo.optionId', 'k')
            .addSelect('COUNT(*)', 'n')
            .where('vo.pollId IN (:...shown)', { shown })
            .groupBy('vo.optionId')
            .getRawMany<{ k: number; n: number | string }>()
        : [],
      shown.length
        ? m
            .getRepository(PollVote)
            .createQueryBuilder('vote')
            .select('vote.pollId', 'k')
            .addSelect('COUNT(*)', 'n')
            .where('vote.pollId IN (:...shown)', { shown })
            .groupBy('vote.pollId')
            .getRawMany<{ k: number; n: number | string }>()
        : [],
      keys.size
        ? m
            .getRepository(PollVote)
            .createQueryBuilder('vote')
            .innerJoin(PollVoteOption, 'vo', 'vo.voteId = vote.id')
            .select('vote.pollId', 'poll')
            .addSelect('vo.optionId', 'option')
            .where('vote.voterKey IN (:...keys)', { keys: [...keys.keys()] })
            .andWhere('vote.pollId IN (:...ids)', { ids })
            .getRawMany<{ poll: number; option: number }>()
        : [],
      sessionIds.length
        ? m.getRepository(ProgrammeSession).find({ select: { id: true, titleIt: true }, where: { id: In(sessionIds) } })
        : [],
    ]);
    const titles = new Map(sessions.map((s) => [s.id, s.titleIt]));
    const optionCounts = new Map(counts.map((r) => [Number(r.k), Number(r.n)]));
    const pollVotes = new Map(totals.map((r) => [Number(r.k), Number(r.n)]));
    const myChoice = new Map<number, number[]>();
    for (const r of mine)
      myChoice.set(
        Number(r.poll),
        [...(myChoice.get(Number(r.poll)) ?? []), Number(r.option)].sort((a, b) => a - b),
      );
    return polls.map((p) => ({
      id: p.id,
      question_it: p.questionIt,
      question_en: p.questionEn,
      session_title: p.sessionId ? (titles.get(p.sessionId) ?? null) : null,
      options: options
        .filter((o) => o.pollId === p.id)
        .map((o) => ({
          id: o.id,
          label_it: o.labelIt,
          label_en: o.labelEn,
          count: p.publicResults ? (optionCounts.get(o.id) ?? 0) : null,
        })),
      multiple: p.multiple,
      max_choices: p.maxChoices,
      anonymous: p.anonymous,
      revote: p.revote as PublicPollDto['revote'],
      votes: p.publicResults ? (pollVotes.get(p.id) ?? 0) : null,
      my_choice: myChoice.get(p.id) ?? null,
    }));
  }
}
