import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SCAN_LABELS, YES_NO, type Language, type ScanDto } from '@eventdesk/shared';
import { DISPLAY_TIME_ZONE, readableDateTime } from '@eventdesk/shared/reference/readable-values';
import type { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { applyListQuery, type ListQuery } from '../../platform/common/ra-query';
import { EXPORT_PAGE, exportCell, exportFileName, writeTableFile, type ExportFormat, type ExportValues } from '../../registration/exports/table-file';
import { Zone } from '../../accreditation/zones/zone.entity';
import { Scan } from './scan.entities';
import { SCAN_SCOPE, ScanLogService } from './scan-log.service';

/** The readable time is the event's (Italy's) clock, and the header says so (issue 29 item 17); the codes are UTC (ISO 8601, `Z`). */
const HEADERS: Record<Language, string[]> = {
  it: [`Quando (${DISPLAY_TIME_ZONE})`, 'Zona', 'Verso', 'Esito', 'Motivo', 'Conflitto', 'Offline', 'Chi', 'Azienda', 'Categoria', 'Dispositivo', 'Presenti dopo'],
  en: [`When (${DISPLAY_TIME_ZONE})`, 'Zone', 'Direction', 'Result', 'Reason', 'Conflict', 'Offline', 'Who', 'Company', 'Category', 'Device', 'Inside after'],
};

/**
 * The scan log as a file (issue 14), with the list's filters, newest first: read a page at a time by
 * id (a keyset, never the whole log in memory), readable by default or as the stored codes.
 */
@Injectable()
export class ScanExportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly log: ScanLogService,
  ) {}

  fileName(ctx: EventContext, format: ExportFormat): Promise<string> {
    return exportFileName(this.db, ctx.eventId, 'scans', format);
  }

  write(format: ExportFormat, list: ListQuery, ctx: EventContext, out: Writable, values: ExportValues): Promise<void> {
    const headers = values === 'codes' ? ['scanned_at (UTC)', ...HEADERS[ctx.lang].slice(1)] : HEADERS[ctx.lang];
    return writeTableFile(format, headers, this.rows(ctx, list, values), out, 'Scans');
  }

  private async *rows(ctx: EventContext, list: ListQuery, values: ExportValues): AsyncGenerator<string[]> {
    const zones = new Map((await this.db.getRepository(Zone).findBy({ eventId: ctx.eventId })).map((z) => [z.id, z.code]));
    const lang = ctx.lang;
    let before: number | null = null;
    for (;;) {
      const qb = scopeList(this.db.getRepository(Scan).createQueryBuilder('scan'), ctx, 'read', SCAN_SCOPE);
      applyListQuery(qb, { ...list, sort: { column: 'scan.id', order: 'DESC' }, offset: 0, limit: EXPORT_PAGE });
      if (before !== null) qb.andWhere('scan.id < :before', { before });
      const page = await this.log.dtos(await qb.getMany());
      for (const s of page) yield (values === 'codes' ? codes(s) : readable(s, lang, zones)).map(exportCell);
      if (page.length < EXPORT_PAGE) return;
      before = page[page.length - 1].id;
    }
  }
}

function codes(s: ScanDto): unknown[] {
  const h = s.holder;
  return [
    s.scanned_at,
    s.zone_id,
    s.direction,
    s.result,
    s.reason,
    s.conflict,
    s.offline,
    h?.label,
    h?.company,
    h?.category,
    s.device_id,
    s.inside,
  ];
}

function readable(s: ScanDto, lang: Language, zones: Map<number, string>): unknown[] {
  const h = s.holder;
  return [
    readableDateTime(s.scanned_at, lang),
    zones.get(s.zone_id) ?? s.zone_id,
    SCAN_LABELS.direction[lang][s.direction],
    SCAN_LABELS.result[lang][s.result],
    s.reason && SCAN_LABELS.reason[lang][s.reason],
    s.conflict && SCAN_LABELS.reason[lang][s.conflict],
    s.offline ? YES_NO[lang].yes : YES_NO[lang].no,
    h?.label,
    h?.company,
    h?.category,
    s.device_id,
    s.inside,
  ];
}
