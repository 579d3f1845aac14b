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

/** A figure's cell: a number as it is (a negative one, e.g. days before the start, is no formula), anything else escaped. */
const figureCell = (value: unknown) => (typeof value === 'number' ? String(value) : exportCell(value));

/**
 * An object holding lists or objects is a record of sections (`compare`: its `per_day`); any other is one row per
 * field (`pending`'s counts, the gate's `cloakroom` with the moment of its peak as a text).
 */
const isSections = (value: object) => Object.values(value).some((v) => v !== null && typeof v === 'object');

/** A report's lists of figures: its own, and those of the records of sections it holds (registrations' `compare.per_day`). */
function* listsOf(report: Record<string, unknown>): Generator<Figure[]> {
  for (const value of Object.values(report))
    if (Array.isArray(value)) yield value as Figure[];
    else if (value && typeof value === 'object' && isSections(value)) yield* listsOf(value as Record<string, unknown>);
}

/** A report's further figure columns, after `REPORT_FILE_HEADERS`: the other numbers of its lists' items (commerce's cents, a day's `days_from_start`), in the order met. */
export function reportExtraColumns(report: Record<string, unknown>): string[] {
  const extra: string[] = [];
  for (const list of listsOf(report))
    for (const f of list)
      for (const [field, v] of Object.entries(f))
        if (!FIGURE_FIELDS.has(field) && typeof v === 'number' && !extra.includes(field)) extra.push(field);
  return extra;
}

/**
 * A report's JSON as a file with the same figures (issue 28): a scalar section is one row (`key` empty; a number
 * as its count, a text as its label), an object of scalars one row per field (a count in `count`, a time or other
 * text in `label`), a list one row per item (a day, a slot or a moment as its key, a zone as its label, its further
 * numbers in the `extra` columns, a list without counts leaving `count` empty), an object holding lists its fields
 * as sections named `{section}.{field}` (registrations' `compare`: `compare.name`, `compare.total`,
 * `compare.per_day`…); a null section (a hidden field) has no row.
 */
export function reportRows(report: Record<string, unknown>, extra: string[] = reportExtraColumns(report), prefix = ''): string[][] {
  const rows: string[][] = [];
  const blanks = extra.map(() => '');
  for (const [name, value] of Object.entries(report)) {
    const section = `${prefix}${name}`;
    if (value === null || value === undefined) continue;
    if (typeof value === 'number') rows.push([section, '', '', String(value), '', ...blanks]);
    else if (typeof value === 'string') rows.push([section, '', exportCell(value), '', '', ...blanks]);
    else if (Array.isArray(value))
      for (const f of value as Figure[])
        rows.push([
          section,
          exportCell(f.key ?? f.date ?? f.slot ?? f.at),
          exportCell(f.label ?? f.zone),
          f.count === undefined ? '' : String(f.count),
          exportCell(f.cumulative),
          ...extra.map((field) => figureCell(f[field])),
        ]);
    else if (isSections(value)) rows.push(...reportRows(value as Record<string, unknown>, extra, `${section}.`));
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
