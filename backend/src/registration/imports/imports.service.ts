import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { t, type ImportPreviewDto, type ImportRowErrorDto, type ImportUploadDto, type JobType } from '@eventdesk/shared';
import { rm } from 'node:fs/promises';
import { DataSource, In } from 'typeorm';
import { ValidationException } from '../../platform/common/errors';
import type { StoredUpload, UploadOptions } from '../../platform/common/upload';
import { Job } from '../../platform/jobs/job.entity';
import { JobsService } from '../../platform/jobs/jobs.service';
import { writeWith } from '../../platform/database/write-transaction';
import { WritePacer } from '../../platform/database/write-pacer';
import { countCsvRecords, inspectImportFile, readImportRows, readSheetRows, type ImportFileInfo } from './import-files';
import { countXlsxRows } from './xlsx-parts';
import type { ImportCaller, ImportedRow, ImportKind } from './import-kind';
import { BATCH_SIZE, checkMapping, MAX_ERRORS, type Mapping, type NumberedRow } from './import-rows';
import { ImportUploads, type UploadMeta } from './import-uploads';
import { RegistrationError } from '../registration-errors';

/** The import jobs: one of them per user and event at a time. */
const IMPORT_JOBS: JobType[] = ['attendee_import', 'vehicle_import'];

interface ImportJobParams {
  uploadId: string;
  mapping: Mapping;
  scope: unknown;
}

const SAMPLE_ROWS = 5;
/**
 * At most this many batches in one transaction of a job (SQLite; write-pacer.ts): 4,000 rows. Sixteen were faster
 * still, but held more rows at once than the XLSX import's memory goal allows (docs/performance.md).
 */
const MAX_BATCHES_PER_WRITE = 8;

/** Import files go straight to disk (never whole in memory), in ImportUploads' folder under a random name; over IMPORT_MAX_MB, a 413. */
export const IMPORT_UPLOAD: UploadOptions = { maxBytes: (config) => config.importMaxBytes, folder: 'imports', fields: 10 };

/** The upload's file could not be read past its first rows (a workbook broken further on). */
class UnreadableFile extends Error {}

