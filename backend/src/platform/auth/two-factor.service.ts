import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { toString as qrSvg } from 'qrcode';
import speakeasy from 'speakeasy';
import { Repository } from 'typeorm';
import { CryptoService } from '../common/crypto.service';
import { User } from '../users/user.entity';
import { writeWith } from '../database/write-transaction';
import { Clock } from '../common/clock';

const ISSUER = 'Eventdesk';
const STEP_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 8;

/** TOTP (RFC 6238, 6 digits, ±1 step) over speakeasy, with secrets encrypted and codes never accepted twice. */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly crypto: CryptoService,
    private readonly clock: Clock,
  ) {}

  /** Starts (or restarts) enrolment: a new secret, not yet confirmed. */
  async enable(user: User): Promise<void> {
    const secret = speakeasy.generateSecret({ length: 20 }).base32;
    await writeWith(this.users, (users) =>
      users.update(user.id, {
        twoFactorSecret: this.crypto.encrypt(secret),
        twoFactorConfirmedAt: null,
        twoFactorRecoveryCodes: null,
        twoFactorLastStep: null,
      }),
    );
  }

  async disable(userId: number): Promise<void> {
    await writeWith(this.users, (users) =>
      users.update(userId, {
        twoFactorSecret: null,
        twoFactorConfirmedAt: null,
        twoFactorRecoveryCodes: null,
        twoFactorLastStep: null,
      }),
    );
  }

  secretOf(user: User): string | null {
    return user.twoFactorSecret ? this.crypto.decrypt(user.twoFactorSecret) : null;
  }

  otpauthUrl(user: User, secret: string): string {
    return speakeasy.otpauthURL({ secret, encoding: 'base32', label: `${ISSUER}:${user.email}`, issuer: ISSUER });
  }

  async qrCode(user: User, secret: string): Promise<{ svg: string; url: string }> {
    const url = this.otpauthUrl(user, secret);
    return { svg: await qrSvg(url, { type: 'svg', margin: 1 }), url };
  }

  /** Checks a TOTP code and burns its time step, so a code seen once cannot be replayed. */
  async verifyTotp(user: User, code: string): Promise<boolean> {
    const secret = this.secretOf(user);
    if (!secret || !/^\d{6}$/.test(code)) return false;
    const seconds = Math.floor(this.clock.now() / 1000);
    const result = speakeasy.totp.verifyDelta({ secret, encoding: 'base32', token: code, window: 1, step: STEP_SECONDS, time: seconds });
    if (!result) return false;
    const step = Math.floor(seconds / STEP_SECONDS) + result.delta;
    if (user.twoFactorLastStep !== null && step <= user.twoFactorLastStep) return false;
    // Conditional update: of two concurrent requests with the same code only one wins.
    const res = await writeWith(this.users, (users) =>
      users
        .createQueryBuilder()
        .update()
        .set({ twoFactorLastStep: step })
        .where('id = :id AND (two_factor_last_step IS NULL OR two_factor_last_step < :step)', { id: user.id, step })
        .execute(),
    );
    user.twoFactorLastStep = step;
    return (res.affected ?? 0) === 1;
  }

  async confirm(user: User): Promise<string[]> {
    const codes = await this.regenerateRecoveryCodes(user.id);
    await writeWith(this.users, (users) => users.update(user.id, { twoFactorConfirmedAt: new Date() }));
    return codes;
  }

  /** Eight new codes; only their keyed hashes are stored, so they are shown once. */
  async regenerateRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = randomBytes(5).toString('hex');
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    await writeWith(this.users, (users) =>
      users.update(userId, { twoFactorRecoveryCodes: JSON.stringify(codes.map((c) => this.crypto.hash(c))) }),
    );
    return codes;
  }

  remainingRecoveryCodes(user: User): number {
    return user.twoFactorRecoveryCodes ? (JSON.parse(user.twoFactorRecoveryCodes) as string[]).length : 0;
  }

  /** Uses up one recovery code; true when it was valid and unused. */
  async useRecoveryCode(user: User, code: string): Promise<boolean> {
    const hashes = user.twoFactorRecoveryCodes ? (JSON.parse(user.twoFactorRecoveryCodes) as string[]) : [];
    const normalized = code.trim().toLowerCase();
    const index = hashes.findIndex((h) => this.crypto.hashEquals(normalized, h));
    if (index < 0) return false;
    const remaining = JSON.stringify(hashes.filter((_, i) => i !== index));
    const res = await writeWith(this.users, (users) =>
      users.update({ id: user.id, twoFactorRecoveryCodes: user.twoFactorRecoveryCodes! }, { twoFactorRecoveryCodes: remaining }),
    );
    return (res.affected ?? 0) === 1;
  }
}
