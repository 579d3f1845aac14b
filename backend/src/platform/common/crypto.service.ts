import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/** Secrets at rest (AES-256-GCM) and keyed hashes, both from APP_KEY. */
@Injectable()
export class CryptoService {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHash('sha256').update(`eventdesk:${config.appKey}`).digest();
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
  }

  decrypt(stored: string): string {
    const raw = Buffer.from(stored.replace(/^v1:/, ''), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** HMAC-SHA256 of a short secret (one-time and recovery codes): useless without APP_KEY. */
  hash(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex');
  }

  hashEquals(value: string, hash: string): boolean {
    const a = Buffer.from(this.hash(value), 'hex');
    const b = Buffer.from(hash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
