import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HangerActionDto, HangerDepositInput, HangerDto, HangerRackInput, HangerReturnInput } from '@eventdesk/shared';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import { actingUserId, type EventContext } from '../../platform/access/request-context';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { writeTransaction } from '../../platform/database/write-transaction';
import { PassesService } from '../passes/passes.service';
import { holderCards } from '../scans/holder-cards';
import { CloakroomMove, type CloakroomMoveKind } from './cloakroom-move.entity';
import { Hanger } from './hanger.entity';

/** The hangers of an event: no condition on the rows (ADMIN, SECRETARY at the desk). */
export const HANGER_SCOPE = defineRecordScope({ subject: 'Cloakroom', entity: Hanger, alias: 'hanger', conditions: {} });

export const HANGER_LIST: ListSpec = {
  resource: 'hangers',
  sortable: { id: 'hanger.id', rack: 'hanger.rack', number: 'hanger.number', taken_at: 'hanger.takenAt' },
  filters: {
    id: { kind: 'eq', column: 'hanger.id', type: 'number' },
    rack: { kind: 'eq', column: 'hanger.rack', type: 'string' },
    holder_attendee_id: { kind: 'eq', column: 'hanger.holderAttendeeId', type: 'number' },
    taken_at_gte: { kind: 'gte', column: 'hanger.takenAt', type: 'date' },
  },
  defaultSort: ['rack', 'ASC'],
  tiebreaker: 'hanger.id',
};

/** Free hangers tried, one after the other, before the cloakroom is taken as full (others take them meanwhile). */
const TRIES = 50;

/** `A-12` → rack A, number 12. */
function parseTag(tag: string): { rack: string; number: number } | null {
  const match = /^([A-Z0-9][A-Z0-9_]*)-(\d{1,6})$/.exec(tag.trim().toUpperCase());
  return match ? { rack: match[1], number: Number(match[2]) } : null;
}

/**
 * The cloakroom (issue 14): racks of numbered hangers. A deposit scans the pass: the attendee gets the
 * first free hanger (rack, number) or the one whose tag was scanned; the hanger is taken by a
 * conditional UPDATE (`holder IS NULL`), and an attendee holds one hanger at most (unique), so no
 * hanger is given twice under concurrency. A return scans the pass or the tag and frees it. Every hanger
 * handed out or given back is a row of the cloakroom's history (`CloakroomMove`), written in the same
 * transaction as the hanger's change and only when the change was made (issue 28: the gate report's figures).
 */
