import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HttpRequest } from '../common/http';
import { CryptoService } from '../common/crypto.service';
import { TtlCache } from '../common/ttl-cache';
import { invalidateOnWrite } from '../database/invalidate-on-write';
import { TotemKey } from './totem-key.entity';

/** How long another instance's revocation may take to be seen here (as for the signed-in user). */
const TTL_MS = 5_000;

/** The kiosk's credential: `Authorization: Bearer …`, or undefined when the request carries none. */
export function bearerToken(req: HttpRequest): string | undefined {
  const header = req.headers?.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(.*)$/i.exec(header.trim());
  return match ? match[1].trim() : undefined;
}

/** A paired kiosk, as the guard sees it. */
export interface TotemDevice {
  keyId: number;
  totemId: number;
  eventId: number;
}

/**
 * Device credentials by their keyed hash: one lookup on a unique index, kept a few seconds like the
 * signed-in user; any write of a totem key through this instance (pairing, revocation, deletion of the
 * totem, which deletes its keys first) drops the cache at once.
 */
@Injectable()
export class TotemDeviceCache {
  private readonly cache = new TtlCache<string, TotemDevice | null>(TTL_MS);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly crypto: CryptoService,
  ) {
    invalidateOnWrite(db, [TotemKey], () => this.cache.clear());
  }

  find(token: string): Promise<TotemDevice | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return Promise.resolve(null);
    const keyHash = this.crypto.hash(token);
    return this.cache.get(keyHash, async () => {
      const key = await this.db.getRepository(TotemKey).findOne({
        where: { keyHash, kind: 'DEVICE' },
        select: { id: true, totemId: true, eventId: true },
      });
      return key ? { keyId: key.id, totemId: key.totemId, eventId: key.eventId } : null;
    });
  }
}
