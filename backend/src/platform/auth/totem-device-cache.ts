import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HttpRequest } from '../common/http';
import { CryptoService } from '../common/crypto.service';
import { TtlCache } from '../common/ttl-cache';
import { sqlTrue } from '../database/driver-sql';
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

/** A paired device, as the guard sees it: its key, and its totem as it stands (a kiosk, or a gate tablet: mode GATE). */
export interface TotemDevice {
  keyId: number;
  totemId: number;
  eventId: number;
  /** A gate tablet (the totem's mode is GATE, issue 29 item 8), else a kiosk. */
  gate: boolean;
  /** The totem's zone: a gate tablet scans there only. */
  zoneId: number;
  name: string;
  active: boolean;
}

interface DeviceRow {
  id: number;
  totem_id: number;
  event_id: number;
  mode: string;
  zone_id: number;
  name: string;
  active: unknown;
}

/** The key and its totem in one read of the key's unique index (the totems table is the gate context's: named, not imported). */
const DEVICE_SQL =
  'SELECT k.id, k.totem_id, k.event_id, t.mode, t.zone_id, t.name, t.active FROM totem_keys k ' +
  "JOIN totems t ON t.id = k.totem_id WHERE k.key_hash = ? AND k.kind = 'DEVICE'";

/**
 * Device credentials by their keyed hash: one lookup on a unique index, kept a few seconds like the
 * signed-in user; any write of a totem key or a totem through this instance (pairing, revocation,
 * deletion of the totem, which deletes its keys first, a change of its mode or zone) drops the cache at once.
 */
@Injectable()
export class TotemDeviceCache {
  private readonly cache = new TtlCache<string, TotemDevice | null>(TTL_MS);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly crypto: CryptoService,
  ) {
    invalidateOnWrite(db, [TotemKey, 'totems'], () => this.cache.clear());
  }

  find(token: string): Promise<TotemDevice | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return Promise.resolve(null);
    const keyHash = this.crypto.hash(token);
    return this.cache.get(keyHash, async () => {
      const [row] = (await this.db.query(DEVICE_SQL, [keyHash])) as DeviceRow[];
      return row
        ? {
            keyId: Number(row.id),
            totemId: Number(row.totem_id),
            eventId: Number(row.event_id),
            gate: row.mode === 'GATE',
            zoneId: Number(row.zone_id),
            name: row.name,
            active: sqlTrue(row.active),
          }
        : null;
    });
  }
}
