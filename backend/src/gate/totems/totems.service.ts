import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ScanDenial,
  ScanDto,
  TotemCheckinDto,
  TotemCheckinInput,
  TotemDto,
  TotemHeartbeatInput,
  TotemInput,
  TotemKioskDto,
} from '@eventdesk/shared';
import { DataSource, Not } from 'typeorm';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { TotemKey } from '../../platform/auth/totem-key.entity';
import { OneTimeCodesService } from '../../platform/auth/one-time-codes.service';
import { fieldError, notFound } from '../../platform/common/errors';
import type { HttpRequest } from '../../platform/common/http';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { RateLimiter } from '../../platform/common/rate-limiter.service';
import { writeTransaction } from '../../platform/database/write-transaction';
import { Event } from '../../platform/events/event.entity';
import { AttendeeSignInService } from '../../registration/attendee-sign-in/attendee-sign-in.service';
import { PassesService } from '../passes/passes.service';
import { ScansService } from '../scans/scans.service';
import { Zone } from '../../accreditation/zones/zone.entity';
import { Totem } from './totem.entity';

/** Totems of an event: ADMIN's, no condition on the rows. */
export const TOTEM_SCOPE = defineRecordScope({ subject: 'Totem', entity: Totem, alias: 'totem', conditions: {} });

export const TOTEM_LIST: ListSpec = {
  resource: 'totems',
  sortable: { id: 'totem.id', name: 'totem.name', last_heartbeat_at: 'totem.lastHeartbeatAt', last_scan_at: 'totem.lastScanAt' },
  filters: {
    q: { kind: 'search', columns: ['totem.name'] },
    id: { kind: 'eq', column: 'totem.id', type: 'number' },
    zone_id: { kind: 'eq', column: 'totem.zoneId', type: 'number' },
    active: { kind: 'eq', column: 'totem.active', type: 'boolean' },
  },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'totem.id',
};

