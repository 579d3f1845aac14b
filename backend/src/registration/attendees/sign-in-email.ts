import type { EntityManager } from 'typeorm';
import { Attendee } from './attendee.entity';

/*
 * An attendee's e-mail is how they sign in to the event's attendee site (issue 12): two attendees of one
 * event may not share it, or a code asked by one would sign in the other. E-mails are stored lower case
 * (the shared schema), so the (event_id, email) index answers these exactly.
 */

export interface EmailHolder {
  id: number;
  first_name: string | null;
  last_name: string | null;
  event_company_id: number | null;
}

/** The other attendee of the event who signs in with `email`, if any. */
export async function signInEmailHolder(tx: EntityManager, eventId: number, email: string, exceptId?: number): Promise<EmailHolder | null> {
  const qb = tx
    .getRepository(Attendee)
    .createQueryBuilder('a')
    .select(['a.id', 'a.firstName', 'a.lastName', 'a.eventCompanyId'])
    .where('a.eventId = :eventId AND a.email = :email', { eventId, email: email.trim().toLowerCase() });
  if (exceptId !== undefined) qb.andWhere('a.id <> :exceptId', { exceptId });
  const other = await qb.orderBy('a.id', 'ASC').getOne();
  return other ? { id: other.id, first_name: other.firstName, last_name: other.lastName, event_company_id: other.eventCompanyId } : null;
}

/** Of a batch of e-mails, those another attendee of the event already signs in with: e-mail → attendee id. */
export async function signInEmailHolders(tx: EntityManager, eventId: number, emails: string[]): Promise<Map<string, number>> {
  const holders = new Map<string, number>();
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await tx
      .getRepository(Attendee)
      .createQueryBuilder('a')
      .select(['a.id', 'a.email'])
      .where('a.eventId = :eventId AND a.email IN (:...emails)', { eventId, emails: unique.slice(i, i + 500) })
      .getMany();
    for (const row of rows) if (row.email && !holders.has(row.email)) holders.set(row.email, row.id);
  }
  return holders;
}
