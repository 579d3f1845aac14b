import { In, type EntityManager } from 'typeorm';
import { compareTokens, tokenRows, type SearchValues } from '../../platform/common/search-words';
import { bulkInsert } from '../../platform/database/bulk-insert';
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

type SearchProperties = 'lastName' | 'firstName' | 'email' | 'attendeeCode' | 'companyName' | 'fiscalCode';

export const searchValuesOf = (a: Partial<Pick<Attendee, SearchProperties>>): SearchValues => ({
  last_name: a.lastName,
  first_name: a.firstName,
  email: a.email,
  attendee_code: a.attendeeCode,
  company_name: a.companyName,
  fiscal_code: a.fiscalCode,
});

const TOKEN_PROPERTIES = ['eventId', 'token', 'fields', 'attendeeId', 'sharedLength'] as const;
const CHUNK = 500;

const byKey = (a: Partial<AttendeeSearchToken>, b: Partial<AttendeeSearchToken>) =>
  compareTokens(a.token!, b.token!) || a.attendeeId! - b.attendeeId!;

/**
 * Writes the tokens of attendees just inserted (they have none yet). Needs a transaction. In the
 * order of the primary key (event, token, attendee): the rows of a batch then go into the index's
 * pages one after the other instead of at random.
 */
export async function insertSearchTokens(
  tx: EntityManager,
  eventId: number,
  attendees: { id: number; values: SearchValues }[],
): Promise<void> {
  await bulkInsert(tx, AttendeeSearchToken, TOKEN_PROPERTIES, tokenRows(eventId, attendees).sort(byKey));
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
