// Console table, the goals section of docs/performance.md and the README's summary line, from one run's results (bench/results/latest.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { figure, verdict } from './goals.mjs';

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';
const SUMMARY_START = '<!-- bench-summary:start (written by npm run bench) -->';
const SUMMARY_END = '<!-- bench-summary:end -->';

function engineRows(e) {
  const rows = [];
  for (const s of e.scenarios ?? []) {
    rows.push([s.name, 'API', s.api.p50, s.api.p95, s.api.p99, s.api.rps, `${s.ratio}×`]);
    rows.push(['', 'raw', s.raw.p50, s.raw.p95, s.raw.p99, s.raw.rps, '']);
  }
  if (e.scans?.api) {
    rows.push(['POST …/scans (a gate)', 'API', e.scans.api.p50, e.scans.api.p95, e.scans.api.p99, e.scans.api.rps, `${e.scans.ratio}×`]);
    rows.push(['', 'raw', e.scans.raw.p50, e.scans.raw.p95, e.scans.raw.p99, e.scans.raw.rps, '']);
  }
  if (e.p3?.api) {
    rows.push(['P3 GET /api/user', 'API', e.p3.api.p50, e.p3.api.p95, e.p3.api.p99, e.p3.api.rps, `${e.p3.ratio}×`]);
    rows.push(['', 'bare', e.p3.bare.p50, e.p3.bare.p95, e.p3.bare.p99, e.p3.bare.rps, '']);
  }
  return rows;
}

function ioLine(name, r) {
  if (!r) return null;
  if (r.skipped) return `${name}: skipped (${r.skipped}; probe answered ${r.probe})`;
  if (r.error) return `${name}: failed (${r.error})`;
  return `${name}: ${r.seconds} s for ${r.rows} rows, API RSS ${r.rss.startMb} → ${r.rss.peakMb} MB (+${r.rss.growthMb} MB)`;
}

/** The xlsx-memory part (issue 26 item 6): the whole import through the API, and each step's peak. */
function xlsxLines(x) {
  if (!x) return [];
  if (x.error) return [`XLSX import failed: ${x.error}`];
  const steps = Object.entries(x.steps ?? {})
    .map(([name, s]) => `${name} ${s.seconds} s (peak ${s.peakMb} MB)`)
    .join(', ');
  return [
    `XLSX import: ${(x.bytes / 2 ** 20).toFixed(1)} MB, ${x.rows.toLocaleString('en')} rows (${x.created} created) in ${x.seconds} s on an app started afresh, API RSS ${x.rss.startMb} → ${x.rss.peakMb} MB (+${x.rss.growthMb} MB): ${steps}`,
  ];
}

/** The documentation status part (issue 13): the recompute of every attendee, the filtered page against the plain one. */
function documentationLines(d) {
  if (!d) return [];
  if (d.error) return [`documentation status failed: ${d.error}`];
  return [
    `documentation status: a new required document recomputes ${d.rows.toLocaleString('en')} attendees in ${d.recomputeSeconds} s`,
    ...d.scenarios.map((s) => `list page with ${s.name}: ${s.filteredMs} ms against ${s.plainMs} ms unfiltered (×${s.ratio})`),
  ];
}

export function printTable(total) {
  console.log(
    `\nMachine: ${total.machine.cpu}, ${total.machine.cores} cores, ${total.machine.memoryGb} GB, Node ${total.machine.node}, load average ${total.machine.loadAverageAtStart?.join(' ')} → ${total.machine.loadAverageAtEnd?.join(' ')}`,
  );
  for (const e of total.engines) {
    console.log(`\n${e.label ?? e.engine} ${e.dbVersion ?? ''} — ${e.rows ?? '?'} attendees`);
    if (e.error) {
      console.log(`  FAILED: ${e.error}`);
      continue;
    }
    console.table(
      engineRows(e).map(([scenario, target, p50, p95, p99, rps, ratio]) => ({
        scenario,
        target,
        'p50 ms': p50,
        'p95 ms': p95,
        'p99 ms': p99,
        'req/s': rps,
        'API/baseline': ratio,
      })),
    );
    for (const line of [ioLine('import', e.import), ioLine('export', e.export)]) if (line) console.log(`  ${line}`);
    for (const line of [...documentationLines(e.documentation), ...xlsxLines(e.xlsxMemory)]) console.log(`  ${line}`);
    if (e.statements?.error) console.log(`  statement count failed: ${e.statements.error}`);
    for (const [name, c] of Object.entries(e.statements?.error ? {} : (e.statements ?? {})))
      console.log(`  ${name}: ${c.status}, ${c.count} statements: ${c.statements.join(', ')}`);
    console.table((e.goals ?? []).map((g) => ({ goal: g.goal, figure: figure(g), target: g.target, result: verdict(g) })));
  }
}

