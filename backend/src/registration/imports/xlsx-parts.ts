import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';

/*
 * The small parts of an XLSX read ahead of its worksheet (issue 26, item 6), so that exceljs's streaming
 * reader parses the worksheet as it comes, never copying it to a temporary file to wait for parts that
 * follow it in the zip (Excel writes the shared strings and styles after the sheets), and the shared
 * strings are kept compact: one UTF-8 buffer and an offset per string, not a JS string each — a 17 MB
 * workbook of distinct names and e-mails holds a million of them.
 */

type SaxEvent = { eventType: 'opentag' | 'text' | 'closetag'; value: { name: string } | string };
const parseSax = require('exceljs/lib/utils/parse-sax') as (source: AsyncIterable<string>) => AsyncIterable<SaxEvent[]>;
const WorksheetReader = require('exceljs/lib/stream/xlsx/worksheet-reader') as new (init: {
  workbook: WorkbookParts;
  id: number;
  iterator: AsyncIterable<string>;
  options: { worksheets: 'emit'; hyperlinks: 'ignore' };
}) => AsyncIterable<{ values: unknown; number: number }>;
const StyleManager = require('exceljs/lib/xlsx/xform/style/styles-xform') as new () => {
  init(): void;
  parseStream(s: Readable): Promise<unknown>;
};
const WorkbookXform = require('exceljs/lib/xlsx/xform/book/workbook-xform') as new () => {
  parseStream(s: Readable): Promise<unknown>;
  map: { workbookPr: unknown };
};

/** The shared strings of a workbook, by index, in one growing buffer. */
export class SharedStrings {
  private bytes: Buffer;
  private ends = new Uint32Array(1 << 16);
  private used = 0;
  private count = 0;

  /** `expectedBytes`: the XML's size, which its text does not pass (no copies as it grows). */
  constructor(expectedBytes = 1 << 20) {
    this.bytes = Buffer.allocUnsafe(Math.max(1024, expectedBytes));
  }

  add(text: string): void {
    const length = Buffer.byteLength(text);
    while (this.used + length > this.bytes.length) this.bytes = grow(this.bytes);
    this.bytes.write(text, this.used);
    this.used += length;
    if (this.count === this.ends.length) {
      const ends = new Uint32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.ends[this.count++] = this.used;
  }

  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.count)) return undefined;
    return this.bytes.toString('utf8', index ? this.ends[index - 1] : 0, this.ends[index]);
  }

  /** What exceljs's worksheet reader indexes (`sharedStrings[i]`). */
  asArray(): unknown {
    return new Proxy([], {
      get: (target, key) => (typeof key === 'string' && /^\d+$/.test(key) ? this.get(Number(key)) : Reflect.get(target, key)),
    });
  }
}

function grow(buffer: Buffer): Buffer {
  const bigger = Buffer.alloc(buffer.length * 2);
  buffer.copy(bigger);
  return bigger;
}

/** What exceljs's worksheet reader reads of its workbook. */
export interface WorkbookParts {
  sharedStrings: unknown;
  styles: unknown;
  properties: unknown;
}

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * Opens an XLSX (checked before by inspectImportFile) on its central directory: reads the shared
 * strings and styles, and gives the first worksheet in the zip as a stream read at the consumer's pace.
 * `close` must be called once done.
 */
export async function openWorkbook(path: string): Promise<{ parts: WorkbookParts; sheet: Readable | null; close(): void }> {
  const { zip, entries } = await openZip(path);
  let sheet: Readable | null = null;
  const close = () => {
    sheet?.destroy();
    zip.close();
  };
  try {
    const find = (name: string | RegExp) => entries.find((e) => (typeof name === 'string' ? e.fileName === name : name.test(e.fileName)));
    const open = (name: string | RegExp) => {
      const entry = find(name);
      return entry ? zip.openReadStreamPromise(entry) : null;
    };
    const strings = new SharedStrings(find('xl/sharedStrings.xml')?.uncompressedSize);
    const sharedStream = await open('xl/sharedStrings.xml');
    if (sharedStream) await readSharedStrings(sharedStream, strings);
    const styles = new StyleManager();
    styles.init();
    const stylesStream = await open('xl/styles.xml');
    if (stylesStream) await styles.parseStream(stylesStream);
    const workbook = new WorkbookXform();
    const workbookStream = await open('xl/workbook.xml');
    if (workbookStream) await workbook.parseStream(workbookStream);
    sheet = await open(WORKSHEET);
    return { parts: { sharedStrings: strings.asArray(), styles, properties: workbook.map.workbookPr }, sheet, close };
  } catch (error) {
    close();
    throw error;
  }
}

/** Each `<si>`'s text (its runs joined; phonetic hints left out), in order. */
async function readSharedStrings(stream: Readable, strings: SharedStrings): Promise<void> {
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  for await (const events of parseSax(utf8Text(stream))) {
    for (const { eventType, value } of events) {
      const name = typeof value === 'string' ? '' : value.name;
      if (eventType === 'opentag') {
        if (name === 'si') text = '';
        else if (name === 't') inText = true;
        else if (name === 'rPh') phonetic++;
      } else if (eventType === 'text') {
        if (text !== null && inText && !phonetic) text += value as string;
      } else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        strings.add(text ?? '');
        text = null;
      }
    }
  }
}

/** The rows of the workbook's first worksheet, parsed as the sheet streams (exceljs's worksheet reader). */
export async function* worksheetRows(path: string): AsyncGenerator<{ values: unknown; number: number }> {
  const { parts, sheet, close } = await openWorkbook(path);
  try {
    if (!sheet) return;
    yield* new WorksheetReader({
      workbook: parts,
      id: 1,
      iterator: utf8Text(sheet),
      options: { worksheets: 'emit', hyperlinks: 'ignore' },
    });
  } finally {
    close();
  }
}

/**
 * A stream's text in whole characters (exceljs decodes each chunk on its own, which garbles an accented
 * letter cut between two chunks), read at the consumer's pace.
 */
async function* utf8Text(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of stream as AsyncIterable<Buffer>) yield decoder.write(chunk);
  const rest = decoder.end();
  if (rest) yield rest;
}

/** The zip's entries in file order (the order a streaming reader meets them). */
async function openZip(path: string): Promise<{ zip: yauzl.ZipFile; entries: yauzl.Entry[] }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  try {
    const entries: yauzl.Entry[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
    entries.sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
    return { zip, entries };
  } catch (error) {
    zip.close();
    throw error;
  }
}

const ROW_TAG = Buffer.from('<row');

/**
 * The `<row` elements of the first worksheet, counted on its bytes without parsing it (as
 * countCsvRecords for a CSV): the import's progress total. Blank rows count too; the rows really read
 * are written at the end.
 */
export async function countXlsxRows(path: string): Promise<number> {
  const { zip, entries } = await openZip(path);
  try {
    const entry = entries.find((e) => WORKSHEET.test(e.fileName));
    if (!entry) return 0;
    let rows = 0;
    let tail = Buffer.alloc(0);
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) {
      const bytes = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      for (let at = bytes.indexOf(ROW_TAG); at >= 0; at = bytes.indexOf(ROW_TAG, at + 1)) {
        const next = bytes[at + ROW_TAG.length];
        if (next === undefined) break; // decided with the next chunk
        if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x0a || next === 0x0d || next === 0x09) rows++;
      }
      tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - ROW_TAG.length)));
    }
    return rows;
  } finally {
    zip.close();
  }
}
