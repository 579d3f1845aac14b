// Reports the JavaScript a browser downloads before the first screen of an app: the entry script and
// the chunks it preloads (index.html), gzipped. Usage: node scripts/bundle-size.mjs admin [budgetKB]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const app = process.argv[2] ?? 'admin';
const budget = Number(process.argv[3] ?? 0);
const dist = resolve(import.meta.dirname, '..', app, 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1].replace(/^.*?\/assets\//, 'assets/'));
const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
const totalKB = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
const report = { app, initial_js_gzip_kb: Math.round(totalKB * 10) / 10, files: sizes, budget_kb: budget || null, measured_at: new Date().toISOString() };
writeFileSync(join(dist, 'bundle-size.json'), JSON.stringify(report, null, 2));
console.log(`${app}: initial JS ${report.initial_js_gzip_kb} KB gzip (${files.length} files)${budget ? `, budget ${budget} KB` : ''}`);
if (budget && totalKB > budget) {
  console.error(`${app}: initial JS over budget by ${(totalKB - budget).toFixed(1)} KB`);
  process.exit(1);
}
