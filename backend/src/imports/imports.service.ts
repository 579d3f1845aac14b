import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { suggestAttendeeMapping, t, type ImportPreviewDto, type ImportRowErrorDto, type ImportUploadDto } from '@eventdesk/shared';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AppException, ValidationException } from '../common/errors';
import { isDuplicateKey } from '../common/http-exception.filter';
import type { AttendeeAccess } from '../attendees/attendee-access.service';
import { newAttendeeCode } from '../attendees/attendee-code';
import { historyValues, toColumns, toFullRecord } from '../attendees/attendee-record';
import { Attendee } from '../attendees/attendee.entity';
import { insertSearchTokens, reindexAttendees, searchValuesOf, touchesSearch } from '../attendees/search-tokens';
import { adjustAttendeeTotal } from '../attendees/attendee-totals';
import { SqliteStatisticsService } from '../attendees/sqlite-statistics.service';
import { ActionHistory } from '../history/action-history.entity';
import { diff } from '../history/history.service';
import { Job } from '../jobs/job.entity';
import { JobsService } from '../jobs/jobs.service';
import { writeTransaction } from '../orders/write-transaction';
import { bulkInsert } from './bulk-insert';
import { countCsvRecords, inspectImportFile, readImportRows, type ImportFileInfo } from './import-files';
import {
  BATCH_SIZE,
  checkMapping,
  importScopeOf,
  ImportValidator,
  MAX_ERRORS,
  type ImportScope,
  type Mapping,
  type NumberedRow,
  type PreparedRow,
} from './import-rows';
import { ImportUploads, type UploadMeta } from './import-uploads';

interface ImportJobParams {
  uploadId: string;
  mapping: Mapping;
  scope: ImportScope;
}

