import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectImportFile, readImportRows, readSheetRows } from './import-files';
import { countXlsxRows, SharedStrings } from './xlsx-parts';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rowsOf(file: string, limit = Infinity): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const cells of readImportRows(file, { format: 'xlsx' })) {
    rows.push(cells);
    if (rows.length >= limit) break;
  }
  return rows;
}

describe('XLSX read ahead of its sheet (issue 26, item 6)', () => {
  const file = join(dir, 'rows.xlsx');
  const ROWS = 3000;

  beforeAll(async () => {
    // Shared strings and styles written after the sheet, as Excel does; accented letters across many chunks.
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
    const ws = wb.addWorksheet('Persone');
    ws.addRow(['Nome', 'Città', 'Nato il', 'Numero']).commit();
    for (let i = 0; i < ROWS; i++) {
      const row = ws.addRow([`Nicolò ${i}`, `Città ${i} àèìòù`, new Date(Date.UTC(1980, 0, 1 + (i % 300))), i]);
      row.getCell(3).numFmt = 'dd/mm/yyyy';
      row.commit();
    }
    ws.commit();
    await wb.commit();
  });

  it('reads every row’s text, dates and numbers, and counts the rows on the sheet’s bytes', async () => {
    const rows = await rowsOf(file);
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[0]).toEqual(['Nome', 'Città', 'Nato il', 'Numero']);
    expect(rows[1]).toEqual(['Nicolò 0', 'Città 0 àèìòù', '1980-01-01', '0']);
    expect(rows.slice(1).every((r, i) => r[0] === `Nicolò ${i}` && r[1] === `Città ${i} àèìòù`)).toBe(true);
    expect(await countXlsxRows(file)).toBe(ROWS + 1);
  });
});

// The parts of a workbook as Excel writes them (order in the zip included: the sheet before the styles and the shared strings).
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/></numFmts>` +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // s=1: Excel's short date
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // s=2: a custom date
  '<xf numFmtId="22" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // s=3: date and time
  '<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' + // s=4: 0.00, a number
  '</cellXfs></styleSheet>';

async function workbook(name: string, parts: { sheet: string; shared?: string; date1904?: boolean }): Promise<string> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`);
  zip.file(
    'xl/workbook.xml',
    `${HEAD}<workbook xmlns="${MAIN}"><workbookPr${parts.date1904 ? ' date1904="1"' : ''} defaultThemeVersion="166925"/>` +
      '<sheets><sheet name="Foglio1" sheetId="1" r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></sheets></workbook>',
  );
  zip.file('xl/worksheets/sheet1.xml', parts.sheet);
  zip.file('xl/styles.xml', STYLES);
  if (parts.shared !== undefined) zip.file('xl/sharedStrings.xml', parts.shared);
  const path = join(dir, name);
  writeFileSync(path, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
  return path;
}

const sheet = (rows: string) =>
  `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
  `<dimension ref="A1:H4"/><sheetFormatPr defaultRowHeight="15"/><sheetData>${rows}</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;

