import { ATTENDEE_SEARCH_FIELDS } from '@eventdesk/shared';
import { In, type EntityManager } from 'typeorm';
import { bulkInsert } from '../database/bulk-insert';
import { AttendeeSearchToken } from './attendee-search-token.entity';
import { Attendee } from './attendee.entity';

/*
 * The attendee list's quick search (`q`) looks words up in `attendee_search_tokens`: one row per
 * folded word (lower case, accents dropped, punctuation a separator) of an attendee's names, e-mail,
 * company, attendee code and fiscal code, with the fields it comes from as a bit mask. "ros" is then
 * one range of one index, whatever field it comes from, instead of six prefix LIKEs ORed together
 * that MySQL answers by reading the whole event; and the same word in two fields ("rossi" in the
 * last name and the e-mail) is one row, so a count reads each attendee about once. The tokens are
 * written with the attendee, in the same transaction, by every writer of these fields (attendees
 * API, import, attendee site, seed).
 */

export type SearchField = (typeof ATTENDEE_SEARCH_FIELDS)[number];

/** One bit per field: a caller finds attendees only by the fields it can see. */
export const SEARCH_FIELD_BITS: Record<SearchField, number> = {
  last_name: 1,
  first_name: 2,
  email: 4,
  attendee_code: 8,
  company_name: 16,
  fiscal_code: 32,
};
export const ALL_SEARCH_FIELDS = Object.values(SEARCH_FIELD_BITS).reduce((a, b) => a | b, 0);

/** Fields whose words are also kept run together: "De Luca" is found as "deluca", "D'Angelo" as "dangelo". */
const JOINED = new Set<SearchField>(['last_name', 'first_name', 'company_name']);
export const MAX_TOKEN_LENGTH = 64;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The words of a text, folded: "D'Angelo-Bìanchi" → ["d", "angelo", "bianchi"]. */
export const foldedWords = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH));

/** The search values of an attendee, by API field name. */
export type SearchValues = Partial<Record<SearchField, string | null>>;

/** The distinct tokens of one attendee, each with the bits of the fields it comes from. */
export function tokensOf(values: SearchValues): { token: string; fields: number }[] {
  const out = new Map<string, number>();
  const add = (token: string, bit: number) => out.set(token, (out.get(token) ?? 0) | bit);
  for (const field of ATTENDEE_SEARCH_FIELDS) {
    const value = values[field];
    if (!value) continue;
    const bit = SEARCH_FIELD_BITS[field];
    const words = foldedWords(value);
    // Single letters ("S.p.A.") would only pad every one-letter search; a value of one letter stays.
    for (const word of words) if (word.length > 1 || words.length === 1) add(word, bit);
    if (JOINED.has(field) && words.length > 1) add(words.join('').slice(0, MAX_TOKEN_LENGTH), bit);
  }
  return [...out].map(([token, fields]) => ({ token, fields }));
}

/**
 * The words of a query, folded and split as the tokens are ("d'angelo" looks for "d" and "angelo",
 * "mario.rossi@gm" for "mario", "rossi" and "gm"); at most five. A query with no letter or digit at
 * all gives [''], which matches nothing.
 */
export function queryWords(q: unknown): string[] {
  const text = String(q ?? '').trim();
  if (!text) return [];
  const words = foldedWords(text).slice(0, 5);
  return words.length ? words : [''];
}

/** `token >= from AND token < to` selects the tokens that start with `word` (binary order on both engines). */
export function prefixRange(word: string): { from: string; to: string } {
  const points = [...word];
  const last = points.pop() ?? '';
  return { from: word, to: points.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1) };
}

type SearchProperties = 'lastName' | 'firstName' | 'email' | 'attendeeCode' | 'companyName' | 'fiscalCode';

export const searchValuesOf = (a: Partial<Pick<Attendee, SearchProperties>>): SearchValues => ({
  last_name: a.lastName,
  first_name: a.firstName,
  email: a.email,
  attendee_code: a.attendeeCode,
  company_name: a.companyName,
  fiscal_code: a.fiscalCode,
});

/** The token rows of these attendees, ready for a bulk insert. */
export function tokenRows(eventId: number, attendees: { id: number; values: SearchValues }[]): Partial<AttendeeSearchToken>[] {
  const rows: Partial<AttendeeSearchToken>[] = [];
  for (const { id, values } of attendees) {
    for (const { token, fields } of tokensOf(values)) rows.push({ eventId, token, fields, attendeeId: id });
  }
  return rows;
}

const TOKEN_PROPERTIES = ['eventId', 'token', 'fields', 'attendeeId'] as const;
const CHUNK = 500;

/** Writes the tokens of attendees just inserted (they have none yet). Needs a transaction. */
export async function insertSearchTokens(
  tx: EntityManager,
  eventId: number,
  attendees: { id: number; values: SearchValues }[],
): Promise<void> {
  await bulkInsert(tx, AttendeeSearchToken, TOKEN_PROPERTIES, tokenRows(eventId, attendees));
}

/** Replaces one attendee's tokens with the values it has now (known to the caller: nothing is read). Needs a transaction. */
export async function replaceSearchTokens(tx: EntityManager, attendee: Pick<Attendee, 'id' | 'eventId' | SearchProperties>): Promise<void> {
  await tx.getRepository(AttendeeSearchToken).delete({ attendeeId: attendee.id });
  await insertSearchTokens(tx, attendee.eventId, [{ id: attendee.id, values: searchValuesOf(attendee) }]);
}

/** Replaces the tokens of these attendees with their current values, read from the database. Needs a transaction. */
export async function reindexAttendees(tx: EntityManager, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const attendees = await tx.getRepository(Attendee).find({
      select: {
        id: true,
        eventId: true,
        lastName: true,
        firstName: true,
        email: true,
        attendeeCode: true,
        companyName: true,
        fiscalCode: true,
      },
      where: { id: In(chunk) },
    });
    await tx.getRepository(AttendeeSearchToken).delete({ attendeeId: In(chunk) });
    const byEvent = new Map<number, { id: number; values: SearchValues }[]>();
    for (const a of attendees) byEvent.set(a.eventId, [...(byEvent.get(a.eventId) ?? []), { id: a.id, values: searchValuesOf(a) }]);
    for (const [eventId, rows] of byEvent) await insertSearchTokens(tx, eventId, rows);
  }
}

/** True when a change touches a searched field (only then must the tokens be rewritten). */
export const touchesSearch = (fields: Iterable<string>): boolean =>
  [...fields].some((f) => (ATTENDEE_SEARCH_FIELDS as readonly string[]).includes(f));
