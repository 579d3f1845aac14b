import { PRESENCE_PAGE_MAX, type OfflineEnvelope, type OfflineListDto, type OfflineScanInput, type OfflineZone, type PresenceListDto } from '@eventdesk/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { apiFetch, type ApiFetchOptions, type ApiResponse } from '../api/http';

/** How the gate calls the API: the staff session's fetch, or a paired tablet's with its credential (issue 29 item 8). */
export type GateFetch = <T>(url: string, options?: ApiFetchOptions) => Promise<ApiResponse<T>>;

/*
 * What a gate keeps on the device (issue 14, offline): the event's public key, zones and sealed
 * allow-list (entries only a holder's own code opens), the scans decided without network waiting to be
 * synced, and who is inside (the server's count at the last refresh, and whom this device let in or out since:
 * its anti-passback while offline). IndexedDB, via idb.
 */

export interface GateMeta {
  eventId: number;
  public_key: string;
  zones: OfflineZone[];
  /** When the server made the list (the next refresh asks for what changed since). */
  generated_at: string;
  /** When the whole list was last downloaded. */
  full_at: string;
  entries: number;
}

export interface QueuedScan {
  id?: number;
  eventId: number;
  scan: OfflineScanInput;
}

interface GateDb extends DBSchema {
  meta: { key: number; value: GateMeta };
  entries: { key: [number, string]; value: { eventId: number; k: string; iv: string; d: string }; indexes: { event: number } };
  queue: { key: number; value: QueuedScan; indexes: { event: number } };
  inside: { key: [number, number, string]; value: { eventId: number; zoneId: number; holder: string } };
}

let db: Promise<IDBPDatabase<GateDb>> | null = null;

function gateDb(): Promise<IDBPDatabase<GateDb>> {
  db ??= openDB<GateDb>('eventdesk-gate', 1, {
    upgrade(d) {
      d.createObjectStore('meta', { keyPath: 'eventId' });
      d.createObjectStore('entries', { keyPath: ['eventId', 'k'] }).createIndex('event', 'eventId');
      d.createObjectStore('queue', { keyPath: 'id', autoIncrement: true }).createIndex('event', 'eventId');
      d.createObjectStore('inside', { keyPath: ['eventId', 'zoneId', 'holder'] });
    },
  });
  return db;
}

export async function gateMeta(eventId: number): Promise<GateMeta | undefined> {
  return (await gateDb()).get('meta', eventId);
}

export async function findEntry(eventId: number, k: string): Promise<OfflineEnvelope | undefined> {
  return (await gateDb()).get('entries', [eventId, k]);
}

/**
 * A full download is redone this often: a refresh brings every change since the last one (rights
 * granted or taken away, holders added or deleted, passes reissued, zone defaults), this is the net
 * under a change written outside the API.
 */
export const FULL_REFRESH_MS = 60 * 60_000;

/**
 * Brings the device's list up to date: everything when it has none, the last full download is old or
 * the server asks for it (the zones' defaults changed), else only what changed since the last refresh
 * (and the entries of revoked codes and deleted holders deleted).
 */
export async function refreshList(
  eventId: number,
  onProgress?: (entries: number) => void,
  all = false,
  call: GateFetch = apiFetch,
): Promise<GateMeta> {
  const d = await gateDb();
  const old = await d.get('meta', eventId);
  const full = all || !old || Date.now() - Date.parse(old.full_at) > FULL_REFRESH_MS;
  const since = full ? null : new Date(Date.parse(old.generated_at) - 2000).toISOString();
  let after: string | null = null;
  let first: OfflineListDto | null = null;
  let count = 0;
  const fresh = new Set<string>();
  do {
    const query = new URLSearchParams({ limit: '1000' });
    if (after) query.set('after', after);
    if (since) query.set('since', since);
    const { json: page } = await call<OfflineListDto>(`/api/events/${eventId}/scans/offline-list?${query}`);
    if (page.refresh_all) return refreshList(eventId, onProgress, true, call);
    first ??= page;
    const tx = d.transaction('entries', 'readwrite');
    for (const k of page.revoked) void tx.store.delete([eventId, k]);
    for (const e of page.entries) {
      fresh.add(e.k);
      void tx.store.put({ eventId, ...e });
    }
    await tx.done;
    count += page.entries.length;
    onProgress?.(count);
    after = page.next;
  } while (after);
  if (full) {
    // What the new list no longer holds (deleted holders, revoked codes) goes.
    const tx = d.transaction('entries', 'readwrite');
    for (let cursor = await tx.store.index('event').openCursor(eventId); cursor; cursor = await cursor.continue()) {
      if (!fresh.has(cursor.value.k)) void cursor.delete();
    }
    await tx.done;
  }
  await refreshPresence(eventId, call);
  const meta: GateMeta = {
    eventId,
    public_key: first!.public_key,
    zones: first!.zones,
    generated_at: first!.generated_at,
    full_at: full ? first!.generated_at : old!.full_at,
    entries: await d.countFromIndex('entries', 'event', eventId),
  };
  await d.put('meta', meta);
  return meta;
}

/**
 * Who is inside the event's zones by the server's count (issue 29 item 7), downloaded with the list: offline,
 * this device's anti-passback then also knows who entered through the other gates. With nothing queued the
 * server's rows replace the device's own; with scans still queued (decided offline, not yet sent) they are
 * added to them, so an entry this device made offline is not forgotten before the server has heard of it.
 */
async function refreshPresence(eventId: number, call: GateFetch): Promise<number> {
  const rows: PresenceListDto['entries'] = [];
  for (let after: number | null = 0; after !== null; ) {
    const { json: page }: { json: PresenceListDto } = await call<PresenceListDto>(
      `/api/events/${eventId}/scans/presence?limit=${PRESENCE_PAGE_MAX}&after=${after}`,
    );
    rows.push(...page.entries);
    after = page.next;
  }
  const tx = (await gateDb()).transaction(['inside', 'queue'], 'readwrite');
  const waiting = await tx.objectStore('queue').index('event').count(eventId);
  const inside = tx.objectStore('inside');
  if (waiting === 0) void inside.delete(IDBKeyRange.bound([eventId], [eventId + 1], false, true));
  for (const r of rows) void inside.put({ eventId, zoneId: r.zone_id, holder: r.holder });
  await tx.done;
  return rows.length;
}

export async function enqueue(eventId: number, scan: OfflineScanInput): Promise<void> {
  await (await gateDb()).add('queue', { eventId, scan });
}

export async function queueLength(eventId: number): Promise<number> {
  return (await gateDb()).countFromIndex('queue', 'event', eventId);
}

/** The oldest queued scans of the event, at most `limit`. */
export async function queued(eventId: number, limit: number): Promise<QueuedScan[]> {
  return (await gateDb()).getAllFromIndex('queue', 'event', eventId, limit);
}

export async function dequeue(ids: number[]): Promise<void> {
  const tx = (await gateDb()).transaction('queue', 'readwrite');
  for (const id of ids) void tx.store.delete(id);
  await tx.done;
}

/** Whether the holder is inside the zone: let in by this device, or by another gate as of the last refresh (and not seen going out). */
export async function isInside(eventId: number, zoneId: number, holder: string): Promise<boolean> {
  return !!(await (await gateDb()).get('inside', [eventId, zoneId, holder]));
}

export async function setInside(eventId: number, zoneId: number, holder: string, inside: boolean): Promise<void> {
  const d = await gateDb();
  if (inside) await d.put('inside', { eventId, zoneId, holder });
  else await d.delete('inside', [eventId, zoneId, holder]);
}
