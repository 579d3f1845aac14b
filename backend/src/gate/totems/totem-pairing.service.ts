import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TotemDeviceDto, TotemPairingDto } from '@eventdesk/shared';
import { randomBytes } from 'node:crypto';
import { toString as qrSvg } from 'qrcode';
import { DataSource, LessThan } from 'typeorm';
import { requireRecord } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { TotemKey } from '../../platform/auth/totem-key.entity';
import { AuditService } from '../../platform/audit/audit.service';
import { CryptoService } from '../../platform/common/crypto.service';
import { gatePairingUrl, kioskPairingUrl } from '../../platform/config/app-urls';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { fieldError, ThrottledException } from '../../platform/common/errors';
import type { HttpRequest } from '../../platform/common/http';
import { RateLimiter } from '../../platform/common/rate-limiter.service';
import { writeTransaction } from '../../platform/database/write-transaction';
import { TOTEM_SCOPE } from './totems.service';

/** How long a pairing code may be redeemed. */
export const PAIRING_TTL_MS = 10 * 60_000;
/** Wrong pairing codes per address before it waits (as for the other codes). */
const PAIR_TRIES = 5;
const PAIR_WINDOW_MS = 60_000;
/** No 0/O or 1/I: read off a screen and typed. 32 letters, so a byte's low 5 bits pick one evenly. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function pairingCode(): string {
  return [...randomBytes(10)].map((b) => ALPHABET[b & 31]).join('');
}

/**
 * Pairing a kiosk or a gate tablet (a totem of mode GATE, issue 29 item 8) with its totem (issue 26 item 4). An ADMIN makes a code (10 minutes, single use, a new
 * one replaces the last; kept as a keyed hash); the kiosk redeems it for a device credential of that
 * totem (32 random bytes, keyed hash), which it sends as `Authorization: Bearer` until it is revoked
 * or the totem is deleted.
 */
@Injectable()
export class TotemPairingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly crypto: CryptoService,
    private readonly rate: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async create(req: HttpRequest, ctx: EventContext, totemId: number): Promise<TotemPairingDto> {
    const code = pairingCode();
    const expiresAt = new Date(Date.now() + PAIRING_TTL_MS);
    const totem = await writeTransaction(this.db, async (tx) => {
      const record = await requireRecord(tx, ctx, 'update', TOTEM_SCOPE, totemId, { lock: true });
      const keys = tx.getRepository(TotemKey);
      await keys.delete({ totemId, kind: 'PAIRING' });
      await keys.insert({ totemId, eventId: ctx.eventId, kind: 'PAIRING', keyHash: this.crypto.hash(code), expiresAt });
      return record;
    });
    await this.audit.record(req, {
      action: 'totem_pairing_created',
      target: { type: 'totem', id: totemId },
      details: { event_id: ctx.eventId },
    });
    const shown = `${code.slice(0, 5)}-${code.slice(5)}`;
    // A gate tablet (issue 29 item 8) opens quick mode on its credential; a kiosk its kiosk page.
    const url = (totem.mode === 'GATE' ? gatePairingUrl : kioskPairingUrl)(this.config.appUrl, shown);
    return {
      code: shown,
      expires_at: expiresAt.toISOString(),
      url,
      qr_svg: await qrSvg(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
    };
  }

  /** The code, once and in time, for a new device credential; anything else is 422 `invalid_code`, throttled per address. */
  async redeem(req: HttpRequest, code: string): Promise<TotemDeviceDto> {
    const throttle = `totem-pair:${req.ip}`;
    const wait = await this.rate.retryAfter(throttle, PAIR_TRIES);
    if (wait > 0) throw new ThrottledException(wait);
    const token = randomBytes(32).toString('base64url');
    const device = await writeTransaction(this.db, async (tx) => {
      const keys = tx.getRepository(TotemKey);
      const pairing = await keys.findOneBy({ keyHash: this.crypto.hash(code), kind: 'PAIRING' });
      if (!pairing) return null;
      // The delete is the single use: of two kiosks redeeming at once, one deletes the row.
      const { affected } = await keys.delete({ id: pairing.id });
      if (affected !== 1 || pairing.expiresAt!.getTime() <= Date.now()) return null;
      await keys.insert({
        totemId: pairing.totemId,
        eventId: pairing.eventId,
        kind: 'DEVICE',
        keyHash: this.crypto.hash(token),
        expiresAt: null,
      });
      return { token, event_id: pairing.eventId, totem_id: pairing.totemId };
    });
    if (!device) {
      await this.audit.record(req, { action: 'totem_pairing_failed', userId: null, email: null });
      await this.rate.hit(throttle, PAIR_WINDOW_MS);
      throw fieldError('code', 'invalid_code');
    }
    await this.audit.record(req, {
      action: 'totem_paired',
      userId: null,
      email: null,
      target: { type: 'totem', id: device.totem_id },
      details: { event_id: device.event_id },
    });
    await this.db.getRepository(TotemKey).delete({ kind: 'PAIRING', expiresAt: LessThan(new Date()) });
    return device;
  }

  /** Every device of the totem stops at its next request (pairing codes not yet redeemed too). */
  async revoke(req: HttpRequest, ctx: EventContext, totemId: number): Promise<{ revoked: number }> {
    const result = await writeTransaction(this.db, async (tx) => {
      await requireRecord(tx, ctx, 'update', TOTEM_SCOPE, totemId, { lock: true });
      const devices = await tx.getRepository(TotemKey).countBy({ totemId, kind: 'DEVICE' });
      await tx.getRepository(TotemKey).delete({ totemId });
      return { revoked: devices };
    });
    await this.audit.record(req, {
      action: 'totem_unpaired',
      target: { type: 'totem', id: totemId },
      details: { event_id: ctx.eventId, ...result },
    });
    return result;
  }
}
