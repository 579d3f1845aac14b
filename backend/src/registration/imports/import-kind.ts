import type { ImportPreviewDto, ImportRowErrorDto, JobType, Language } from '@eventdesk/shared';
import type { EntityManager } from 'typeorm';
import type { Mapping, NumberedRow } from './import-rows';

/** A row ready to write: a create or an update of the resource, with its spreadsheet row number (the header is row 1). */
export interface ImportedRow {
  n: number;
  kind: 'create' | 'update';
}

export interface BatchValidation<R extends ImportedRow> {
  rows: R[];
  errors: ImportRowErrorDto[];
  /** Rows with at least one error. */
  invalid: number;
}

/** Validates the batches of one file in file order (it remembers the keys seen, so a repeated one is caught). */
export interface ImportBatchValidator<R extends ImportedRow> {
  validateBatch(batch: NumberedRow[]): Promise<BatchValidation<R>>;
  /** Names of the file that matched no record, for the wizard to offer creating them (attendees). */
  missing?(): ImportPreviewDto['missing'];
}

/**
 * Writes one batch in one transaction with the job's progress (`progress(tx)`), after the batch
 * before it (`after`) has committed, so that a resumed job never writes a batch twice.
 */
export interface ImportBatchWriter<R extends ImportedRow> {
  write(rows: R[], progress: (tx: EntityManager) => Promise<void>, after?: Promise<void>): Promise<void>;
}

/** Who uploads and imports: the upload is theirs, in their event, and its messages in their language. */
export interface ImportCaller {
  eventId: number;
  userId: number;
  lang: Language;
}

/**
 * What one resource brings to the import pipeline (imports.service.ts): its job type, the fields a
 * column may map to, the suggested mapping of a header, and a validator and a writer for a scope
 * (what the caller may do, kept with the job so that it runs the same after a restart).
 */
export interface ImportKind<S = unknown, R extends ImportedRow = ImportedRow> {
  readonly job: JobType;
  /** The fields a column may be mapped to, for the caller. */
  fields(scope: S): readonly string[];
  suggest(columns: string[], scope: S): Record<string, string | null>;
  validator(scope: S, columns: string[], mapping: Mapping): Promise<ImportBatchValidator<R>>;
  writer(scope: S): Promise<ImportBatchWriter<R>>;
  /** Batches written at once (the MySQL server does the work on its own threads); one on SQLite. */
  parallel?: number;
  /** After a run (e.g. the planner's statistics). */
  finished?(): Promise<void>;
}
