import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { PassThrough, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import { badQuery } from '../../platform/common/errors';
import { Event } from '../../platform/events/event.entity';

/*
 * A list exported as a CSV or XLSX file, streamed (attendees, vehicles): the shared half of every
 * export — the cell rule, the two writers, the file name, the query's format and values, the answer.
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
    // A pipeline stops reading rows when the download is dropped (a client gone, a HEAD request).
    await pipeline(
      (async function* () {
        yield headers;
        yield* rows;
      })(),
      stringify({ delimiter: ';', bom: true, quoted_match: /^$/ }),
      out,
    );
    return;
  }
  // exceljs (~670 modules) is loaded with the first XLSX export, not at every start.
  const ExcelJS = require('exceljs') as typeof import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers).commit();
  for await (const row of rows) {
    if (out.destroyed) return; // the download was dropped: no further rows are read
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The file as a download, streamed as `write` makes it (the route adds `Cache-Control: no-store`). It is
 * answered once its first bytes are there, so a failure before them is an ordinary error answer; after
 * them, a failure can only cut the download short.
 */
export async function tableFile(name: string, format: ExportFormat, write: (out: Writable) => Promise<void>): Promise<StreamableFile> {
  let started!: () => void;
  const firstBytes = new Promise<void>((resolve) => (started = resolve));
  // What `write` writes into, apart from what is sent: a failing writer destroys its stream, and the file
  // must stay open until its sending began (before that, Fastify would answer an error, not cut it short).
  const out = new Transform({
    transform(chunk, _encoding, next) {
      started();
      next(null, chunk);
    },
  });
  const file = new PassThrough();
  out.on('error', () => {}); // a writer's failure is known from its promise
  file.on('error', () => {}); // destroyed with that failure on purpose: Fastify then cuts the connection
  out.pipe(file);
  file.once('close', () => out.destroy()); // a client gone, a HEAD request: the writer stops
  const written = write(out);
  try {
    await Promise.race([firstBytes, written]);
  } catch (error) {
    file.destroy();
    throw error;
  }
  written.catch((error: Error) => {
    if (file.readableFlowing) file.destroy(error);
    else file.once('resume', () => setImmediate(() => file.destroy(error)));
  });
  return new StreamableFile(file, { type: EXPORT_CONTENT_TYPES[format], disposition: `attachment; filename="${name}"` });
}
