import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';

/*
 * An XLSX's first worksheet read as it streams (issue 26, item 6): rows of text, at the pace they are used.
 *
 * The sheet's XML goes through saxes (the XML parser exceljs itself uses) straight into arrays of text:
 * no exceljs Row/Cell objects, no per-chunk event arrays — most of the memory exceljs's worksheet reader
 * took was their garbage, promoted and piling up in V8's old space (a 17 MB workbook: +82 MB of heap).
 * The shared strings (Excel writes them after the sheets) are read from their own entry through the zip's
 * central directory, as far as the rows need them — Excel numbers them in order of first use, so a
 * preview of five rows reads a few, not a million — and kept compact: one UTF-8 buffer and an offset per
 * string, not a JS string each. The styles (they tell a date from a number) are exceljs's own parser.
 */

interface SaxTag {
  name: string;
  attributes: Record<string, string>;
}
interface Sax {
  on(event: 'opentag' | 'closetag', handler: (tag: SaxTag) => void): void;
  on(event: 'text' | 'cdata', handler: (text: string) => void): void;
  on(event: 'error', handler: (error: Error) => void): void;
  write(chunk: string): unknown;
  close(): unknown;
}
// The saxes exceljs depends on (whichever version it was installed with), not one of our own.
const requireFromExceljs = createRequire(require.resolve('exceljs/package.json'));
const { SaxesParser } = requireFromExceljs('saxes') as { SaxesParser: new (options: { position: boolean }) => Sax };
const StyleManager = require('exceljs/lib/xlsx/xform/style/styles-xform') as new () => {
  init(): void;
  parseStream(s: Readable): Promise<unknown>;
  getStyleModel(id: number): { numFmt?: string } | null;
};
const excelUtils = require('exceljs/lib/utils/utils') as {
  isDateFmt(format: string | undefined): boolean;
  excelToDate(serial: number, date1904: boolean): Date;
};

/** The shared strings of a workbook, by index, in one growing buffer. */
export class SharedStrings {
  private bytes: Buffer;
  private ends = new Uint32Array(1 << 12);
  private used = 0;
  count = 0;

  /** `expectedBytes`: the XML's size, which its text does not pass (no copies as it grows). */
  constructor(expectedBytes = 1 << 20) {
    // Unwritten pages of a large allocUnsafe are not resident: only the text read so far costs memory.
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
}

function grow(buffer: Buffer): Buffer {
  const bigger = Buffer.allocUnsafe(buffer.length * 2);
  buffer.copy(bigger);
  return bigger;
}

/** A tag's name without its namespace prefix (`x:row` is a `row`). */
const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** A parser fed by `write`, whose errors surface from `write`. */
function parser(): { sax: Sax; write(text: string): void; close(): void } {
  const sax = new SaxesParser({ position: false });
  let failure: Error | null = null;
  sax.on('error', (error) => (failure ??= error));
  const check = () => {
    if (failure) throw failure;
  };
  return {
    sax,
    write: (text) => {
      sax.write(text);
      check();
    },
    close: () => {
      sax.close();
      check();
    },
  };
}

/**
 * The shared strings read from their entry as far as asked: each `<si>`'s text (its runs joined,
 * phonetic hints left out), in order.
 */
class SharedStringsReader {
  readonly strings: SharedStrings;
  private readonly chunks: AsyncIterator<string> | null;
  private readonly xml = parser();
  private done: boolean;

  constructor(stream: Readable | null, expectedBytes?: number) {
    this.strings = new SharedStrings(expectedBytes);
    this.chunks = stream ? utf8Text(stream)[Symbol.asyncIterator]() : null;
    this.done = !stream;
    let text: string | null = null;
    let inText = false;
    let phonetic = 0;
    const { sax } = this.xml;
    sax.on('opentag', ({ name }) => {
      name = local(name);
      if (name === 'si') text = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') phonetic++;
    });
    const onText = (value: string) => {
      if (text !== null && inText && !phonetic) text += value;
    };
    sax.on('text', onText);
    sax.on('cdata', onText);
    sax.on('closetag', ({ name }) => {
      name = local(name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        this.strings.add(text ?? '');
        text = null;
      }
    });
  }