/** A kiosk heard from within this long is online. */
export const TOTEM_ONLINE_MS = 2 * 60_000;
/** Wrong e-mail codes typed at one kiosk for one e-mail before it waits. */
const OTP_TRIES = 5;
const OTP_WINDOW_MS = 15 * 60_000;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const toDto = (t: Totem): TotemDto => ({
  id: t.id,
  event_id: t.eventId,
  name: t.name,
  zone_id: t.zoneId,
  mode: t.mode,
  active: t.active,
  last_heartbeat_at: iso(t.lastHeartbeatAt),
  online: !!t.lastHeartbeatAt && Date.now() - t.lastHeartbeatAt.getTime() < TOTEM_ONLINE_MS,
  last_scan_at: iso(t.lastScanAt),
  last_error: t.lastError,
  error_count: t.errorCount,
  reset_at: iso(t.resetAt),
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

/**
 * Self check-in kiosks (issue 14). The kiosk page (a paired device, totem-pairing.service.ts) sends the pass it
 * reads, or an e-mail and the code mailed to it, and gets a welcome: per the totem's mode the holder is
 * let into the totem's zone (an IN scan) and the badge's print job is recorded (a PRINT scan: once per
 * pass version) — the gate's own rules, through ScansService. The kiosk's heartbeat, last scan and
 * errors are kept for the maintenance page; a reset there reloads the kiosk at its next heartbeat.
 */
@Injectable()
export class TotemsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scans: ScansService,
    private readonly passes: PassesService,
    private readonly myarea: AttendeeSignInService,
    private readonly codes: OneTimeCodesService,
    private readonly rate: RateLimiter,
  ) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Totem).createQueryBuilder('totem'), ctx, 'read', TOTEM_SCOPE),
      list,
    );
    return { rows: rows.map(toDto), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<TotemDto> {
    return toDto(await requireRecord(this.db.manager, ctx, 'read', TOTEM_SCOPE, id));
  }

  async create(ctx: EventContext, input: TotemInput): Promise<TotemDto> {
    const id = await writeTransaction(this.db, async (tx) => {
      await this.check(ctx.eventId, input);
      const saved = await tx.getRepository(Totem).save(tx.getRepository(Totem).create({ eventId: ctx.eventId, ...this.columns(input) }));
      return saved.id;
    });
    return this.findOne(ctx, id);
  }

  async update(ctx: EventContext, id: number, input: TotemInput): Promise<TotemDto> {
    await writeTransaction(this.db, async (tx) => {
      await requireRecord(tx, ctx, 'update', TOTEM_SCOPE, id, { lock: true });
      await this.check(ctx.eventId, input, id);
      await tx.getRepository(Totem).update(id, this.columns(input));
    });
    return this.findOne(ctx, id);
  }

  async remove(ctx: EventContext, id: number): Promise<TotemDto> {
    return writeTransaction(this.db, async (tx) => {
      const totem = await requireRecord(tx, ctx, 'delete', TOTEM_SCOPE, id, { lock: true });
      // Its keys first, through TypeORM, so that the device cache drops them now (the foreign key would too, unseen).
      await tx.getRepository(TotemKey).delete({ totemId: id });
      await tx.getRepository(Totem).delete(id);
      return toDto(totem);
    });
  }

  /** The kiosk is alive (and what went wrong on it, if anything): answers the totem, whose `reset_at` tells it to start again. */
  async heartbeat(ctx: EventContext, id: number, input: TotemHeartbeatInput): Promise<TotemDto> {
    await requireRecord(this.db.manager, ctx, 'read', TOTEM_SCOPE, id);
    await writeTransaction(this.db, (tx) =>
      tx
        .createQueryBuilder()
        .update(Totem)
        .set({
          lastHeartbeatAt: new Date(),
          ...(input.error && { lastError: input.error, errorCount: () => 'error_count + 1' }),
        })
        .where('id = :id', { id })
        .execute(),
    );
    return this.findOne(ctx, id);
  }

  /** What the kiosk page shows: its totem, and the event's name and language. */
  async kiosk(ctx: EventContext, id: number): Promise<TotemKioskDto> {
    const totem = await this.findOne(ctx, id);
    const event = await this.db.getRepository(Event).findOneOrFail({ where: { id: ctx.eventId }, select: { id: true, name: true } });
    return { totem, event: { id: event.id, name: event.name, language: ctx.eventLanguage } };
  }

  /** From the maintenance page: errors cleared, and the kiosk reloads at its next heartbeat. */
  async reset(ctx: EventContext, id: number): Promise<TotemDto> {
    await writeTransaction(this.db, async (tx) => {
      await requireRecord(tx, ctx, 'update', TOTEM_SCOPE, id, { lock: true });
      await tx.getRepository(Totem).update(id, { lastError: null, errorCount: 0, resetAt: new Date() });
    });
    return this.findOne(ctx, id);
  }

  /** Mails the attendee with this e-mail a code to type at the kiosk (the same answer whether there is one). */
  async requestCode(req: HttpRequest, ctx: EventContext, id: number, email: string): Promise<void> {
    await this.active(ctx, id);
    await this.myarea.requestCode(req, await this.db.getRepository(Event).findOneByOrFail({ id: ctx.eventId }), email);
  }

  async checkin(ctx: EventContext, id: number, input: TotemCheckinInput): Promise<TotemCheckinDto> {
    const totem = await this.active(ctx, id);
    const code = input.code ?? (await this.codeByEmail(ctx.eventId, totem.id, input.email!, input.otp!));
    if (!code) return { result: 'DENIED', reason: 'invalid_code', holder: null, name: null, checked_in: null, printed: null };
    const zone = await this.scans.zone(ctx.eventId, totem.zoneId);
    if (!zone) throw notFound();
    const scan = (direction: 'IN' | 'PRINT', suffix: string) =>
      this.scans.record(
        ctx,
        zone,
        { code, zone_id: zone.id, direction, device_id: `totem-${totem.id}`, nonce: `${input.nonce}${suffix}`, scanned_at: null },
        null,
      );
    let checkedIn: boolean | null = null;
    let printed: boolean | null = null;
    let refusal: ScanDenial | null = null;
    let last: ScanDto | null = null;
    if (totem.mode !== 'PRINT') {
      last = await scan('IN', '');
      checkedIn = last.result === 'ADMITTED' || last.reason === 'already_inside';
      if (!checkedIn) refusal = last.reason;
    }
    if ((totem.mode === 'PRINT' || totem.mode === 'BOTH') && !refusal) {
      last = await scan('PRINT', '-print');
      printed = last.result === 'ADMITTED';
      if (!printed && last.reason !== 'already_printed') refusal = last.reason;
    }
    await this.db.getRepository(Totem).update(totem.id, { lastScanAt: new Date() });
    const holder = last!.holder;
    const name = holder?.type === 'ATTENDEE' ? await this.welcomeName(holder.id) : null;
    return { result: refusal ? 'DENIED' : 'WELCOME', reason: refusal, holder, name, checked_in: checkedIn, printed };
  }

  /** The kiosk greets by first name then last name (the gate's card reads last name first), else null. */
  private async welcomeName(attendeeId: number): Promise<string | null> {
    const row = await this.db
      .getRepository(Attendee)
      .findOne({ where: { id: attendeeId }, select: { id: true, firstName: true, lastName: true } });
    return [row?.firstName, row?.lastName].filter(Boolean).join(' ') || null;
  }

  /** The pass code of the attendee whose e-mailed code this is, or null (throttled per kiosk and e-mail). */
  private async codeByEmail(eventId: number, totemId: number, email: string, otp: string): Promise<string | null> {
    const key = `totem-otp:${totemId}:${email}`;
    if ((await this.rate.retryAfter(key, OTP_TRIES)) > 0) return null;
    const attendee = await this.myarea.findByEmail(eventId, email);
    if (!attendee || !(await this.codes.consume('attendee', attendee.id, otp))) {
      await this.rate.hit(key, OTP_WINDOW_MS);
      return null;
    }
    await this.rate.reset(key);
    return (await this.passes.codeFor(eventId, 'ATTENDEE', attendee.id)).code;
  }

  /** The event’s totem, which must be active to take scans (a stopped kiosk answers 422). */
  private async active(ctx: EventContext, id: number): Promise<Totem> {
    const totem = await requireRecord(this.db.manager, ctx, 'read', TOTEM_SCOPE, id);
    if (!totem.active) throw fieldError('totem', 'totem_inactive');
    return totem;
  }

  private columns(input: TotemInput) {
    return { name: input.name, zoneId: input.zone_id, mode: input.mode, active: input.active };
  }

  private async check(eventId: number, input: TotemInput, exceptId?: number): Promise<void> {
    if (!(await this.db.getRepository(Zone).existsBy({ id: input.zone_id, eventId })))
      throw fieldError('zone_id', 'access_zone_not_in_event');
    if (await this.db.getRepository(Totem).existsBy({ eventId, name: input.name, ...(exceptId && { id: Not(exceptId) }) }))
      throw fieldError('name', 'name_taken');
  }
}
