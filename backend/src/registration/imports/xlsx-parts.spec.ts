import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readImportRows } from './import-files';
import { countXlsxRows } from './xlsx-parts';

describe('XLSX read ahead of its sheet (issue 26, item 6)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'xlsx-parts-'));
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
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every row’s text, dates and numbers, and counts the rows on the sheet’s bytes', async () => {
    const rows: string[][] = [];
    for await (const cells of readImportRows(file, { format: 'xlsx' })) rows.push(cells);
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[0]).toEqual(['Nome', 'Città', 'Nato il', 'Numero']);
    expect(rows[1]).toEqual(['Nicolò 0', 'Città 0 àèìòù', '1980-01-01', '0']);
    expect(rows.slice(1).every((r, i) => r[0] === `Nicolò ${i}` && r[1] === `Città ${i} àèìòù`)).toBe(true);
    expect(await countXlsxRows(file)).toBe(ROWS + 1);
  });
});
