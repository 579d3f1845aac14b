import type { StreamableFile } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { exportCell, exportFileName, tableFile, writeTableFile, type ExportFormat } from '../../registration/exports/table-file';

/** The columns of every report's file: one row per figure (a bar, a day, a total). */
export const REPORT_FILE_HEADERS = ['section', 'key', 'label', 'count', 'cumulative'];

type Figure = {
  key?: unknown;
  label?: unknown;
  date?: unknown;
  slot?: unknown;
  at?: unknown;
  zone?: unknown;
  count?: number;
  cumulative?: number;
} & Record<string, unknown>;

/** The columns a figure's own fields fill (the rest are a report's further figures, e.g. commerce's amounts). */
const FIGURE_FIELDS = new Set(['key', 'label', 'date', 'slot', 'at', 'zone', 'zone_id', 'count', 'cumulative']);

/** A report's further figure columns, after `REPORT_FILE_HEADERS`: the other numbers of its lists' items (commerce's cents), in the order met. */
export function reportExtraColumns(report: Record<string, unknown>): string[] {
  const extra: string[] = [];
  for (const value of Object.values(report))
    if (Array.isArray(value))
      for (const f of value as Figure[])
        for (const [field, v] of Object.entries(f))
          if (!FIGURE_FIELDS.has(field) && typeof v === 'number' && !extra.includes(field)) extra.push(field);
  return extra;
}

/**
 * A report's JSON as a file with the same figures (issue 28): a scalar section is one row (`key` empty),
 * an object one row per field (a count in `count`, a time or other text in `label`), a list one row per item (a
 * day, a slot or a moment as its key, a zone as its label, its further numbers in the `extra` columns, a list
 * without counts leaving `count` empty); a null section (a hidden field) has no row.
 */
export function reportRows(report: Record<string, unknown>, extra: string[] = reportExtraColumns(report)): string[][] {
  const rows: string[][] = [];
  const blanks = extra.map(() => '');
  for (const [section, value] of Object.entries(report)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'number') rows.push([section, '', '', String(value), '', ...blanks]);
    else if (Array.isArray(value))
      for (const f of value as Figure[])
        rows.push([
          section,
          exportCell(f.key ?? f.date ?? f.slot ?? f.at),
          exportCell(f.label ?? f.zone),
          f.count === undefined ? '' : String(f.count),
          exportCell(f.cumulative),
          ...extra.map((field) => exportCell(f[field])),
        ]);
    else
      for (const [key, field] of Object.entries(value as Record<string, number | string | null>))
        rows.push([
          section,
          key,
          typeof field === 'number' ? '' : exportCell(field),
          typeof field === 'number' ? String(field) : '',
          '',
          ...blanks,
        ]);
  }
  return rows;
}

export async function reportFile(
  db: DataSource,
  eventId: number,
  name: string,
  format: ExportFormat,
  report: object,
): Promise<StreamableFile> {
  const extra = reportExtraColumns(report as Record<string, unknown>);
  const rows = reportRows(report as Record<string, unknown>, extra);
  return tableFile(await exportFileName(db, eventId, `report-${name}`, format), format, (out) =>
    writeTableFile(
      format,
      [...REPORT_FILE_HEADERS, ...extra],
      (async function* () {
        yield* rows;
      })(),
      out,
      name,
    ),
  );
}
