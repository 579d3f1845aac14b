import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ATTENDEE_FIELD_LABELS, ATTENDEE_FIELDS, type AttendeeField } from '@eventdesk/shared';
import type { Writable } from 'node:stream';
import { readableValue, type ReferenceNames } from '@eventdesk/shared/reference/readable-values';
import { DataSource, In } from 'typeorm';
import type { ListQuery } from '../../platform/common/ra-query';
import { readStatement } from '../../platform/database/driver-sql';
import { EventCompany } from '../../platform/events/event-company.entity';
import {
  EXPORT_PAGE as PAGE,
  exportCell,
  exportFileName,
  writeTableFile,
  type ExportFormat,
  type ExportValues,
} from '../exports/table-file';
import { AttendeeCategory } from './attendee-category.entity';
import type { AttendeeAccess } from './attendee-access';
import { attendeeListOrder, attendeeListWhere } from './attendee-list';
import { toFullRecord } from './attendee-record';
import { Attendee } from './attendee.entity';

/**
 * Export of the attendee list as the caller sees it (same filters, sort and company scope; visible
 * fields only, headed by their labels or the UI configuration's aliases), readable by default or as
 * the stored codes (both read back by the import), streamed: the ids in list
 * order first (numbers only), then the rows a page of 1000 at a time.
 */
@Injectable()
export class AttendeeExportService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  fields(access: AttendeeAccess): AttendeeField[] {
    return ATTENDEE_FIELDS.filter((f) => access.visible.has(f));
  }

  headers(access: AttendeeAccess): string[] {
    const alias = new Map(access.fields.map((f) => [f.name, f.alias]));
    return this.fields(access).map((f) => alias.get(f) || ATTENDEE_FIELD_LABELS[access.lang][f]);
  }

  fileName(access: AttendeeAccess, format: ExportFormat): Promise<string> {
    return exportFileName(this.db, access.eventId, 'attendees', format);
  }

  private async ids(list: ListQuery, access: AttendeeAccess): Promise<number[]> {
    const where = attendeeListWhere(list, access);
    const sql = `SELECT attendee.id FROM attendees attendee WHERE ${where.sql} ORDER BY ${attendeeListOrder(list)}`;
    const rows = await readStatement(this.db, sql).rows<{ id: number | string }>(where.params);
    return rows.map((r) => Number(r.id));
  }

  /** Names of the event's categories and companies, for the readable form. */
  private async names(eventId: number): Promise<ReferenceNames> {
    const [categories, companies] = await Promise.all([
      this.db.getRepository(AttendeeCategory).find({ select: { id: true, name: true }, where: { eventId } }),
      this.db.getRepository(EventCompany).find({ select: { id: true, name: true }, where: { eventId } }),
    ]);
    return {
      event_attendee_category_id: new Map(categories.map((c) => [c.id, c.name])),
      event_company_id: new Map(companies.map((c) => [c.id, c.name])),
    };
  }

  private async *rows(list: ListQuery, access: AttendeeAccess, values: ExportValues): AsyncGenerator<string[]> {
    const ids = await this.ids(list, access);
    const fields = this.fields(access);
    const repo = this.db.getRepository(Attendee);
    const names = values === 'readable' ? await this.names(access.eventId) : null;
    const cell = names
      ? (field: string, value: unknown) => exportCell(readableValue(field, value, access.lang, names))
      : (_field: string, value: unknown) => exportCell(value);
    for (let i = 0; i < ids.length; i += PAGE) {
      const page = ids.slice(i, i + PAGE);
      const byId = new Map((await repo.findBy({ id: In(page) })).map((a) => [a.id, a]));
      for (const id of page) {
        const attendee = byId.get(id);
        if (!attendee) continue; // deleted meanwhile
        const record = toFullRecord(attendee, []) as unknown as Record<string, unknown>;
        yield fields.map((f) => cell(f, record[f]));
      }
    }
  }

  async write(
    format: ExportFormat,
    list: ListQuery,
    access: AttendeeAccess,
    out: Writable,
    values: ExportValues = 'readable',
  ): Promise<void> {
    await writeTableFile(format, this.headers(access), this.rows(list, access, values), out, 'Attendees');
  }
}