describe('XLSX cells as Excel writes them', () => {
  it('reads shared strings (runs joined, phonetic hints and entities), inline strings, empty cells, dates, numbers, booleans, formulas', async () => {
    const shared =
      `${HEAD}<sst xmlns="${MAIN}" count="5" uniqueCount="5">` +
      '<si><t>Nome</t></si><si><t>Nato il</t></si>' +
      '<si><r><rPr><b/><sz val="11"/></rPr><t>Nic</t></r><r><t xml:space="preserve">olò </t></r><rPh sb="0" eb="1"><t>ニ</t></rPh><phoneticPr fontId="1"/></si>' +
      '<si><t>Rossi &amp; Figli &lt;srl&gt;</t></si><si><t/></si></sst>';
    const file = await workbook('cells.xlsx', {
      shared,
      sheet: sheet(
        '<row r="1" spans="1:8"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Città</t></is></c></row>' +
          // A gap (B, C), a styled empty cell, a number in a number format, a trailing styled empty cell.
          '<row r="2" spans="1:8"><c r="A2" t="s"><v>2</v></c><c r="D2" s="1"><v>29221</v></c><c r="E2" s="4"/><c r="F2" s="4"><v>3</v></c><c r="H2" s="1"/></row>' +
          // Dates (short, custom, with time), a plain number, a boolean, formulas (number and text), an error.
          '<row r="3"><c r="A3" s="2"><v>44927</v></c><c r="B3" s="3"><v>29221.5</v></c><c r="C3"><v>12345.5</v></c><c r="D3" t="b"><v>1</v></c>' +
          '<c r="E3"><f>1+1</f><v>2</v></c><c r="F3" t="str"><f>A1&amp;"x"</f><v>Nomex</v></c><c r="G3" t="e"><v>#N/A</v></c><c r="H3" t="s"><v>3</v></c></row>' +
          // Rich inline text; cells without a reference follow the one before; an empty shared string.
          '<row r="4"><c r="B4" t="inlineStr"><is><r><t>A</t></r><r><t xml:space="preserve"> &amp; B</t></r></is></c><c t="inlineStr"><is><t>next</t></is></c><c r="E4" t="s"><v>4</v></c></row>' +
          // A row of styled empty cells only: blank, skipped.
          '<row r="5"><c r="A5" s="1"/><c r="B5" s="4"/></row><row r="6"/>',
      ),
    });
    expect(await inspectImportFile(file)).toEqual({ ok: true, info: { format: 'xlsx' } });
    expect(await rowsOf(file)).toEqual([
      ['Nome', 'Nato il', 'Città'],
      ['Nicolò ', '', '', '1980-01-01', '', '3'],
      ['2023-01-01', '1980-01-01T12:00:00.000Z', '12345.5', 'true', '2', 'Nomex', '', 'Rossi & Figli <srl>'],
      ['', 'A & B', 'next', '', ''],
    ]);
    expect(await countXlsxRows(file)).toBe(6);
  });

  it('numbers each row as the spreadsheet shows it: the header is 1, blank rows count, a row without `r` follows the one before', async () => {
    const file = await workbook('numbers.xlsx', {
      sheet: sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c></row>' +
          '<row r="2"><c r="A2" s="1"/></row>' +
          '<row r="4"><c r="A4" t="inlineStr"><is><t>Anna</t></is></c></row>' +
          '<row><c t="inlineStr"><is><t>Bice</t></is></c></row>',
      ),
    });
    const rows: [number, string[]][] = [];
    for await (const { row, cells } of readSheetRows(file, { format: 'xlsx' })) rows.push([row, cells]);
    expect(rows).toEqual([
      [1, ['Nome']],
      [4, ['Anna']],
      [5, ['Bice']],
    ]);
  });

  it('reads dates in the 1904 date system, and tags with a namespace prefix', async () => {
    const file = await workbook('1904.xlsx', {
      date1904: true,
      sheet:
        `${HEAD}<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Nato il</x:t></x:is></x:c></x:row>` +
        '<x:row r="2"><x:c r="A2" s="1"><x:v>27759</x:v></x:c></x:row></x:sheetData></x:worksheet>',
    });
    expect(await rowsOf(file)).toEqual([['Nato il'], ['1980-01-01']]);
  });

  it('reads the shared strings only as far as the rows read need them (a preview does not read them all)', async () => {
    // Strings 0 and 1 are well formed; what follows them is broken: only a pass reaching string 2 meets it.
    const shared =
      `${HEAD}<sst xmlns="${MAIN}"><si><t>Nome</t></si><si><t>Anna</t></si>` +
      `<si><t>x</t></si>`.repeat(20_000) +
      '<si><t>broken</x></si></sst>';
    const file = await workbook('lazy.xlsx', {
      shared,
      sheet: sheet(
        '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row><row r="3"><c r="A3" t="s"><v>20002</v></c></row>',
      ),
    });
    expect(await rowsOf(file, 2)).toEqual([['Nome'], ['Anna']]);
    await expect(rowsOf(file)).rejects.toThrow();
  });

  it('refuses a cell past Excel’s last column (XFD) instead of making a row that long', async () => {
    const ok = await workbook('xfd.xlsx', { sheet: sheet('<row r="1"><c r="XFD1" t="inlineStr"><is><t>last</t></is></c></row>') });
    const [row] = await rowsOf(ok);
    expect(row).toHaveLength(16384);
    expect(row[16383]).toBe('last');
    const bad = await workbook('xfe.xlsx', { sheet: sheet('<row r="1"><c r="XFE1" t="inlineStr"><is><t>past</t></is></c></row>') });
    await expect(rowsOf(bad)).rejects.toThrow(/last column/);
  });
});

describe('SharedStrings', () => {
  it('keeps many strings in one buffer, growing past its first guess', () => {
    const strings = new SharedStrings(1024);
    for (let i = 0; i < 10_000; i++) strings.add(i % 3 ? `città ${i}` : '');
    expect(strings.count).toBe(10_000);
    expect(strings.get(0)).toBe('');
    expect(strings.get(9_998)).toBe('città 9998');
    expect(strings.get(10_000)).toBeUndefined();
    expect(strings.get(-1)).toBeUndefined();
  });
});
