import { ATTENDEE_SEARCH_FIELDS } from '@eventdesk/shared';

/*
 * The words of the attendee list's quick search, as attendees/search-tokens.ts writes them into
 * `attendee_search_tokens` and the list looks them up: pure functions, also used by the migration
 * that filled the table.
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

/** One row of `attendee_search_tokens`. */
export interface SearchTokenRow {
  eventId: number;
  token: string;
  fields: number;
  attendeeId: number;
  /** How many leading characters (UTF-16 code units) the token shares with the attendee's token just before it in sorted order. */
  sharedLength: number;
}

/** Tokens in the order JavaScript compares strings (UTF-16 code units): a word's tokens are neighbours in it. */
export const compareTokens = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** For tokens in `compareTokens` order, what each shares with the one before it (the first: 0). */
export const sharedLengths = (sorted: readonly string[]): number[] =>
  sorted.map((token, i) => (i ? sharedLength(sorted[i - 1]!, token) : 0));

/** The number of leading UTF-16 code units two strings have in common. */
export function sharedLength(a: string, b: string): number {
  const end = Math.min(a.length, b.length);
  let i = 0;
  while (i < end && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * The token rows of these attendees, ready for a bulk insert. Each attendee's tokens are taken in
 * sorted order, and each says how much it shares with the one before it (`sharedLength`): the tokens
 * of one attendee that start with a word are neighbours in that order, and only the first of them
 * shares less than the word's length with its predecessor, so counting those rows counts each
 * matching attendee once, without the DISTINCT that needs a set of all matches (tokenMatch).
 */
export function tokenRows(eventId: number, attendees: { id: number; values: SearchValues }[]): SearchTokenRow[] {
  const rows: SearchTokenRow[] = [];
  for (const { id, values } of attendees) {
    const tokens = tokensOf(values).sort((a, b) => compareTokens(a.token, b.token));
    const shared = sharedLengths(tokens.map((t) => t.token));
    tokens.forEach(({ token, fields }, i) => rows.push({ eventId, token, fields, attendeeId: id, sharedLength: shared[i]! }));
  }
  return rows;
}

/** True when a change touches a searched field (only then must the tokens be rewritten). */
export const touchesSearch = (fields: Iterable<string>): boolean =>
  [...fields].some((f) => (ATTENDEE_SEARCH_FIELDS as readonly string[]).includes(f));
