// `node --expose-gc bench/xlsx-memory.cjs FILE.xlsx`: the memory growth (peak RSS over the start) of
// reading an import workbook as an import does — the checks of the upload, the preview's first rows, the
// job's row count and its full pass of the rows — in this process, through the API's own code (the
// reading alone: no HTTP, no database). `npm run bench`'s xlsx-memory part measures the whole import
// through the API instead (scripts/bench.mjs); this script is the quick loop while working on the reader.
// `node bench/xlsx-memory.cjs --make FILE.xlsx ROWS` writes a workbook of attendee-like rows (distinct
// names, e-mails and codes, shared strings as Excel writes them): 205,000 rows make about 17 MB.
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', ignoreDeprecations: '6.0' } });
const { join } = require('node:path');
const { inspectImportFile, readImportRows } = require(join(__dirname, '../backend/src/registration/imports/import-files.ts'));
const { countXlsxRows } = require(join(__dirname, '../backend/src/registration/imports/xlsx-parts.ts'));
const mb = (b) => Math.round(b / 1024 / 1024);

async function make(file, rows) {
  const ExcelJS = require('exceljs');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('Partecipanti');
  ws.addRow(['Nome', 'Cognome', 'Email', 'Codice fiscale', 'Telefono', 'Ditta', 'Categoria', 'Città', 'Note', 'Data di nascita']).commit();
  for (let i = 0; i < rows; i++) {
    const d = (n) => String(n).padStart(2, '0');
    ws.addRow([
      `Nome${i}`,
      `Cognome${(i * 7919) % 1000003}`,
      `persona.${i}@esempio${i % 97}.it`,
      `RSSMRA${80 + (i % 20)}A${d(1 + (i % 28))}H${100 + (i % 900)}Z`,
      `+39 3${100000000 + i * 13}`,
      `Ditta ${i % 300}`,
      i % 2 ? 'Meccanici' : 'Ospiti',
      `Città ${i % 500}`,
      `Nota libera numero ${i} con qualche parola in più`,
      `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
    ]).commit();
  }
  ws.commit();
  await wb.commit();
}

async function measure(file) {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = Date.now();
  const check = await inspectImportFile(file);
  let preview = 0;
  for await (const _ of readImportRows(file, check.info)) if (++preview > 5) break;
  // BENCH_JOB_ONLY=1: the job alone, as after the minutes a user takes to map and preview (the upload's memory collected).
  if (process.env.BENCH_JOB_ONLY) {
    global.gc?.();
    peak = process.memoryUsage().rss;
  }
  const upload = mb(Math.max(peak, process.memoryUsage().rss) - base);
  const counted = await countXlsxRows(file);
  let rows = 0;
  for await (const _ of readImportRows(file, check.info)) rows++;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    JSON.stringify({
      file,
      ok: check.ok,
      counted,
      rows,
      seconds: (Date.now() - t0) / 1000,
      uploadGrowthMB: upload,
      baseMB: mb(base),
      peakMB: mb(peak),
      growthMB: mb(peak - base),
    }),
  );
}

const [a, b, c] = process.argv.slice(2);
(a === '--make' ? make(b, Number(c ?? 205000)) : measure(a)).catch((e) => {
  console.error(e);
  process.exit(1);
});
