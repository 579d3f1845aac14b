import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  decodePassCode,
  encodePassPayload,
  isHandCode,
  normalizePlate,
  passCode,
  type PassHolderType,
  type PassPayload,
} from '@eventdesk/shared';
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { toString as qrSvg, create as qrCreate } from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { writeTransaction } from '../../platform/database/write-transaction';
import { Vehicle } from '../../accreditation/vehicles/vehicle.entity';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { EventPassKey, PassVersion } from './pass.entities';

/** Why a code opens nothing, before any holder rule is looked at. */
export type PassRefusal = 'invalid_signature' | 'other_event' | 'revoked';

export type PassCheck = { ok: true; pass: PassPayload } | { ok: false; reason: PassRefusal; pass?: PassPayload };

interface EventKeys {
  publicKey: KeyObject;
  privateKey: KeyObject;
  /** The raw public key, base64url. */
  raw: string;
}

/**
 * An Ed25519 signature checked on libuv's thread pool (crypto's callback form): the event loop serves
 * other requests meanwhile, and a second core takes the checks (a tenth of a scan's time on the loop).
 */
const verifyOffLoop = (payload: Uint8Array, key: KeyObject, signature: Uint8Array): Promise<boolean> =>
  new Promise((resolve, reject) => verify(null, payload, key, signature, (error, ok) => (error ? reject(error) : resolve(ok))));

/** A pass's QR: error correction M keeps a 122-character code within version 6 (a small print stays readable). */
export const PASS_QR = { errorCorrectionLevel: 'M' as const, margin: 2 };

/**
 * Pass codes (issue 14): each event signs its holders' codes with its own Ed25519 key, made on first
 * use and kept in the process once read (a gate verifies the signature without touching the
 * database; only the revocation check reads a holder's version). A reissued pass has a higher version:
 * the codes before it are revoked.
 */
