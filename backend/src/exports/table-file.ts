import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { badQuery } from '../common/errors';
import { Event } from '../events/event.entity';

/*
 * A list exported as a CSV or XLSX file, streamed (attendees, vehicles): the shared half of every
 * export — the cell rule, the two writers, the file name, the query's format and values, the headers.
 */

export type ExportFormat = 'csv' | 'xlsx';
/** `readable` (the default): labels, Sì/No, local dates, names; `codes`: the stored values, for re-import. */
export type ExportValues = 'readable' | 'codes';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows read a page at a time (ids first, then the records of each page). */
export const EXPORT_PAGE = 1000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text; one that a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading '. */
export function exportCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** `format` and `values` of an export's query string, or a 400 naming the bad one. */
export function exportOptions(query: Record<string, unknown>): { format: ExportFormat; values: ExportValues } {
  const format = (query.format ?? 'csv') as string;
  if (format !== 'csv' && format !== 'xlsx') throw badQuery('format', 'q_format');
  const values = (query.values ?? 'readable') as string;
  if (values !== 'readable' && values !== 'codes') throw badQuery('values', 'q_values');
  return { format, values };
}

/** `{what}-{event sku}-{date}.{format}`. */
export async function exportFileName(db: DataSource, eventId: number, what: string, format: ExportFormat): Promise<string> {
  const event = await db.getRepository(Event).findOneBy({ id: eventId });
  const sku = (event?.sku ?? String(eventId)).replace(/[^A-Za-z0-9_-]+/g, '_');
  return `${what}-${sku}-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** Writes the header row and the rows as CSV (`;` and a BOM: what a spreadsheet set to Italian opens) or XLSX. */
export async function writeTableFile(
  format: ExportFormat,
  headers: string[],
  rows: AsyncIterable<string[]>,
  out: Writable,
  sheetName: string,
): Promise<void> {
  if (format === 'csv') {
    const csv = stringify({ delimiter: ';', bom: true, quoted_match: /^$/ });
    csv.pipe(out);
    const put = async (row: string[]) => {
      if (!csv.write(row)) await once(csv, 'drain');
    };
    await put(headers);
    for await (const row of rows) await put(row);
    csv.end();
    await once(out, 'finish');
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers).commit();
  for await (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}

/** Sends the file as a download; once the headers are gone, an error can only cut it short. */
export async function sendTableFile(
  res: Response,
  name: string,
  format: ExportFormat,
  write: (out: Writable) => Promise<void>,
): Promise<void> {
  res.setHeader('Content-Type', EXPORT_CONTENT_TYPES[format]);
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await write(res);
  } catch (error) {
    if (res.headersSent) res.destroy(error as Error);
    else throw error;
  }
}
