import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import yauzl from 'yauzl';
import { worksheetRows } from './xlsx-parts';

/*
 * Import files on disk: what they are (by their bytes, not their name), whether an XLSX is a zip
 * bomb (on the bytes it really inflates), and their rows as text, streamed.
 */

export type ImportFormat = 'csv' | 'xlsx';

export interface ImportFileInfo {
  format: ImportFormat;
  /** CSV only. */
  delimiter?: ';' | ',';
}

export const ZIP_MAX_ENTRIES = 50;
export const ZIP_MAX_RATIO = 20;
export const ZIP_MAX_UNPACKED = 200 * 1024 * 1024;

export type FileCheck = { ok: true; info: ImportFileInfo } | { ok: false; reason: 'type' | 'bomb' };

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SNIFF_BYTES = 64 * 1024;

/** What an uploaded file is: a ZIP-based XLSX (checked for bombs) or UTF-8 text (CSV), else 'type'. */
export async function inspectImportFile(path: string): Promise<FileCheck> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length >= 4 && head.subarray(0, 4).equals(ZIP_SIGNATURE)) return inspectZip(path);
  const delimiter = sniffCsv(head);
  return delimiter ? { ok: true, info: { format: 'csv', delimiter } } : { ok: false, reason: 'type' };
}

/** UTF-8 text without NULs or binary control characters; the delimiter the header line uses most. */
function sniffCsv(head: Buffer): ';' | ',' | null {
  let bytes = head;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
  if (bytes.length === 0) return null;
  let text: string;
  try {
    // stream: true tolerates a character cut at the end of the sample.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(text)) return null;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (!firstLine.trim()) return null;
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) => (err ? reject(err) : resolve(zip)));
  });
}

/** Bytes a data descriptor may take after an entry's data (with or without its signature, 32- or 64-bit sizes). */
const DESCRIPTOR_LENGTHS = [12, 16, 20, 24];

interface CheckedEntry {
  entry: yauzl.Entry;
  start: number;
  dataEnd: number;
  streamed: boolean;
}

/**
 * An XLSX is checked on the bytes it really inflates, not on the sizes it declares (issue 12 item 3):
 * 1. the central directory: at most 50 entries, declared unpacked bytes at most 20× the file and 200 MB;
 * 2. every local header names the same file and size as the central directory, and the entries fill
 *    the file from its first byte to the central directory with nothing between them — the streaming
 *    reader of the workbook (exceljs reads the local headers one after the other) sees exactly these;
 * 3. every entry is inflated (to nowhere), and the reading stops as soon as an entry gives more bytes
 *    than it declared (yauzl's validateEntrySizes) or the total passes the limit.
 * A workbook needs xl/workbook.xml.
 */
async function inspectZip(path: string): Promise<FileCheck> {
  const { size } = await stat(path);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return { ok: false, reason: 'type' };
  }
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) return { ok: false, reason: 'bomb' };
    const limit = Math.min(size * ZIP_MAX_RATIO, ZIP_MAX_UNPACKED);
    // yauzl reads the central directory from there: taken before the first entry moves it.
    const directoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
    const entries = await readCentralDirectory(zip);
    if (entries === 'error') return { ok: false, reason: 'type' };
    let declared = 0;
    for (const entry of entries) declared += entry.uncompressedSize;
    if (declared > limit) return { ok: false, reason: 'bomb' };
    if (!entries.some((e) => e.fileName === 'xl/workbook.xml')) return { ok: false, reason: 'type' };
    const layout = await checkLayout(zip, entries, directoryOffset);
    if (layout !== 'ok') return { ok: false, reason: layout };
    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const counted = await inflateCounting(zip, entry, limit - inflated);
      if (counted === null) return { ok: false, reason: 'bomb' };
      inflated += counted;
    }
    return { ok: true, info: { format: 'xlsx' } };
  } catch {
    return { ok: false, reason: 'type' };
  } finally {
    zip.close();
  }
}

function readCentralDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[] | 'error'> {
  return new Promise((resolve) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => resolve('error'));
    zip.readEntry();
  });
}