@Injectable()
export class HangersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passes: PassesService,
  ) {}

  async list(ctx: EventContext, list: ListQuery, free?: boolean) {
    const qb = scopeList(this.db.getRepository(Hanger).createQueryBuilder('hanger'), ctx, 'read', HANGER_SCOPE);
    if (free !== undefined) qb.andWhere(`hanger.holderAttendeeId IS ${free ? '' : 'NOT '}NULL`);
    const { rows, total } = await findPage(qb, list);
    return { rows: await this.dtos(rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<HangerDto> {
    return (await this.dtos([await requireRecord(this.db.manager, ctx, 'read', HANGER_SCOPE, id)]))[0];
  }

  /** Adds the rack's hangers `from`…`to` that do not exist yet; answers how many were made. */
  async addRack(ctx: EventContext, input: HangerRackInput): Promise<{ created: number }> {
    const existing = new Set(
      (await this.db.getRepository(Hanger).find({ select: { number: true }, where: { eventId: ctx.eventId, rack: input.rack } })).map(
        (h) => h.number,
      ),
    );
    const rows: { eventId: number; rack: string; number: number }[] = [];
    for (let n = input.from; n <= input.to; n++) if (!existing.has(n)) rows.push({ eventId: ctx.eventId, rack: input.rack, number: n });
    if (rows.length)
      await writeTransaction(this.db, (tx) => tx.createQueryBuilder().insert().into(Hanger).values(rows).orIgnore().execute());
    return { created: rows.length };
  }

  async remove(ctx: EventContext, id: number): Promise<HangerDto> {
    const dto = await this.findOne(ctx, id);
    await writeTransaction(this.db, async (tx) => {
      const hanger = await requireRecord(tx, ctx, 'delete', HANGER_SCOPE, id, { lock: true });
      // A hanger removed while held is a coat given back: the history does not keep it held for ever.
      if (hanger.holderAttendeeId !== null) await this.moved(tx, ctx, 'RETURN', hanger.id, hanger.holderAttendeeId, new Date());
      await tx.getRepository(Hanger).delete(id);
    });
    return dto;
  }

  async deposit(ctx: EventContext, input: HangerDepositInput): Promise<HangerActionDto> {
    const holder = await this.attendeeOf(ctx.eventId, input.code);
    if (typeof holder === 'string') return { result: 'DENIED', reason: holder, hanger: null };
    const held = await this.db.getRepository(Hanger).findOneBy({ eventId: ctx.eventId, holderAttendeeId: holder.id });
    if (held) return { result: 'DENIED', reason: 'holds_one', hanger: (await this.dtos([held]))[0] };
    if (input.hanger) {
      const tag = parseTag(input.hanger);
      const hanger = tag && (await this.db.getRepository(Hanger).findOneBy({ eventId: ctx.eventId, ...tag }));
      if (!hanger) return { result: 'DENIED', reason: 'no_hanger', hanger: null };
      return (await this.take(ctx, hanger.id, holder.id))
        ? this.done(hanger.id)
        : { result: 'DENIED', reason: 'hanger_taken', hanger: null };
    }
    for (let i = 0; i < TRIES; i++) {
      const free = await this.db.getRepository(Hanger).findOne({
        select: { id: true },
        where: { eventId: ctx.eventId, holderAttendeeId: IsNull() },
        order: { rack: 'ASC', number: 'ASC' },
      });
      if (!free) return { result: 'DENIED', reason: 'cloakroom_full', hanger: null };
      const taken = await this.take(ctx, free.id, holder.id);
      if (taken === 'holds_one') {
        const mine = await this.db.getRepository(Hanger).findOneByOrFail({ eventId: ctx.eventId, holderAttendeeId: holder.id });
        return { result: 'DENIED', reason: 'holds_one', hanger: (await this.dtos([mine]))[0] };
      }
      if (taken) return this.done(free.id);
    }
    return { result: 'DENIED', reason: 'cloakroom_full', hanger: null };
  }

  async giveBack(ctx: EventContext, input: HangerReturnInput): Promise<HangerActionDto> {
    let hanger: Hanger | null = null;
    if (input.hanger) {
      const tag = parseTag(input.hanger);
      hanger = tag ? await this.db.getRepository(Hanger).findOneBy({ eventId: ctx.eventId, ...tag }) : null;
    } else {
      const holder = await this.attendeeOf(ctx.eventId, input.code!);
      if (typeof holder === 'string') return { result: 'DENIED', reason: holder, hanger: null };
      hanger = await this.db.getRepository(Hanger).findOneBy({ eventId: ctx.eventId, holderAttendeeId: holder.id });
    }
    if (!hanger || hanger.holderAttendeeId === null)
      return { result: 'DENIED', reason: 'no_hanger', hanger: hanger && (await this.dtos([hanger]))[0] };
    const dto = (await this.dtos([hanger]))[0];
    const holderId = hanger.holderAttendeeId;
    // Freed only if still held by the same attendee (another desk's return of it at once frees it once, and writes one history row).
    const freed = await writeTransaction(this.db, async (tx) => {
      const res = await tx
        .createQueryBuilder()
        .update(Hanger)
        .set({ holderAttendeeId: null, takenAt: null })
        .where('id = :id AND holder_attendee_id = :holderId', { id: hanger.id, holderId })
        .execute();
      if (res.affected) await this.moved(tx, ctx, 'RETURN', hanger.id, holderId, new Date());
      return !!res.affected;
    });
    if (!freed) return { result: 'DENIED', reason: 'no_hanger', hanger: dto };
    return { result: 'DONE', reason: null, hanger: dto };
  }

  /** Takes the hanger for the attendee if it is still free: true; false when another desk took it first; `holds_one` when the attendee got one meanwhile. */
  private async take(ctx: EventContext, id: number, attendeeId: number): Promise<boolean | 'holds_one'> {
    try {
      return await writeTransaction(this.db, async (tx) => {
        const at = new Date();
        const res = await tx
          .createQueryBuilder()
          .update(Hanger)
          .set({ holderAttendeeId: attendeeId, takenAt: at })
          .where('id = :id AND holder_attendee_id IS NULL', { id })
          .execute();
        // The history row only for a hanger handed out, in the same transaction (a failure leaves the hanger free).
        if (res.affected) await this.moved(tx, ctx, 'DEPOSIT', id, attendeeId, at);
        return !!res.affected;
      });
    } catch (error) {
      if (isDuplicateKey(error)) return 'holds_one';
      throw error;
    }
  }

  /** The history row of a hanger handed out or given back, in the caller's transaction. */
  private async moved(tx: EntityManager, ctx: EventContext, kind: CloakroomMoveKind, hangerId: number, attendeeId: number, at: Date) {
    await tx
      .getRepository(CloakroomMove)
      .insert({ eventId: ctx.eventId, hangerId, attendeeId, kind, movedAt: at, userId: actingUserId(ctx) });
  }

  private async done(id: number): Promise<HangerActionDto> {
    return { result: 'DONE', reason: null, hanger: (await this.dtos([await this.db.getRepository(Hanger).findOneByOrFail({ id })]))[0] };
  }

  /** The attendee of a scanned pass, or why none. */
  private async attendeeOf(
    eventId: number,
    code: string,
  ): Promise<Attendee | 'invalid_signature' | 'other_event' | 'revoked' | 'unknown_holder' | 'not_attendee'> {
    const check = await this.passes.check(eventId, code);
    if (!check.ok) return check.reason;
    if (check.pass.holderType !== 'ATTENDEE') return 'not_attendee';
    return (await this.db.getRepository(Attendee).findOneBy({ id: check.pass.holderId, eventId })) ?? 'unknown_holder';
  }

  private async dtos(rows: Hanger[]): Promise<HangerDto[]> {
    const ids = [...new Set(rows.flatMap((h) => (h.holderAttendeeId === null ? [] : [h.holderAttendeeId])))];
    const attendees = ids.length ? await this.db.getRepository(Attendee).findBy({ id: In(ids) }) : [];
    const { attendeeCard } = await holderCards(this.db.manager, attendees, []);
    return rows.map((h) => ({
      id: h.id,
      event_id: h.eventId,
      rack: h.rack,
      number: h.number,
      label: `${h.rack}-${h.number}`,
      holder: h.holderAttendeeId === null ? null : (attendeeCard.get(h.holderAttendeeId) ?? null),
      taken_at: h.takenAt?.toISOString() ?? null,
    }));
  }
}
