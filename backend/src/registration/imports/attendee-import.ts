import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ATTENDEE_IMPORT_FIELDS, suggestAttendeeMapping } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { AttendeeAccess } from '../attendees/attendee-access';
import { SqliteStatisticsService } from '../attendees/sqlite-statistics.service';
import { isMysql } from '../../platform/database/write-transaction';
import { Signals } from '../../platform/signals/signals';
import type { ImportCaller, ImportKind } from './import-kind';
import { ImportValidator, type ImportScope, type Mapping, type PreparedRow } from './import-rows';
import { ImportWriter } from './import-writer';
import { ImportsService } from './imports.service';

/** Who imports attendees, as the pipeline knows a caller. */
export const importCallerOf = (access: AttendeeAccess): ImportCaller => ({
  eventId: access.eventId,
  userId: access.actor.id,
  lang: access.lang,
});

/**
 * The attendee import (issue 5) on the pipeline: the caller's field and company scope, upsert by
 * attendee code, categories and companies by id or name, bulk statements; two batches at once on MySQL.
 */
@Injectable()
export class AttendeeImports implements ImportKind<ImportScope, PreparedRow>, OnModuleInit {
  readonly job = 'attendee_import' as const;
  readonly parallel: number;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly imports: ImportsService,
    private readonly statistics: SqliteStatisticsService,
    private readonly signals: Signals,
  ) {
    // SQLite has one connection: one batch at a time.
    this.parallel = isMysql(db) ? 2 : 1;
  }

  onModuleInit(): void {
    this.imports.register(this);
  }

  fields(): readonly string[] {
    return ATTENDEE_IMPORT_FIELDS;
  }

  suggest(columns: string[]) {
    return suggestAttendeeMapping(columns);
  }

  validator(scope: ImportScope, columns: string[], mapping: Mapping) {
    return new ImportValidator(this.db, scope, columns, mapping).init();
  }

  writer(scope: ImportScope) {
    return new ImportWriter(this.db, scope, this.signals).init();
  }

  finished() {
    return this.statistics.refresh();
  }
}