const SAMPLE_ROWS = 5;
const HISTORY_PROPERTIES = ['eventId', 'subjectType', 'subjectId', 'action', 'userId', 'userEmail', 'changes'];
const attendeeProperties = (tx: EntityManager) =>
  tx.connection
    .getMetadata(Attendee)
    .columns.filter((c) => !c.isGenerated)
    .map((c) => c.propertyName);
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/** The data rows of an upload (header skipped), numbered from 1, in batches. */
async function* batches(path: string, info: ImportFileInfo, size = BATCH_SIZE): AsyncGenerator<NumberedRow[]> {
  let n = 0;
  let batch: NumberedRow[] = [];
  let header = true;
  for await (const cells of readImportRows(path, info)) {
    if (header) {
      header = false;
      continue;
    }
    batch.push({ n: ++n, cells });
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * Attendee import (issue 5): upload → mapping → dry run → apply as a background job, by batches of
 * 500 rows, each in one transaction with bulk INSERT / upsert statements and its history entries.
 */
@Injectable()
export class ImportsService implements OnModuleInit {
  /** Test hook: called before each batch is written (throwing simulates a crash mid-import). */
  beforeBatch: ((index: number) => void) | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly uploads: ImportUploads,
    private readonly jobs: JobsService,
    private readonly statistics: SqliteStatisticsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('attendee_import', (job) => this.run(job));
  }

  /** Checks the stored file (multer wrote it under a random name) and reads its header and first rows. */
  async upload(file: Express.Multer.File | undefined, access: AttendeeAccess): Promise<ImportUploadDto> {
    const lang = access.lang;
    if (!file) throw new ValidationException({ file: [t(lang, 'file_required')] });
    const id = file.filename;
    try {
      const check = await inspectImportFile(file.path);
      if (!check.ok) {
        throw new ValidationException({ file: [t(lang, check.reason === 'bomb' ? 'import_archive_too_large' : 'import_file_type')] });
      }
      let columns: string[] | null = null;
      const sample: string[][] = [];
      try {
        for await (const cells of readImportRows(file.path, check.info)) {
          if (columns === null) columns = cells.map((c) => c.trim());
          else sample.push(cells);
          if (sample.length >= SAMPLE_ROWS) break;
        }
      } catch {
        throw new ValidationException({ file: [t(lang, 'import_file_type')] });
      }
      if (!columns || columns.every((c) => c === '')) throw new ValidationException({ file: [t(lang, 'import_empty')] });
      const meta: UploadMeta = { ...check.info, eventId: access.eventId, columns, createdAt: new Date().toISOString() };
      await this.uploads.saveMeta(id, meta);
      return { upload_id: id, format: check.info.format, columns, suggested_mapping: suggestAttendeeMapping(columns), sample };
    } catch (error) {
      await rm(file.path, { force: true });
      throw error;
    }
  }

  private async meta(uploadId: string, access: AttendeeAccess): Promise<UploadMeta> {
    const meta = await this.uploads.meta(uploadId, access.eventId);
    if (!meta) throw new AppException(HttpStatus.NOT_FOUND, 'import_upload_not_found');
    return meta;
  }

  /** A dry run: every row validated as the API would, nothing written; the file is streamed. */
  async preview(uploadId: string, body: unknown, access: AttendeeAccess): Promise<ImportPreviewDto> {
    const meta = await this.meta(uploadId, access);
    const mapping = checkMapping(body, meta.columns, access.lang);
    const validator = await new ImportValidator(this.db, importScopeOf(access), meta.columns, mapping).init();
    const result: ImportPreviewDto = { total_rows: 0, valid_rows: 0, invalid_rows: 0, errors: [], creates: 0, updates: 0 };
    for await (const batch of batches(this.uploads.path(uploadId), meta)) {
      const { rows, errors, invalid } = await validator.validateBatch(batch);
      result.total_rows += batch.length;
      result.invalid_rows += invalid;
      result.valid_rows += rows.length;
      for (const row of rows) result[row.kind === 'create' ? 'creates' : 'updates']++;
      for (const e of errors) if (result.errors.length < MAX_ERRORS) result.errors.push(e);
    }
    return result;
  }

  async apply(uploadId: string, body: unknown, access: AttendeeAccess): Promise<{ job_id: number }> {
    const meta = await this.meta(uploadId, access);
    const mapping = checkMapping(body, meta.columns, access.lang);
    const params: ImportJobParams = { uploadId, mapping, scope: importScopeOf(access) };
    const job = await this.jobs.create(access.eventId, 'attendee_import', access.actor.id, params);
    return { job_id: job.id };
  }

  /**
   * The job: counts the rows, then validates and writes batch after batch from the one after the
   * last committed. A batch with an invalid row writes nothing (its rows count as failed); a valid
   * one is written in one transaction together with the job's progress, so a resume never writes
   * a batch twice. The upload is removed when the job is done.
   */
  private async run(job: Job): Promise<void> {
    const params = JSON.parse(job.params) as ImportJobParams;
    const meta = await this.uploads.meta(params.uploadId, job.eventId);
    if (!meta) throw new Error('the upload is gone');
    const path = this.uploads.path(params.uploadId);
    const repo = this.db.getRepository(Job);
    if (!job.total) {
      // A CSV is counted from its bytes (no parsing); an XLSX needs a pass of its rows. The count of
      // the rows actually read is written at the end in any case.
      let total = 0;
      if (meta.format === 'csv') total = Math.max(0, (await countCsvRecords(path, meta.delimiter ?? ',')) - 1);
      else for await (const batch of batches(path, meta, 5000)) total += batch.length;
      await repo.update(job.id, { total });
    }
    const validator = await new ImportValidator(this.db, params.scope, meta.columns, params.mapping).init();
    const state = await repo.findOneByOrFail({ id: job.id });
    const errors = JSON.parse(state.errors) as ImportRowErrorDto[];
    let index = -1;
    let rowsRead = 0;
    try {
      for await (const batch of batches(path, meta)) {
        index++;
        rowsRead += batch.length;
        if (index <= state.lastBatch) {
          // Committed before: only its codes matter, so that a repeated code is still seen.
          await validator.validateBatch(batch);
          continue;
        }
        this.beforeBatch?.(index);
        const { rows, errors: rowErrors, invalid } = await validator.validateBatch(batch);
        for (const e of rowErrors) if (errors.length < MAX_ERRORS) errors.push(e);
        state.processed += batch.length;
        state.lastBatch = index;
        if (invalid > 0) {
          state.failed += batch.length;
          await repo.update(job.id, this.progress(state, errors));
          continue;
        }
        await this.write(rows, params.scope, async (tx) => {
          state.created += rows.filter((r) => r.kind === 'create').length;
          state.updated += rows.filter((r) => r.kind === 'update').length;
          await tx.getRepository(Job).update(job.id, this.progress(state, errors));
        });
      }
    } finally {
      await this.statistics.refresh();
    }
    if (rowsRead !== state.total) await repo.update(job.id, { total: rowsRead });
    await this.uploads.remove(params.uploadId);
  }

  private progress(state: Job, errors: ImportRowErrorDto[]) {
    const { processed, created, updated, failed, lastBatch } = state;
    return { processed, created, updated, failed, lastBatch, errors: JSON.stringify(errors) };
  }

  /** One transaction: the new attendees (bulk INSERT), the changed ones (bulk upsert on the code), their history, the job's progress. */
  private async write(rows: PreparedRow[], scope: ImportScope, progress: (tx: EntityManager) => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await writeTransaction(this.db, async (tx) => {
          const history: Partial<ActionHistory>[] = [];
          await this.insertCreates(tx, rows, scope, history);
          await this.upsertUpdates(tx, rows, scope, history);
          // created_at is left to the column default, as the repository's insert did.
          await bulkInsert(tx, ActionHistory, HISTORY_PROPERTIES, history);
          await progress(tx);
        });
        return;
      } catch (error) {
        // A new code met one taken meanwhile: draw the codes again.
        if (!isDuplicateKey(error) || attempt >= 3) throw error;
      }
    }
  }

  private historyEntry(scope: ImportScope, subjectId: number, action: 'create' | 'update', changes: Record<string, [unknown, unknown]>) {
    return {
      eventId: scope.eventId,
      subjectType: 'attendee' as const,
      subjectId,
      action,
      userId: scope.actor?.id ?? null,
      userEmail: scope.actor?.email.slice(0, 255) ?? null,
      changes: JSON.stringify(changes),
    };
  }

  private async insertCreates(tx: EntityManager, rows: PreparedRow[], scope: ImportScope, history: Partial<ActionHistory>[]) {
    const creates = rows.filter((r): r is Extract<PreparedRow, { kind: 'create' }> => r.kind === 'create');
    if (!creates.length) return;
    const repo = tx.getRepository(Attendee);
    // Fresh codes, unique in the batch and not taken in the event.
    const codes = new Set<string>();
    while (codes.size < creates.length) codes.add(newAttendeeCode());
    const taken = await repo.find({ select: { attendeeCode: true }, where: { eventId: scope.eventId, attendeeCode: In([...codes]) } });
    for (const { attendeeCode } of taken) {
      codes.delete(attendeeCode);
      let code = newAttendeeCode();
      while (codes.has(code)) code = newAttendeeCode();
      codes.add(code);
    }
    const codeList = [...codes];
    const stamp = now();
    const values = creates.map((row, i) => ({
      ...toColumns(row.values),
      eventId: scope.eventId,
      uuid: randomUUID(),
      attendeeCode: codeList[i]!,
      badgeDeliveredAt: row.values.badge_delivered ? stamp : null,
      createdAt: stamp,
      updatedAt: stamp,
    }));
    // Every column but the id: one statement per batch on SQLite (32,766 variables), a few on MySQL.
    await bulkInsert(tx, Attendee, attendeeProperties(tx), values);
    const ids = await repo.find({
      select: { id: true, attendeeCode: true },
      where: { eventId: scope.eventId, attendeeCode: In(codeList) },
    });
    const idOf = new Map(ids.map((a) => [a.attendeeCode, a.id]));
    await adjustAttendeeTotal(tx, scope.eventId, values.length);
    // Their quick-search tokens (attendees/search-tokens.ts), from the values just inserted.
    await insertSearchTokens(
      tx,
      scope.eventId,
      values.map((v) => ({ id: idOf.get(v.attendeeCode)!, values: searchValuesOf(v) })),
    );
    for (const v of values) {
      const id = idOf.get(v.attendeeCode)!;
      const record = toFullRecord(Object.assign(new Attendee(), v, { id }), []);
      history.push(this.historyEntry(scope, id, 'create', diff({}, historyValues(record))));
    }
  }

  private async upsertUpdates(tx: EntityManager, rows: PreparedRow[], scope: ImportScope, history: Partial<ActionHistory>[]) {
    const updates = rows.filter(
      (r): r is Extract<PreparedRow, { kind: 'update' }> => r.kind === 'update' && Object.keys(r.changed).length > 0,
    );
    if (!updates.length) return;
    const stamp = now();
    const metadata = tx.connection.getMetadata(Attendee);
    const skip = new Set(['id', 'uuid', 'eventId', 'attendeeCode', 'createdAt']);
    const overwrite = metadata.columns.filter((c) => !skip.has(c.propertyName)).map((c) => c.databaseName);
    const values = updates.map(({ attendee, changed }) => {
      const columns = toColumns(changed);
      if (changed.badge_delivered !== undefined) columns.badgeDeliveredAt = changed.badge_delivered ? stamp : null;
      const after = Object.assign(new Attendee(), attendee, columns, { updatedAt: stamp });
      history.push(
        this.historyEntry(
          scope,
          attendee.id,
          'update',
          diff(historyValues(toFullRecord(attendee, [])), historyValues(toFullRecord(after, []))),
        ),
      );
      // The insert half never happens (the code exists): a fresh uuid keeps it from meeting the uuid index first.
      const { id: _id, ...row } = after;
      return { ...row, uuid: randomUUID() };
    });
    for (let i = 0; i < values.length; i += 250) {
      await tx
        .createQueryBuilder()
        .insert()
        .into(Attendee)
        .values(values.slice(i, i + 250))
        .orUpdate(overwrite, ['event_id', 'attendee_code'])
        .updateEntity(false)
        .execute();
    }
    // The quick-search tokens of those whose searched fields changed.
    await reindexAttendees(
      tx,
      updates.filter(({ changed }) => touchesSearch(Object.keys(changed))).map(({ attendee }) => attendee.id),
    );
  }
}