@Injectable()
export class PassesService {
  private readonly keys = new Map<number, EventKeys>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The event's keys, made (once, whoever comes first) when it has none. */
  async keysOf(eventId: number): Promise<EventKeys> {
    const cached = this.keys.get(eventId);
    if (cached) return cached;
    const repo = this.db.getRepository(EventPassKey);
    let row = await repo.findOneBy({ eventId });
    if (!row) {
      const pair = generateKeyPairSync('ed25519');
      const created = repo.create({
        eventId,
        publicKey: pair.publicKey.export({ format: 'jwk' }).x!,
        privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      });
      try {
        await writeTransaction(this.db, (tx) => tx.getRepository(EventPassKey).insert(created));
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      row = await repo.findOneByOrFail({ eventId });
    }
    const keys: EventKeys = {
      publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: row.publicKey }, format: 'jwk' }),
      privateKey: createPrivateKey({ key: Buffer.from(row.privateKey, 'base64'), format: 'der', type: 'pkcs8' }),
      raw: row.publicKey,
    };
    this.keys.set(eventId, keys);
    return keys;
  }

  async version(manager: EntityManager, eventId: number, holderType: PassHolderType, holderId: number): Promise<number> {
    const row = await manager.getRepository(PassVersion).findOneBy({ eventId, holderType, holderId });
    return row?.version ?? 1;
  }

  /** The holder's current code. */
  async codeFor(eventId: number, holderType: PassHolderType, holderId: number): Promise<{ code: string; version: number }> {
    const version = await this.version(this.db.manager, eventId, holderType, holderId);
    const payload = encodePassPayload({ eventId, holderType, holderId, version });
    const { privateKey } = await this.keysOf(eventId);
    return { code: passCode(payload, sign(null, payload, privateKey)), version };
  }

  /** A new code for a lost badge: the version goes up, every earlier code is revoked. */
  async reissue(eventId: number, holderType: PassHolderType, holderId: number): Promise<{ code: string; version: number }> {
    await writeTransaction(this.db, async (tx) => {
      const repo = tx.getRepository(PassVersion);
      const updated = await tx
        .createQueryBuilder()
        .update(PassVersion)
        .set({ version: () => 'version + 1' })
        .where('event_id = :eventId AND holder_type = :holderType AND holder_id = :holderId', { eventId, holderType, holderId })
        .execute();
      if (!updated.affected) await repo.insert({ eventId, holderType, holderId, version: 2 });
    });
    return this.codeFor(eventId, holderType, holderId);
  }

  /**
   * The signature first (no database once the key is read), then the event, then the holder's version;
   * a code typed by hand (see `verifyTyped`) stands for the holder's current pass.
   */
  async check(eventId: number, code: string): Promise<PassCheck> {
    const signed = await this.verifyTyped(eventId, code);
    if (!signed.ok) return signed;
    const { pass } = signed;
    const current = await this.version(this.db.manager, eventId, pass.holderType, pass.holderId);
    if (pass.version !== current) return { ok: false, reason: 'revoked', pass };
    return { ok: true, pass };
  }

  /**
   * The code's signature and event only (no database once the key is read): whoever checks the
   * holder's version itself (the gate reads it with the holder) calls `isCurrent` with it.
   */
  async verify(eventId: number, code: string): Promise<PassCheck> {
    const decoded = decodePassCode(code);
    if (!decoded) return { ok: false, reason: 'invalid_signature' };
    const pass = decoded.fields;
    // A code of another event is checked with that event's key: a forged one says nothing of events.
    if (pass.eventId !== eventId) return { ok: false, reason: 'other_event' };
    const { publicKey } = await this.keysOf(eventId);
    if (!(await verifyOffLoop(decoded.payload, publicKey, decoded.signature))) return { ok: false, reason: 'invalid_signature' };
    return { ok: true, pass };
  }

  /**
   * A code read or typed at a device online (issue 29 item 5): a signed pass as `verify` says, else,
   * when it is short, the attendee code or the vehicle plate of a holder of the event, standing for that
   * holder's current pass — so the gate decides it as a scan of the pass, and refuses what it refuses.
   * A short code that names nobody is refused as a bad code. Offline devices cannot look it up: the
   * offline queue is verified with `verify` alone.
   */
  async verifyTyped(eventId: number, code: string): Promise<PassCheck> {
    const signed = await this.verify(eventId, code);
    if (signed.ok || signed.reason !== 'invalid_signature' || !isHandCode(code)) return signed;
    const holder = await this.typedHolder(eventId, code);
    if (!holder) return signed;
    const version = await this.version(this.db.manager, eventId, holder.holderType, holder.holderId);
    return { ok: true, pass: { eventId, ...holder, version } };
  }

  /** The attendee whose code this is (upper case, as made), else the vehicle with this plate (normalised as stored). */
  private async typedHolder(eventId: number, code: string): Promise<Pick<PassPayload, 'holderType' | 'holderId'> | null> {
    const attendee = await this.db
      .getRepository(Attendee)
      .findOne({ select: { id: true }, where: { eventId, attendeeCode: code.trim().toUpperCase() } });
    if (attendee) return { holderType: 'ATTENDEE', holderId: attendee.id };
    const vehicle = await this.db.getRepository(Vehicle).findOne({ select: { id: true }, where: { eventId, plate: normalizePlate(code) } });
    return vehicle ? { holderType: 'VEHICLE', holderId: vehicle.id } : null;
  }

  /** Whether a pass of this version is the holder's current one (`stored`: the holder's pass_versions row, null when it has none). */
  static isCurrent(pass: PassPayload, stored: number | null): boolean {
    return pass.version === (stored ?? 1);
  }

  /** What an offline gate needs to verify codes: the event's public key. */
  async publicKey(eventId: number): Promise<{ algorithm: 'Ed25519'; public_key: string; format: number }> {
    return { algorithm: 'Ed25519', public_key: (await this.keysOf(eventId)).raw, format: 1 };
  }

  qrSvg(code: string): Promise<string> {
    return qrSvg(code, { ...PASS_QR, type: 'svg' });
  }

  /** The QR symbol's version (the tests hold it to ≤ 6). */
  qrVersion(code: string): number {
    return qrCreate(code, PASS_QR).version;
  }
}
