import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { CryptoService } from '../common/crypto.service';
import { OneTimeCode } from './one-time-code.entity';
import { writeWith } from '../database/write-transaction';
import { Clock } from '../common/clock';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;

/** E-mailed 6-digit codes: 10 minutes, single use, a new one replaces the old, 5 wrong tries burn it. */
@Injectable()
export class OneTimeCodesService {
  constructor(
    @InjectRepository(OneTimeCode) private readonly codes: Repository<OneTimeCode>,
    private readonly crypto: CryptoService,
    private readonly clock: Clock,
  ) {}

  async issue(subjectType: OneTimeCode['subjectType'], subjectId: number): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await writeWith(this.codes, async (codes) => {
      await codes.delete({ subjectType, subjectId });
      await codes.insert({ subjectType, subjectId, codeHash: this.crypto.hash(code), expiresAt: new Date(this.clock.now() + CODE_TTL_MS) });
    });
    return code;
  }

  /** Burns the subject's unused codes (its account was just locked): only a code mailed later may be given. */
  async burn(subjectType: OneTimeCode['subjectType'], subjectId: number): Promise<void> {
    await writeWith(this.codes, (codes) => codes.update({ subjectType, subjectId, usedAt: IsNull() }, { attempts: MAX_ATTEMPTS }));
  }

  /** True once for the right code within its lifetime. */
  async consume(subjectType: OneTimeCode['subjectType'], subjectId: number, code: string): Promise<boolean> {
    const current = await this.codes.findOne({
      where: { subjectType, subjectId, usedAt: IsNull(), expiresAt: MoreThan(new Date(this.clock.now())) },
      order: { id: 'DESC' },
    });
    if (!current || current.attempts >= MAX_ATTEMPTS) return false;
    if (!/^\d{6}$/.test(code) || !this.crypto.hashEquals(code, current.codeHash)) {
      await writeWith(this.codes, (codes) => codes.increment({ id: current.id }, 'attempts', 1));
      return false;
    }
    const res = await writeWith(this.codes, (codes) => codes.update({ id: current.id, usedAt: IsNull() }, { usedAt: new Date(this.clock.now()) }));
    return (res.affected ?? 0) === 1;
  }
}
