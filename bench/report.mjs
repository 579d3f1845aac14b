// Console table and the README's performance section, from one run's results (bench/results/latest.json).
import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

const fmtGoal = (g) =>
  `${g.met ? 'met' : '**missed**'}: ${g.goal} — ${g.value}${g.unit === '×' ? '×' : ` ${g.unit}`}` +
  (g.met ? '' : ` (${g.unit === '×' ? `${Math.abs(g.by)} short` : `over by ${Math.abs(g.by)} ${g.unit}`})`);

function engineRows(e) {
  const rows = [];
  for (const s of e.scenarios ?? []) {
    rows.push([s.name, 'API', s.api.p50, s.api.p95, s.api.p99, s.api.rps, `${s.ratio}×`]);
    rows.push(['', 'raw', s.raw.p50, s.raw.p95, s.raw.p99, s.raw.rps, '']);
  }
  return rows;
}

function ioLine(name, r) {
  if (!r) return null;
  if (r.skipped) return `${name}: skipped (${r.skipped}; probe answered ${r.probe})`;
  if (r.error) return `${name}: failed (${r.error})`;
  return `${name}: ${r.seconds} s for ${r.rows} rows, API RSS ${r.rss.startMb} → ${r.rss.peakMb} MB (+${r.rss.growthMb} MB)`;
}

export function printTable(total) {
  console.log(`\nMachine: ${total.machine.cpu}, ${total.machine.cores} cores, ${total.machine.memoryGb} GB, Node ${total.machine.node}, load average ${total.machine.loadAverageAtStart?.join(' ')} → ${total.machine.loadAverageAtEnd?.join(' ')}`);
  for (const e of total.engines) {
    console.log(`\n${e.label ?? e.engine} ${e.dbVersion ?? ''} — ${e.rows ?? '?'} attendees`);
    if (e.error) {
      console.log(`  FAILED: ${e.error}`);
      continue;
    }
    console.table(engineRows(e).map(([scenario, target, p50, p95, p99, rps, ratio]) => ({ scenario, target, 'p50 ms': p50, 'p95 ms': p95, 'p99 ms': p99, 'req/s': rps, 'API/raw': ratio })));
    for (const line of [ioLine('import', e.import), ioLine('export', e.export)]) if (line) console.log(`  ${line}`);
    for (const g of e.goals ?? []) console.log(`  ${fmtGoal(g).replace(/\*\*/g, '')}`);
  }
}

export function section(total) {
  const m = total.machine;
  const s = total.settings;
  const out = [
    START,
    '### Attendee list at 100,000 attendees (`npm run bench`)',
    '',
    `Run of ${total.date.slice(0, 16).replace('T', ' ')} UTC on ${m.cpu} (${m.cores} cores, ${m.memoryGb} GB, load average ${m.loadAverageAtStart?.[0]} at start), Node ${m.node}; ` +
      `${s.rows.toLocaleString('en')} attendees in the demo event; autocannon, ${s.connections} connections, ${s.warmupSeconds} s warm-up, ` +
      `then API and raw alternated ${s.rounds}× for ${s.durationSeconds} s each. "raw" is \`bench/raw-server.mjs\`: node:http and the ` +
      'same driver running the same list statements as the API (a search\'s count on the tokens, the page, the event\'s kept total when the page is full, the tags of the page), ' +
      'without framework, session or authorisation: what the API adds per request shows in the ratio. ' +
      'Latencies in ms over all rounds; API/raw is the ratio of requests per second. Figures: `bench/results/latest.json`.',
    '',
  ];
  for (const e of total.engines) {
    out.push(`**${e.label ?? e.engine}** ${e.dbVersion ?? ''}`.trim(), '');
    if (e.error) {
      out.push(`Failed: ${e.error}`, '');
      continue;
    }
    out.push('| scenario | target | p50 | p95 | p99 | req/s | API/raw |', '|---|---|---:|---:|---:|---:|---:|');
    for (const r of engineRows(e)) out.push(`| ${r.join(' | ')} |`);
    out.push('');
    for (const line of [ioLine('Import', e.import), ioLine('Export', e.export)]) if (line) out.push(`- ${line}`);
    for (const g of e.goals ?? []) out.push(`- ${fmtGoal(g)}`);
    out.push('');
  }
  out.push(END);
  return out.join('\n');
}

/** Replaces the marked block of the Performance section (or appends it at the section's end). */
export function updateReadme(path, total) {
  const text = readFileSync(path, 'utf8');
  const block = section(total);
  let next;
  if (text.includes(START) && text.includes(END)) {
    next = text.slice(0, text.indexOf(START)) + block + text.slice(text.indexOf(END) + END.length);
  } else {
    const at = text.indexOf('## Performance');
    if (at < 0) next = `${text.trimEnd()}\n\n## Performance\n\n${block}\n`;
    else {
      const after = text.indexOf('\n## ', at + 1);
      const end = after < 0 ? text.length : after;
      next = `${text.slice(0, end).trimEnd()}\n\n${block}\n${text.slice(end)}`;
    }
  }
  writeFileSync(path, next);
}
