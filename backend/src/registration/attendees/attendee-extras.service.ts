import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RemovedUsedServiceDto, SurveySubmissionDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { notFound } from '../../platform/common/errors';
import type { ListQuery } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import { requireRecord } from '../../platform/access/record-access';
import { ATTENDEE_SCOPE, type AttendeeAccess } from './attendee-access';
import { AttendeeUsedService } from './attendee-used-service.entity';
import { SurveySubmission } from './survey-submission.entity';
import { writeTransaction } from '../../platform/database/write-transaction';

/**
 * What an attendee has in the other areas (SPEC §7): sessions, used services, survey submissions,
 * and the actions history. Each call first loads the attendee in the caller's scope, so another
 * company's attendee answers 404 here too.
 */
@Injectable()
export class AttendeeExtrasService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly entries: HistoryService,
  ) {}

  /** Gives one unit of a service back (the last taken); 404 when the attendee has none. */
  async removeUsedService(id: number, serviceId: number, access: AttendeeAccess): Promise<RemovedUsedServiceDto> {
    await requireRecord(this.db.manager, access, 'update', ATTENDEE_SCOPE, id);
    // One unit back: the last one taken.
    const last = await this.db.getRepository(AttendeeUsedService).findOne({ where: { attendeeId: id, serviceId }, order: { id: 'DESC' } });
    if (!last) throw notFound();
    const result = await writeTransaction(this.db, (tx) => tx.getRepository(AttendeeUsedService).delete(last.id));
    return { attendee_id: id, service_id: serviceId, removed: result.affected ?? 0 };
  }

  /** Removes one of the attendee's survey submissions; 404 when the submission is not the attendee's. */
  async removeSurveySubmission(id: number, submissionId: number, access: AttendeeAccess): Promise<SurveySubmissionDto> {
    await requireRecord(this.db.manager, access, 'update', ATTENDEE_SCOPE, id);
    const submission = await this.db.getRepository(SurveySubmission).findOneBy({ id: submissionId, attendeeId: id });
    if (!submission) throw notFound();
    await writeTransaction(this.db, (tx) => tx.getRepository(SurveySubmission).delete(submission.id));
    return { id: submission.id, attendee_id: id, survey_id: submission.surveyId, created_at: submission.createdAt.toISOString() };
  }

  /** The attendee's history, newest first, with the changes of fields the caller cannot see left out (consents are shown). */
  async history(id: number, list: ListQuery, access: AttendeeAccess) {
    await requireRecord(this.db.manager, access, 'read', ATTENDEE_SCOPE, id);
    return this.entries.list(
      access.eventId,
      'attendee',
      id,
      list,
      // Consents go to whoever reads the attendee, as the consents route does.
      (field) => access.visible.has(field) || (field === 'tag_ids' && access.tags) || field === 'accepted_terms',
    );
  }
}