/** Step 2: local headers agree with the central directory, and the entries tile the file up to it. */
async function checkLayout(zip: yauzl.ZipFile, entries: yauzl.Entry[], directoryOffset: number): Promise<'ok' | 'bomb'> {
  const checked: CheckedEntry[] = [];
  for (const entry of entries) {
    const local = await zip.readLocalFileHeaderPromise(entry);
    if (local.fileName.toString('utf8') !== entry.fileName && local.fileName.toString('latin1') !== entry.fileName) return 'bomb';
    const streamed = (local.generalPurposeBitFlag & 0x8) !== 0;
    // A local header that states its sizes must state the central directory's.
    if (!streamed && local.compressedSize !== entry.compressedSize && local.compressedSize !== 0xffffffff) return 'bomb';
    if (!streamed && local.uncompressedSize !== entry.uncompressedSize && local.uncompressedSize !== 0xffffffff) return 'bomb';
    checked.push({ entry, start: entry.relativeOffsetOfLocalHeader, dataEnd: local.fileDataStart + entry.compressedSize, streamed });
  }
  checked.sort((a, b) => a.start - b.start);
  let cursor = 0;
  for (let i = 0; i < checked.length; i++) {
    const current = checked[i];
    if (current.start !== cursor) return 'bomb';
    const next = i + 1 < checked.length ? checked[i + 1].start : null;
    const gap = (next ?? directoryOffset) - current.dataEnd;
    if (gap !== 0 && !(current.streamed && DESCRIPTOR_LENGTHS.includes(gap))) return 'bomb';
    cursor = current.dataEnd + gap;
  }
  return cursor === directoryOffset ? 'ok' : 'bomb';
}

/** Inflates one entry to nowhere; its byte count, or null once it passes `budget` or its declared size. */
async function inflateCounting(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: number): Promise<number | null> {
  const stream = await zip.openReadStreamPromise(entry);
  return new Promise((resolve) => {
    let bytes = 0;
    let done = false;
    const finish = (value: number | null) => {
      if (done) return;
      done = true;
      stream.destroy();
      resolve(value);
    };
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > budget) finish(null);
    });
    // validateEntrySizes: an entry inflating past what it declared errors here.
    stream.on('error', () => finish(null));
    stream.on('end', () => finish(bytes));
  });
}

/**
 * The file's rows as arrays of text, header first, streamed: the CSV through csv-parse, the XLSX's
 * first worksheet through xlsx-parts.ts's streaming reader. Blank lines are skipped.
 */
export async function* readImportRows(path: string, info: ImportFileInfo): AsyncGenerator<string[]> {
  for await (const { cells } of readSheetRows(path, info)) yield cells;
}

/**
 * The same rows with the number a spreadsheet shows them at (the header's row is 1; blank rows count),
 * so an error names the row the user sees (issue 29 item 17). A CSV record is one spreadsheet row even
 * when a quoted field spans lines.
 */
export async function* readSheetRows(path: string, info: ImportFileInfo): AsyncGenerator<{ row: number; cells: string[] }> {
  if (info.format === 'csv') {
    const parser = createReadStream(path).pipe(
      parse({ delimiter: info.delimiter ?? ',', bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true, info: true }),
    );
    try {
      for await (const { record, info: at } of parser as AsyncIterable<{ record: string[]; info: { records: number; empty_lines: number } }>)
        yield { row: at.records + at.empty_lines, cells: record };
    } finally {
      parser.destroy();
    }
    return;
  }
  // The first worksheet parsed as it streams, at the pace rows are used; the shared strings read as far
  // as the rows need them, kept compact (xlsx-parts.ts, issue 26 item 6).
  for await (const { row, cells } of worksheetRows(path)) if (cells.some((c) => c.trim() !== '')) yield { row, cells };
}

/**
 * The records of a CSV, counted from its bytes without parsing it (a few ms per 10 MB): line breaks
 * outside quoted fields, empty lines skipped, as readImportRows reads them. Quotes open a field only
 * at its start (relax_quotes), and "" inside a quoted field is an escaped quote.
 */
export async function countCsvRecords(path: string, delimiter: string): Promise<number> {
  const QUOTE = 0x22;
  const LF = 0x0a;
  const CR = 0x0d;
  const DELIMITER = delimiter.charCodeAt(0);
  let records = 0;
  let inQuotes = false;
  let closed = false; // the previous byte closed a quoted field
  let fieldStart = true;
  let lineEmpty = true;
  let bomChecked = false;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    let i = 0;
    if (!bomChecked) {
      bomChecked = true;
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3;
    }
    for (; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (inQuotes) {
        if (b === QUOTE) {
          inQuotes = false;
          closed = true;
        }
        continue;
      }
      if (closed) {
        closed = false;
        if (b === QUOTE) {
          inQuotes = true; // "" : an escaped quote
          continue;
        }
      }
      if (b === LF || b === CR) {
        if (!lineEmpty) records++;
        lineEmpty = true;
        fieldStart = true;
        continue;
      }
      lineEmpty = false;
      if (b === QUOTE && fieldStart) {
        inQuotes = true;
        fieldStart = false;
      } else fieldStart = b === DELIMITER;
    }
  }
  if (!lineEmpty) records++;
  return records;
}
