import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REGISTRATION_REFUSED_LISTED, type RegistrationBulkDto, type RegistrationBulkInput } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { requireRecord } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { AppException } from '../../platform/common/errors';
import { readStatement } from '../../platform/database/driver-sql';
import { writeTransaction } from '../../platform/database/write-transaction';
import { savedAttendeeFilterWhere } from '../../registration/filters/saved-filter-where';
import { RegistrationsService } from './registrations.service';
import { SESSION_SCOPE } from './sessions.service';

/** Attendees registered per transaction: the session stays locked that long (others wait, briefly). */
export const BULK_PAGE = 200;

type Outcome = { attendeeId: number; status: 'REGISTERED' | 'WAITING' } | { attendeeId: number; errors: Record<string, string[]> };

/** The answer, added up a page at a time. */
class Tally {
  readonly result: RegistrationBulkDto = { registered: 0, waiting: 0, refused: [], refused_total: 0, refused_by_reason: {} };

  add(outcomes: Outcome[]): void {
    const r = this.result;
    for (const o of outcomes) {
      if ('status' in o) {
        if (o.status === 'WAITING') r.waiting++;
        else r.registered++;
        continue;
      }
      r.refused_total++;
      if (r.refused.length < REGISTRATION_REFUSED_LISTED) r.refused.push({ attendee_id: o.attendeeId, errors: o.errors });
      for (const key of new Set(Object.values(o.errors).flat())) r.refused_by_reason[key] = (r.refused_by_reason[key] ?? 0) + 1;
    }
  }
}

/**
 * Staff register many attendees for one session (issue 27): a selection (`attendee_ids`, in its order) or
 * every attendee a saved attendee filter matches (`filter_id`, by id), each by the rules of one
 * registration. The filter's attendees are read in keyset pages of ids, never all at once; each page is
 * registered in one transaction with the session locked, so a refusal (thrown before anything is
 * written) is counted and the page goes on.
 */
@Injectable()
export class RegistrationBulkService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly registrations: RegistrationsService,
  ) {}

  async bulk(ctx: EventContext, sessionId: number, input: RegistrationBulkInput): Promise<RegistrationBulkDto> {
    await requireRecord(this.db.manager, ctx, 'update', SESSION_SCOPE, sessionId);
    const tally = new Tally();
    if (input.attendee_ids) {
      for (let i = 0; i < input.attendee_ids.length; i += BULK_PAGE)
        tally.add(await this.registerPage(ctx, sessionId, input.attendee_ids.slice(i, i + BULK_PAGE)));
      return tally.result;
    }
    const where = await savedAttendeeFilterWhere(this.db, ctx, input.filter_id!);
    const page = readStatement(
      this.db,
      `SELECT attendee.id FROM attendees attendee WHERE ${where.sql} AND attendee.id > ? ORDER BY attendee.id LIMIT ${BULK_PAGE}`,
    );
    for (let after = 0; ;) {
      const ids = (await page.rows<{ id: number | string }>([...where.params, after])).map((r) => Number(r.id));
      if (ids.length) tally.add(await this.registerPage(ctx, sessionId, ids));
      if (ids.length < BULK_PAGE) return tally.result;
      after = ids[ids.length - 1]!;
    }
  }

  /** One page of attendees in one transaction, the session locked once for all of them. */
  private registerPage(ctx: EventContext, sessionId: number, attendeeIds: number[]): Promise<Outcome[]> {
    return writeTransaction(this.db, async (tx) => {
      const session = await requireRecord(tx, ctx, 'update', SESSION_SCOPE, sessionId, { lock: true });
      const outcomes: Outcome[] = [];
      for (const attendeeId of attendeeIds) {
        try {
          outcomes.push({ attendeeId, status: (await this.registrations.registerIn(tx, ctx, session, attendeeId)).status });
        } catch (error) {
          if (!(error instanceof AppException) || !error.fieldKeys) throw error;
          outcomes.push({ attendeeId, errors: error.fieldKeys });
        }
      }
      return outcomes;
    });
  }
}