export function section(total) {
  const m = total.machine;
  const s = total.settings;
  const out = [
    START,
    '### Goals at 100,000 attendees (`npm run bench`)',
    '',
    `Run of ${total.date.slice(0, 16).replace('T', ' ')} UTC on ${m.cpu} (${m.cores} cores, load average ${m.loadAverageAtStart?.[0]} at start), Node ${m.node}, ` +
      `${s.rows.toLocaleString('en')} attendees, ${s.connections} connections, ${s.rounds} alternated rounds of ${s.durationSeconds} s. ` +
      'How it is measured: below; every figure: `bench/results/latest.json`.',
    '',
  ];
  for (const e of total.engines) {
    out.push(`**${e.label ?? e.engine}** ${e.dbVersion ?? ''}`.trim(), '');
    if (e.error) {
      out.push(`Failed: ${e.error}`, '');
      continue;
    }
    out.push('| goal | figure | target | result |', '|---|---:|---:|---|');
    for (const g of e.goals ?? []) out.push(`| ${g.goal} | ${figure(g)} | ${g.target} | ${g.met ? 'met' : `**${verdict(g)}**`} |`);
    for (const [name, r] of [
      ['P3', e.p3],
      ['Statement count', e.statements],
      ['Import', e.import],
      ['Export', e.export],
    ])
      if (r?.error) out.push('', `- ${name} failed: ${r.error}`);
    if (e.scans?.error) out.push('', `- Scans failed: ${e.scans.error}`);
    if (e.scans?.sync)
      out.push(
        '',
        `- Scans: ${e.scans.api.rps} scans/s from the API (p50 ${e.scans.api.p50} ms, p95 ${e.scans.api.p95} ms) against ${e.scans.raw.rps} from the raw handler (×${e.scans.ratio}), ${e.scans.connections} connections, ${e.scans.holders} holders; occupancy kept ${e.scans.occupancy.kept}, recount of the log ${e.scans.occupancy.recount}${e.scans.occupancy.present === undefined ? '' : `, holders inside ${e.scans.occupancy.present}`}; an offline queue of ${e.scans.sync.scans.toLocaleString('en')} scans synced in ${e.scans.sync.seconds} s (batches of ${e.scans.sync.batch}), sent again in ${e.scans.sync.resendSeconds} s adding ${e.scans.sync.resendAdded}.`,
      );
    const documentation = [...documentationLines(e.documentation), ...xlsxLines(e.xlsxMemory)];
    if (documentation.length) out.push('', ...documentation.map((l) => `- ${l}`));
    out.push('');
  }
  out.push(END);
  return out.join('\n');
}

/** The README's short account of a run: per engine, how many goals are met and which are missed. */
export function summary(total) {
  const out = [SUMMARY_START, '| database | goals met | missed |', '|---|---:|---|'];
  for (const e of total.engines) {
    const name = `${e.label ?? e.engine}`;
    if (e.error) {
      out.push(`| ${name} | — | the run failed: ${e.error} |`);
      continue;
    }
    const goals = e.goals ?? [];
    const missed = goals.filter((g) => !g.met).map((g) => g.goal);
    out.push(`| ${name} | ${goals.length - missed.length} of ${goals.length} | ${missed.length ? missed.join('; ') : '—'} |`);
  }
  out.push(
    '',
    `Run of ${total.date.slice(0, 10)} at ${total.settings.rows.toLocaleString('en')} attendees (\`npm run bench\`); figures, targets and reasons: [docs/performance.md](docs/performance.md).`,
    SUMMARY_END,
  );
  return out.join('\n');
}

/** Replaces the block between `start` and `end` in the file, or appends it under `heading` (the heading's end). */
function replaceBlock(path, block, start, end, heading) {
  const text = readFileSync(path, 'utf8');
  let next;
  if (text.includes(start) && text.includes(end)) {
    next = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else {
    const at = text.indexOf(heading);
    if (at < 0) next = `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;
    else {
      const after = text.indexOf('\n## ', at + 1);
      const stop = after < 0 ? text.length : after;
      next = `${text.slice(0, stop).trimEnd()}\n\n${block}\n${text.slice(stop)}`;
    }
  }
  writeFileSync(path, next);
}

/** The goals section of docs/performance.md (every figure, target and result of the run). */
export function updatePerformanceDoc(path, total) {
  replaceBlock(path, section(total), START, END, '## Where the goals stand');
}

/** The README's Performance section: the summary line only. */
export function updateReadme(path, total) {
  replaceBlock(path, summary(total), SUMMARY_START, SUMMARY_END, '## Performance');
}
