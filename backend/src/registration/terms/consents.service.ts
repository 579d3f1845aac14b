import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AttendeeConsentDto, ConsentTerm, Language, MyAreaTermDto } from '@eventdesk/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { requireRecord } from '../../platform/access/record-access';
import { ATTENDEE_SCOPE, type AttendeeAccess } from '../attendees/attendee-access';
import { TermConsent } from './term-consent.entity';
import { Term } from './term.entity';

/** A term's words in `lang`: English when it has them, else Italian. */
const words = (term: Term, lang: Language) => ({
  title: (lang === 'en' && term.titleEn) || term.titleIt,
  text: (lang === 'en' && term.textEn) || term.textIt,
});

/**
 * The attendees' consents to their event's terms (SPEC §5 "terms (versioned consents)"). A consent holds the
 * version accepted: it counts while the term is active and still at that version; a term reworded since is
 * to be accepted again. Written by the attendee's own update (my-area), in its transaction.
 */
@Injectable()
export class ConsentsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The event's active terms in their order on the page, in `lang`. */
  async activeTerms(
    eventId: number,
    lang: Language,
    manager: EntityManager = this.db.manager,
  ): Promise<(MyAreaTermDto & { version: number })[]> {
    const terms = await manager.getRepository(Term).find({ where: { eventId, active: true }, order: { position: 'ASC', id: 'ASC' } });
    return terms.map((term) => ({ id: term.id, ...words(term, lang), required: !!term.required, version: term.version }));
  }

  /** What the consents of an update are checked against (shared's `consentsSchemaFor`). */
  async consentTerms(eventId: number, lang: Language): Promise<ConsentTerm[]> {
    return (await this.activeTerms(eventId, lang)).map(({ id, title, required }) => ({ id, title, required }));
  }

  /** The ids of the active terms the attendee accepted at their current version, in the terms' order. */
  async accepted(attendeeId: number, manager: EntityManager = this.db.manager): Promise<number[]> {
    const rows = await manager
      .getRepository(TermConsent)
      .createQueryBuilder('consent')
      .innerJoin(Term, 'term', 'term.id = consent.termId AND term.version = consent.version AND term.active = :active', { active: true })
      .select('consent.termId', 'id')
      .where('consent.attendeeId = :attendeeId', { attendeeId })
      .orderBy('term.position', 'ASC')
      .addOrderBy('term.id', 'ASC')
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /**
   * Makes the attendee's consents to the event's active terms what `ids` says (already checked against them):
   * a term accepted and not yet at its current version gets that version and now; an active term left out
   * loses its consent. Runs in the caller's transaction; answers the accepted ids before and after.
   */
  async apply(tx: EntityManager, attendeeId: number, eventId: number, ids: readonly number[]): Promise<[number[], number[]]> {
    const before = await this.accepted(attendeeId, tx);
    const terms = await tx.getRepository(Term).find({ where: { eventId, active: true } });
    const consents = tx.getRepository(TermConsent);
    const stored = new Map((await consents.findBy({ attendeeId })).map((c) => [c.termId, c]));
    const now = new Date();
    for (const term of terms) {
      const consent = stored.get(term.id);
      if (!ids.includes(term.id)) {
        if (consent) await consents.delete(consent.id);
      } else if (!consent) await consents.insert({ attendeeId, termId: term.id, version: term.version, acceptedAt: now });
      else if (consent.version !== term.version) await consents.update(consent.id, { version: term.version, acceptedAt: now });
    }
    return [before, await this.accepted(attendeeId, tx)];
  }

  /** Staff's view of an attendee's consents (404 outside the caller's scope): every consent with the term's current version. */
  async forAttendee(access: AttendeeAccess, id: number): Promise<AttendeeConsentDto[]> {
    await requireRecord(this.db.manager, access, 'read', ATTENDEE_SCOPE, id);
    const rows = await this.db
      .getRepository(TermConsent)
      .createQueryBuilder('consent')
      .innerJoinAndSelect('consent.term', 'term')
      .where('consent.attendeeId = :id', { id })
      .orderBy('term.position', 'ASC')
      .addOrderBy('term.id', 'ASC')
      .getMany();
    return rows.map(({ term, version, acceptedAt }) => ({
      term_id: term.id,
      title: words(term, access.lang).title,
      required: !!term.required,
      active: !!term.active,
      version,
      current_version: term.version,
      current: !!term.active && version === term.version,
      accepted_at: acceptedAt.toISOString(),
    }));
  }
}