  /** Reads on until string `index` is there or the entry ends. */
  async reach(index: number): Promise<void> {
    while (this.strings.count <= index && !this.done) {
      const next = await this.chunks!.next();
      if (next.done) {
        this.done = true;
        this.xml.close();
      } else this.xml.write(next.value);
    }
  }
}

/** Excel's last column, XFD: a cell reference past it is no worksheet's. */
const MAX_COLUMNS = 16384;

/** The 0-based column of a cell reference (`AB12` → 27), or -1 without one. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower case
    if (c < 0x61 || c > 0x7a) break;
    column = column * 26 + (c - 0x60);
    if (column > MAX_COLUMNS) throw new Error(`cell reference past the last column: ${ref.slice(0, 20)}`);
  }
  return i === 0 ? -1 : column - 1;
}

/** A date as the import reads it: the day alone at midnight UTC, else the whole ISO instant. */
function dateText(date: Date): string | null {
  if (!Number.isFinite(date.getTime())) return null;
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** What a row holds before its shared strings are looked up: text, or a shared string's index. */
type PendingRow = (string | number)[];

/**
 * The worksheet's XML turned into rows as it is written to: `rows` holds the rows finished by what was
 * written so far (the caller takes them). Cells become text as the import reads them: numbers as
 * JavaScript prints them, dates (a number in a date format) as ISO dates, booleans as true/false,
 * formulas as their cached result, errors as empty text; shared strings stay indices until looked up.
 */
export class SheetRows {
  readonly rows: PendingRow[] = [];
  /** Each row's number in the sheet, beside `rows` (`<row r>`; the header is 1, blank rows count: what a spreadsheet shows). */
  readonly numbers: number[] = [];
  private readonly xml = parser();

  constructor(isDateStyle: (style: number) => boolean, date1904: boolean) {
    let inSheetData = false;
    let row: PendingRow | null = null;
    let rowNumber = 0;
    let nextColumn = 0;
    let cell: { column: number; type: string; style: number } | null = null;
    let text = '';
    let capture = false;
    let hasValue = false;
    let inInline = false;
    let phonetic = 0;
    const { sax } = this.xml;
    sax.on('opentag', ({ name, attributes }) => {
      switch (local(name)) {
        case 'sheetData':
          inSheetData = true;
          break;
        case 'row':
          if (inSheetData) {
            row = [];
            nextColumn = 0;
            // A writer may leave `r` out: then the row follows the last one.
            const r = Number.parseInt(attributes.r ?? '', 10);
            rowNumber = r > 0 ? r : rowNumber + 1;
          }
          break;
        case 'c':
          if (row) {
            const column = columnOf(attributes.r);
            cell = { column: column < 0 ? nextColumn : column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0) };
            text = '';
            hasValue = false;
          }
          break;
        case 'v':
          if (cell && !inInline) {
            text = '';
            capture = true;
          }
          break;
        case 'is':
          if (cell) {
            inInline = true;
            text = '';
            hasValue = true;
          }
          break;
        case 't':
          if (inInline && !phonetic) capture = true;
          break;
        case 'rPh':
          phonetic++;
          break;
      }
    });
    const onText = (value: string) => {
      if (capture) text += value;
    };
    sax.on('text', onText);
    sax.on('cdata', onText);
    sax.on('closetag', ({ name }) => {
      switch (local(name)) {
        case 'v':
          if (capture) {
            capture = false;
            hasValue = true;
          }
          break;
        case 't':
          if (inInline) capture = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'is':
          inInline = false;
          break;
        case 'c':
          if (row && cell) {
            if (hasValue) row[cell.column] = cellValue(cell.type, cell.style, text);
            nextColumn = cell.column + 1;
            cell = null;
            text = '';
          }
          break;
        case 'row':
          if (row) {
            // Cells with no value before the last one with a value are empty text.
            for (let i = 0; i < row.length; i++) if (row[i] === undefined) row[i] = '';
            this.rows.push(row);
            this.numbers.push(rowNumber);
            row = null;
          }
          break;
        case 'sheetData':
          inSheetData = false;
          break;
      }
    });

    function cellValue(type: string, style: number, value: string): string | number {
      switch (type) {
        case 's': {
          const index = Number.parseInt(value, 10);
          return index >= 0 ? index : '';
        }
        case 'inlineStr':
        case 'str':
        case 'd': // an ISO 8601 date, as written
          return value;
        case 'b':
          return String(Number.parseInt(value, 10) !== 0);
        case 'e':
          return '';
        default: {
          if (value.trim() === '') return '';
          const number = Number.parseFloat(value);
          if (style && Number.isFinite(number) && isDateStyle(style)) {
            const date = dateText(excelUtils.excelToDate(number, date1904));
            if (date !== null) return date;
          }
          return String(number);
        }
      }
    }
  }

  write(text: string): void {
    this.xml.write(text);
  }

  end(): void {
    this.xml.close();
  }
}

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** `workbook.xml`'s date system: serial 0 is 1904-01-01 instead of 1899-12-31. */
async function readDate1904(stream: Readable): Promise<boolean> {
  const xml = parser();
  let date1904 = false;
  xml.sax.on('opentag', ({ name, attributes }) => {
    if (local(name) === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
  });
  for await (const text of utf8Text(stream)) xml.write(text);
  xml.close();
  return date1904;
}

/**
 * The rows of the workbook's first worksheet (the first in the zip; an XLSX checked before by
 * inspectImportFile), each an array of text with its number in the sheet, parsed as the sheet streams and
 * read at the consumer's pace.
 */
export async function* worksheetRows(path: string): AsyncGenerator<{ row: number; cells: string[] }> {
  const { zip, entries } = await openZip(path);
  const opened: Readable[] = [];
  try {
    const find = (name: string | RegExp) => entries.find((e) => (typeof name === 'string' ? e.fileName === name : name.test(e.fileName)));
    const open = async (name: string | RegExp) => {
      const entry = find(name);
      if (!entry) return null;
      const stream = await zip.openReadStreamPromise(entry);
      opened.push(stream);
      return stream;
    };
    const styles = new StyleManager();
    styles.init();
    const stylesStream = await open('xl/styles.xml');
    if (stylesStream) await styles.parseStream(stylesStream);
    const isDate = new Map<number, boolean>();
    const isDateStyle = (style: number) => {
      let known = isDate.get(style);
      if (known === undefined) isDate.set(style, (known = excelUtils.isDateFmt(styles.getStyleModel(style)?.numFmt)));
      return known;
    };
    const workbookStream = await open('xl/workbook.xml');
    const date1904 = workbookStream ? await readDate1904(workbookStream) : false;
    const shared = new SharedStringsReader(await open('xl/sharedStrings.xml'), find('xl/sharedStrings.xml')?.uncompressedSize);
    const sheet = await open(WORKSHEET);
    if (!sheet) return;
    const xml = new SheetRows(isDateStyle, date1904);
    const { rows, numbers } = xml;
    const emit = async function* (): AsyncGenerator<{ row: number; cells: string[] }> {
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r];
        for (let i = 0; i < row.length; i++) {
          const value = row[i];
          if (typeof value !== 'number') continue;
          if (value >= shared.strings.count) await shared.reach(value);
          row[i] = shared.strings.get(value) ?? '';
        }
        yield { row: numbers[r]!, cells: row as string[] };
      }
      rows.length = 0;
      numbers.length = 0;
    };
    for await (const text of utf8Text(sheet)) {
      xml.write(text);
      yield* emit();
    }
    xml.end();
    yield* emit();
  } finally {
    for (const stream of opened) stream.destroy();
    zip.close();
  }
}

/**
 * A stream's text in whole characters (a chunk may end inside an accented letter), read at the
 * consumer's pace.
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
