/*
 * The offline allow-list of a gate (issue 14). A lost tablet must not leak the guest list: each
 * holder's entry is encrypted (AES-256-GCM) with a key derived from their own pass code, and filed
 * under an id derived from it too, so only scanning that code finds and opens it. The code carries a
 * 64-byte signature nobody can guess, which is what makes the key secret. The API seals; the quick
 * mode opens. Web Crypto only (globalThis.crypto in Node and in the browser): no node modules here.
 */
import type { OfflineEnvelope, OfflineZone, ScanHolderDto } from './gate/responses';
import type { ScanDenial } from './enums';
import { gateDecision } from './gate-decision';

/** What an offline gate knows of a holder once it has scanned their code. */
export interface OfflineHolder {
  card: ScanHolderDto;
  /** The pass version the entry was made for (a reissued pass opens no older entry). */
  version: number;
  pending: boolean;
  /** Required documents missing, expired or rejected. */
  papers_missing: boolean;
  /** The zones whose payment rule the holder meets (a paid order of one of its products, or an exempt category). */
  tickets: number[];
  /** The zones the holder may enter: [zone id, from, to] (ISO or null: no limit). */
  zones: [number, string | null, string | null][];
}

const text = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

const digest = async (label: string, code: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', text.encode(`eventdesk-offline:${label}:${code.trim().toUpperCase()}`)));

/** The id an entry is filed under: what the code's scan looks up. */
export async function offlineEntryId(code: string): Promise<string> {
  return toBase64Url((await digest('id', code)).slice(0, 16));
}

async function entryKey(code: string, usage: 'encrypt' | 'decrypt') {
  return crypto.subtle.importKey('raw', await digest('key', code), 'AES-GCM', false, [usage]);
}

export async function sealOfflineHolder(code: string, holder: OfflineHolder): Promise<OfflineEnvelope> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await entryKey(code, 'encrypt'), text.encode(JSON.stringify(holder)));
  return { k: await offlineEntryId(code), iv: toBase64Url(iv), d: toBase64Url(new Uint8Array(data)) };
}

/** The holder of a sealed entry, or null when `code` is not the one it was sealed for. */
export async function openOfflineHolder(code: string, envelope: OfflineEnvelope): Promise<OfflineHolder | null> {
  try {
    const data = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(envelope.iv) },
      await entryKey(code, 'decrypt'),
      fromBase64Url(envelope.d),
    );
    return JSON.parse(new TextDecoder().decode(data)) as OfflineHolder;
  } catch {
    return null;
  }
}

/** Verifies a pass code's Ed25519 signature with the event's raw public key (base64url), offline. */
export async function verifyPassSignature(publicKey: string, payload: Uint8Array, signature: Uint8Array): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', fromBase64Url(publicKey), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new Uint8Array(payload));
  } catch {
    return false;
  }
}

/** What an offline gate answers to an opened entry: the gate's decision (gate-decision.ts) over what the list and the device know. */
export function offlineDecision(
  holder: OfflineHolder,
  zone: OfflineZone,
  direction: 'IN' | 'OUT' | 'PRINT',
  at: Date,
  options: { inside: boolean },
): ScanDenial | null {
  const t = at.getTime();
  const within = (from: string | null, to: string | null) =>
    (from === null || Date.parse(from) <= t) && (to === null || Date.parse(to) >= t);
  const rights = holder.zones.filter(([id]) => id === zone.id);
  return gateDecision({
    direction,
    holderType: holder.card.type,
    pending: holder.pending,
    zoneOpen: zone.active && (zone.windows.length === 0 || zone.windows.some((w) => within(w.from, w.to))),
    right: rights.some(([, from, to]) => within(from, to)) ? 'now' : rights.length ? 'other_time' : 'none',
    papersKeepOut: holder.papers_missing,
    ticket: zone.ticket_required ? (holder.tickets ?? []).includes(zone.id) : null,
    inside: options.inside,
    antiPassback: zone.anti_passback,
  });
}