/** The data rows of an upload (header skipped), each with its spreadsheet row number (the header's is 1), in batches. */
async function* batches(path: string, info: ImportFileInfo, size = BATCH_SIZE): AsyncGenerator<NumberedRow[]> {
  let batch: NumberedRow[] = [];
  let header = true;
  for await (const { row, cells } of unlessUnreadable(readSheetRows(path, info))) {
    if (header) {
      header = false;
      continue;
    }
    batch.push({ n: row, cells });
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The rows, a reading error becoming UnreadableFile (an error of the consumer is not the file's). */
async function* unlessUnreadable<T>(rows: AsyncGenerator<T>): AsyncGenerator<T> {
  try {
    yield* rows;
  } catch (error) {
    throw new UnreadableFile((error as Error).message);
  }
}

/**
 * The import pipeline of every resource (attendees issue 5, vehicles issue 13): upload → mapping →
 * dry run → apply as a background job, by batches of 500 rows, written with the job's progress in
 * transactions of one or more batches. A resource brings its `ImportKind` (import-kind.ts): the
 * fields, the suggested mapping, a validator and a writer; the file checks, the one-at-a-time guard,
 * the uploads, the job, its resume and its progress are here, once.
 */
@Injectable()
export class ImportsService {
  /** Test hook: called before each batch is written (throwing simulates a crash mid-import). */
  beforeBatch: ((index: number) => void) | null = null;
  /**
   * Import files being read by this process, per event and user: one at a time each, so that parallel
   * uploads cannot multiply the memory a workbook takes (issue 12 item 3). Memory is per process, so
   * the count is too.
   */
  private readonly reading = new Set<string>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly uploads: ImportUploads,
    private readonly jobs: JobsService,
  ) {}

  /** A resource's import: its jobs are run by this pipeline. */
  register<S, R extends ImportedRow>(kind: ImportKind<S, R>): void {
    this.jobs.register(kind.job, (job) => this.run(kind, job));
  }

  /** Checks the stored file (written under a random name, its upload id) and reads its header and first rows. */
  async upload<S>(kind: ImportKind<S>, caller: ImportCaller, scope: S, file: StoredUpload | undefined): Promise<ImportUploadDto> {
    if (!file) throw new ValidationException({ file: [t(caller.lang, 'file_required')] });
    return this.oneAtATime(
      caller,
      () => this.read(kind, caller, scope, file),
      () => rm(file.path, { force: true }),
    );
  }

  private async oneAtATime<T>(caller: ImportCaller, work: () => Promise<T>, onBusy?: () => Promise<void>): Promise<T> {
    const key = `${caller.eventId}:${caller.userId}`;
    if (this.reading.has(key)) {
      await onBusy?.();
      throw RegistrationError('import_busy');
    }
    this.reading.add(key);
    try {
      return await work();
    } finally {
      this.reading.delete(key);
    }
  }

  private async read<S>(kind: ImportKind<S>, caller: ImportCaller, scope: S, file: StoredUpload): Promise<ImportUploadDto> {
    const lang = caller.lang;
    const id = file.name;
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
      const meta: UploadMeta = {
        ...check.info,
        eventId: caller.eventId,
        userId: caller.userId,
        kind: kind.job,
        columns,
        createdAt: new Date().toISOString(),
      };
      await this.uploads.saveMeta(id, meta);
      return { upload_id: id, format: check.info.format, columns, suggested_mapping: kind.suggest(columns, scope), sample };
    } catch (error) {
      await rm(file.path, { force: true });
      throw error;
    }
  }

  /** The caller's upload for this kind of import (another resource's upload is no upload here). */
  private async meta(kind: ImportKind<never>, uploadId: string, caller: ImportCaller): Promise<UploadMeta> {
    const meta = await this.uploads.meta(uploadId, caller.eventId, caller.userId);
    if (!meta || (meta.kind ?? 'attendee_import') !== kind.job) throw RegistrationError('import_upload_not_found');
    return meta;
  }

  /** A dry run: every row validated as the API would, nothing written; the file is streamed. */
  async preview<S>(kind: ImportKind<S>, caller: ImportCaller, scope: S, uploadId: string, body: unknown): Promise<ImportPreviewDto> {
    return this.oneAtATime(caller, () => this.dryRun(kind, caller, scope, uploadId, body));
  }

  private async dryRun<S>(kind: ImportKind<S>, caller: ImportCaller, scope: S, uploadId: string, body: unknown): Promise<ImportPreviewDto> {
    const meta = await this.meta(kind as ImportKind<never>, uploadId, caller);
    const mapping = checkMapping(body, meta.columns, caller.lang, kind.fields(scope));
    const validator = await kind.validator(scope, meta.columns, mapping);
    const result: ImportPreviewDto = {
      total_rows: 0,
      valid_rows: 0,
      invalid_rows: 0,
      errors: [],
      creates: 0,
      updates: 0,
      missing: { event_attendee_category_id: [], event_company_id: [] },
    };
    try {
      for await (const batch of batches(this.uploads.path(uploadId), meta)) {
        const { rows, errors, invalid } = await validator.validateBatch(batch);
        result.total_rows += batch.length;
        result.invalid_rows += invalid;
        result.valid_rows += rows.length;
        for (const row of rows) result[row.kind === 'create' ? 'creates' : 'updates']++;
        for (const e of errors) if (result.errors.length < MAX_ERRORS) result.errors.push(e);
      }
    } catch (error) {
      // The upload read the first rows only (a workbook's shared strings too are read as far as they need):
      // a file broken further on is the file's fault, a 422 like one broken at the top.
      if (error instanceof UnreadableFile) throw new ValidationException({ file: [t(caller.lang, 'import_file_type')] });
      throw error;
    }
    if (validator.missing) result.missing = validator.missing();
    return result;
  }

  async apply<S>(kind: ImportKind<S>, caller: ImportCaller, scope: S, uploadId: string, body: unknown): Promise<{ job_id: number }> {
    const meta = await this.meta(kind as ImportKind<never>, uploadId, caller);
    const mapping = checkMapping(body, meta.columns, caller.lang, kind.fields(scope));
    const params: ImportJobParams = { uploadId, mapping, scope };
    // One running import per user and event: a second waits for the first (it may depend on it anyway).
    const running = await this.db.getRepository(Job).countBy({
      eventId: caller.eventId,
      userId: caller.userId,
      type: In(IMPORT_JOBS),
      status: In(['queued', 'running']),
    });
    if (running > 0) throw RegistrationError('import_running');
    const job = await this.jobs.create(caller.eventId, kind.job, caller.userId, params);
    return { job_id: job.id };
  }

  /**
   * The job: counts the rows, then validates and writes batch after batch from the one after the
   * last committed. A batch's valid rows — exactly those the preview counts valid — are written in one
   * transaction together with the job's progress (its invalid rows count as failed), so a resume
   * never writes a batch twice. One at a time (SQLite), that transaction holds several batches while
   * no other write waits for it (WritePacer); a kind may instead write several batches at once
   * (attendees on MySQL, on their own connections), committing in file order. The upload is removed
   * when the job is done.
   */
  private async run<S, R extends ImportedRow>(kind: ImportKind<S, R>, job: Job): Promise<void> {
    const params = JSON.parse(job.params) as ImportJobParams;
    const scope = params.scope as S;
    const meta = await this.uploads.meta(params.uploadId, job.eventId);
    if (!meta) throw new Error('the upload is gone');
    const path = this.uploads.path(params.uploadId);
    const repo = this.db.getRepository(Job);
    if (!job.total) {
      // A CSV and an XLSX's sheet are counted from their bytes (no parsing, no second pass of exceljs:
      // issue 26 item 6). The count of the rows actually read is written at the end in any case.
      let total = 0;
      if (meta.format === 'csv') total = Math.max(0, (await countCsvRecords(path, meta.delimiter ?? ',')) - 1);
      else total = Math.max(0, (await countXlsxRows(path)) - 1);
      await writeWith(repo, (jobs) => jobs.update(job.id, { total }));
    }
    const validator = await kind.validator(scope, meta.columns, params.mapping);
    const writer = await kind.writer(scope);
    const state = await repo.findOneByOrFail({ id: job.id });
    const errors = JSON.parse(state.errors) as ImportRowErrorDto[];
    const parallel = kind.parallel ?? 1;
    /** Writes under way, oldest first; each settles once committed (or failed). */
    const writing: Promise<void>[] = [];
    // One batch at a time (SQLite): several batches in one transaction while no other write waits for it (write-pacer.ts).
    const pacer = new WritePacer(this.db, parallel === 1 ? MAX_BATCHES_PER_WRITE : 1);
    /** The valid rows of the batches validated and not yet written, and how many batches they are. */
    let gathered: R[] = [];
    let batchesGathered = 0;
    /** Writes the batches gathered, in one transaction with the progress as it is after the last of them. */
    const flush = async () => {
      if (!batchesGathered) return;
      const rows = gathered;
      gathered = [];
      batchesGathered = 0;
      const progress = this.progress(state, errors);
      if (rows.length === 0) {
        // After the batches before: its progress must not be committed ahead of theirs.
        while (writing.length) await writing.shift();
        await writeWith(repo, (jobs) => jobs.update(job.id, progress));
        return;
      }
      const after = writing.at(-1);
      const write = pacer.write(() =>
        writer.write(
          rows,
          async (tx) => {
            await tx.getRepository(Job).update(job.id, progress);
          },
          after,
        ),
      );
      write.catch(() => undefined); // awaited below, or after a failure in the finally
      writing.push(write);
      if (writing.length >= parallel) await writing.shift();
    };
    let index = -1;
    let rowsRead = 0;
    try {
      // Batches are validated in file order (a repeated key is seen), while the writes before go on.
      for await (const batch of batches(path, meta)) {
        index++;
        rowsRead += batch.length;
        if (index <= state.lastBatch) {
          // Committed before: only its keys matter, so that a repeated key is still seen.
          await validator.validateBatch(batch);
          continue;
        }
        this.beforeBatch?.(index);
        const { rows, errors: rowErrors, invalid } = await validator.validateBatch(batch);
        for (const e of rowErrors) if (errors.length < MAX_ERRORS) errors.push(e);
        state.processed += batch.length;
        state.lastBatch = index;
        // A row the preview calls valid is written (issue 11): a bad row fails alone, not its batch.
        state.failed += invalid;
        state.created += rows.filter((r) => r.kind === 'create').length;
        state.updated += rows.filter((r) => r.kind === 'update').length;
        for (const row of rows) gathered.push(row);
        if (++batchesGathered >= pacer.batches) await flush();
      }
      await flush();
      while (writing.length) await writing.shift();
    } finally {
      // A failure leaves no transaction running behind it.
      await Promise.allSettled(writing);
      await kind.finished?.();
    }
    if (rowsRead !== state.total) await writeWith(repo, (jobs) => jobs.update(job.id, { total: rowsRead }));
    await this.uploads.remove(params.uploadId);
  }

  private progress(state: Pick<Job, 'processed' | 'created' | 'updated' | 'failed' | 'lastBatch'>, errors: ImportRowErrorDto[]) {
    const { processed, created, updated, failed, lastBatch } = state;
    return { processed, created, updated, failed, lastBatch, errors: JSON.stringify(errors) };
  }
}
