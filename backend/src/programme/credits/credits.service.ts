import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { creditReasonText, programmeDay, type CreditReason, type CreditResultDto, type Language } from '@eventdesk/shared';
import type { Writable } from 'node:stream';
import { DataSource, In } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { applyListQuery, findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { driverSql } from '../../platform/database/driver-sql';
import { Job } from '../../platform/jobs/job.entity';
import { JobsService } from '../../platform/jobs/jobs.service';
import { Signals } from '../../platform/signals/signals';
import { EXPORT_PAGE, exportCell, exportFileName, writeTableFile, type ExportFormat } from '../../registration/exports/table-file';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { ATTENDANCE_CHANGED } from '../attendance/attendance.service';
import { ProgrammeSession } from '../sessions/session.entity';
import { CreditCalculator } from './credit-calculator';
import { CreditResult, CreditRule } from './credit.entities';

export const CREDIT_RESULT_LIST: ListSpec = {
  resource: 'credits/results',
  sortable: {
    id: 'result.id',
    attendee_name: 'a.lastName',
    share: 'result.shareBasisPoints',
    credits: 'result.creditHundredths',
    session_id: 'result.sessionId',
    rule_id: 'result.ruleId',
  },
  filters: {
    q: { kind: 'search', columns: ['a.lastName', 'a.firstName', 'a.fiscalCode'] },
    rule_id: { kind: 'eq', column: 'result.ruleId', type: 'number' },
    session_id: { kind: 'eq', column: 'result.sessionId', type: 'number' },
    attendee_id: { kind: 'eq', column: 'result.attendeeId', type: 'number' },
    earned: { kind: 'eq', column: 'result.earned', type: 'boolean' },
  },
  defaultSort: ['attendee_name', 'ASC'],
  tiebreaker: 'result.id',
};

const HEADERS: Record<Language, string[]> = {
  it: [
    'Codice fiscale',
    'Cognome',
    'Nome',
    'Professione',
    'Disciplina',
    'Codice evento',
    'Sessione',
    'Data',
    'Ore presenti',
    'Presenza %',
    'Crediti',
    'Esito',
    'Motivo',
  ],
  en: [
    'Fiscal code',
    'Last name',
    'First name',
    'Profession',
    'Discipline',
    'Event code',
    'Session',
    'Date',
    'Hours present',
    'Presence %',
    'Credits',
    'Outcome',
    'Reason',
  ],
};
const OUTCOME: Record<Language, [string, string]> = { it: ['Conseguiti', 'Non conseguiti'], en: ['Earned', 'Not earned'] };
const EVENT_WIDE: Record<Language, string> = { it: 'Intero programma', en: 'Whole programme' };

/** A number as a spreadsheet set to the language reads it (decimal comma in Italian). */
const decimal = (n: number, lang: Language, digits = 2) => (lang === 'it' ? n.toFixed(digits).replace('.', ',') : n.toFixed(digits));

/**
 * The event's credits (issue 27): the results the calculator wrote, listed and exported for the
 * accreditation provider; a recomputation of the whole event as a job (after every change of a rule, or
 * asked for); and one attendee's again at once when their attendance is corrected (same transaction).
 */
@Injectable()
export class CreditsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly calculator: CreditCalculator,
    private readonly signals: Signals,
  ) {}

  onModuleInit(): void {
    this.jobs.register('credits_recompute', (job) => this.run(job));
    this.signals.on(ATTENDANCE_CHANGED, async (tx, { eventId, attendeeId }) =>
      this.calculator.recomputeAttendee(await driverSql(tx), eventId, attendeeId),
    );
  }

  /** Queues a recomputation of the event, unless one is already waiting (it will read the rules as they are then). */
  async recompute(ctx: EventContext): Promise<{ job_id: number }> {
    const waiting = await this.db.getRepository(Job).findOne({
      select: { id: true },
      where: { eventId: ctx.eventId, type: 'credits_recompute', status: 'queued' },
      order: { id: 'DESC' },
    });
    if (waiting) return { job_id: waiting.id };
    return { job_id: (await this.jobs.create(ctx.eventId, 'credits_recompute', ctx.user.id, {})).id };
  }

  /** The job: every attendee after the last page written (`lastBatch` holds that page's last attendee id). */
  private async run(job: Job): Promise<void> {
    const total = await this.calculator.attendeeCount(job.eventId);
    await this.db.getRepository(Job).update(job.id, { total });
    await this.calculator.recompute(job.eventId, Math.max(0, job.lastBatch), (sql, lastId, count) =>
      sql
        .run('UPDATE jobs SET processed = processed + ?, last_batch = ?, heartbeat_at = ? WHERE id = ?', [
          count,
          lastId,
          new Date(),
          job.id,
        ])
        .then(() => undefined),
    );
  }

  async results(ctx: EventContext, list: ListQuery): Promise<{ rows: CreditResultDto[]; total: number }> {
    const { rows, total } = await findPage(this.resultQuery(ctx.eventId), list);
    return { rows: (await this.hydrate(rows, ctx.lang)).map((r) => r.dto), total };
  }

  private resultQuery(eventId: number) {
    return this.db
      .getRepository(CreditResult)
      .createQueryBuilder('result')
      .innerJoinAndMapOne('result.attendee', Attendee, 'a', 'a.id = result.attendeeId')
      .where('result.eventId = :eventId', { eventId });
  }

  /** The answers for a page of results (read by resultQuery, the attendee joined), with the attendee's names apart (the export's columns). */
  private async hydrate(
    rows: CreditResult[],
    lang: Language,
  ): Promise<{ dto: CreditResultDto; first: string | null; last: string | null }[]> {
    const sessionIds = [...new Set(rows.flatMap((r) => (r.sessionId ? [r.sessionId] : [])))];
    const ruleIds = [...new Set(rows.map((r) => r.ruleId))];
    const [sessions, rules] = await Promise.all([
      sessionIds.length
        ? this.db
            .getRepository(ProgrammeSession)
            .find({ select: { id: true, titleIt: true, titleEn: true }, where: { id: In(sessionIds) } })
        : [],
      ruleIds.length
        ? this.db
            .getRepository(CreditRule)
            .find({ select: { id: true, minPresence: true, surveyMinCorrect: true }, where: { id: In(ruleIds) } })
        : [],
    ]);
    const title = new Map(sessions.map((s) => [s.id, (lang === 'en' && s.titleEn) || s.titleIt]));
    const rule = new Map(rules.map((r) => [r.id, r]));
    return rows.map((r) => {
      const a = r.attendee; // joined by resultQuery
      const reason = r.reason as CreditReason | null;
      const terms = rule.get(r.ruleId);
      const facts =
        reason === 'survey_below'
          ? { share: (r.surveyBasisPoints ?? 0) / 10_000, min: terms?.surveyMinCorrect ?? 0 }
          : { share: r.shareBasisPoints / 10_000, min: terms?.minPresence ?? 0 };
      const dto: CreditResultDto = {
        id: r.id,
        rule_id: r.ruleId,
        session_id: r.sessionId,
        session_title: r.sessionId ? (title.get(r.sessionId) ?? null) : null,
        attendee_id: r.attendeeId,
        attendee_name: a ? [a.lastName, a.firstName].filter(Boolean).join(' ') : '',
        fiscal_code: a?.fiscalCode ?? null,
        profession: a?.jobTitle ?? null,
        discipline: a?.discipline ?? null,
        seconds_present: r.secondsPresent,
        seconds_total: r.secondsTotal,
        share: r.shareBasisPoints / 10_000,
        survey_correct: r.surveyBasisPoints === null ? null : r.surveyBasisPoints / 10_000,
        earned: r.earned,
        credits: r.creditHundredths / 100,
        reason,
        reason_text: reason ? creditReasonText(lang, reason, facts) : null,
        computed_at: r.computedAt.toISOString(),
      };
      return { dto, first: a?.firstName ?? null, last: a?.lastName ?? null };
    });
  }

  fileName(ctx: EventContext, format: ExportFormat): Promise<string> {
    return exportFileName(this.db, ctx.eventId, 'credits', format);
  }

  /** The results the list's filters keep, in the order they were computed (attendee by attendee), a page at a time. */
  async export(ctx: EventContext, list: ListQuery, format: ExportFormat, out: Writable): Promise<void> {
    const lang = ctx.lang;
    const codes = new Map(
      (
        await this.db.getRepository(CreditRule).find({ select: { id: true, accreditationCode: true }, where: { eventId: ctx.eventId } })
      ).map((r) => [r.id, r.accreditationCode]),
    );
    const starts = new Map(
      (await this.db.getRepository(ProgrammeSession).find({ select: { id: true, startAt: true }, where: { eventId: ctx.eventId } })).map(
        (s) => [s.id, programmeDay(s.startAt)],
      ),
    );
    const rows = async function* (this: CreditsService): AsyncGenerator<string[]> {
      let after = 0;
      for (;;) {
        const qb = applyListQuery(this.resultQuery(ctx.eventId), {
          ...list,
          sort: { column: 'result.id', order: 'ASC' },
          offset: 0,
          limit: EXPORT_PAGE,
        });
        qb.andWhere('result.id > :after', { after });
        const page = await qb.getMany();
        for (const { dto: r, first, last } of await this.hydrate(page, lang)) {
          yield [
            r.fiscal_code,
            last,
            first,
            r.profession,
            r.discipline,
            codes.get(r.rule_id),
            r.session_title ?? EVENT_WIDE[lang],
            r.session_id ? starts.get(r.session_id) : null,
            decimal(r.seconds_present / 3600, lang),
            // Rounded down, as the rule compares: 89.98 % is not shown as 90.0 %.
            decimal(Math.floor(r.share * 1000) / 10, lang, 1),
            decimal(r.credits, lang, 1),
            OUTCOME[lang][r.earned ? 0 : 1],
            r.reason_text,
          ].map(exportCell);
        }
        if (page.length < EXPORT_PAGE) return;
        after = page[page.length - 1]!.id;
      }
    };
    await writeTableFile(format, HEADERS[lang], rows.call(this), out, lang === 'it' ? 'Crediti' : 'Credits');
  }
}
