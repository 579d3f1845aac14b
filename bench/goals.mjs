// The performance goals of the foundation issue, checked against one engine's results of `npm run bench`.

export const GOALS = {
  p95Ms: 50,
  ratio: 0.7,
  p3Ratio: 0.6,
  putStatements: 8,
  listStatements: 3,
  importS: 15,
  exportS: 10,
  rssMb: 200,
  // An XLSX import of about 17 MB, through the API: its resident memory's growth (issue 26 item 6).
  xlsxRssMb: 150,
  // The gate (issue 14).
  scansPerS: 1000,
  scanRatio: 0.5,
  scanP95Ms: 20,
  syncS: 60,
  // The programme (issue 27): credits of 10,000 attendees × 40 sessions from 400,000 scans, recomputed (MariaDB).
  creditsS: 30,
  // Reports (issue 28): each report of 100,000 attendees and 500,000 scans, p95 on both engines.
  reportP95Ms: 300,
};

const round = (n, digits) => +n.toFixed(digits);
const digitsOf = { '×': 3, ms: 0, s: 2, MB: 1, statements: 0, 'scans/s': 0, scans: 0 };

/** One goal: `value` against `limit` with `op` ('≤', '<' or '≥'); `by` is how far from the limit, signed. */
export function goal(name, value, op, limit, unit) {
  const met = op === '≥' ? value >= limit : op === '<' ? value < limit : value <= limit;
  return {
    goal: name,
    value,
    unit,
    target: `${op} ${limit}${unit === '×' ? '×' : ` ${unit}`}`,
    met,
    by: round(value - limit, digitsOf[unit] ?? 3),
  };
}

/** Every goal the results `r` of one engine have figures for. */
export function goalsOf(engine, r, rows) {
  const goals = [];
  for (const s of r.scenarios ?? []) {
    if (engine !== 'sqlite') goals.push(goal(`${s.name}: API p95`, s.api.p95, '≤', GOALS.p95Ms, 'ms'));
    goals.push(goal(`${s.name}: API/raw req/s`, s.ratio, '≥', GOALS.ratio, '×'));
  }
  if (r.p3?.ratio !== undefined) goals.push(goal('P3 GET /api/user: API/bare req/s', r.p3.ratio, '≥', GOALS.p3Ratio, '×'));
  if (r.statements?.put)
    goals.push(goal('PUT of an attendee: SQL statements', r.statements.put.count, '≤', GOALS.putStatements, 'statements'));
  if (r.statements?.list) {
    goals.push(
      goal('list page: SQL statements beyond session and user', r.statements.list.beyondSession, '≤', GOALS.listStatements, 'statements'),
    );
  }
  if (r.import?.seconds !== undefined) {
    goals.push(goal(`import ${rows} rows`, r.import.seconds, '<', GOALS.importS, 's'));
    goals.push(goal('import RSS growth', r.import.rss.growthMb, '<', GOALS.rssMb, 'MB'));
  }
  if (r.xlsxMemory?.seconds !== undefined) {
    const mb = (r.xlsxMemory.bytes / 2 ** 20).toFixed(0);
    goals.push(
      goal(`XLSX import (${mb} MB, ${r.xlsxMemory.rows} rows): API RSS growth`, r.xlsxMemory.rss.growthMb, '<', GOALS.xlsxRssMb, 'MB'),
    );
  }
  if (r.export?.seconds !== undefined) {
    goals.push(goal(`export ${r.rows} rows`, r.export.seconds, '<', GOALS.exportS, 's'));
    goals.push(goal('export RSS growth', r.export.rss.growthMb, '<', GOALS.rssMb, 'MB'));
  }
  if (r.scans?.api) {
    goals.push(goal('scans: API scans/s', r.scans.api.rps, '≥', GOALS.scansPerS, 'scans/s'));
    goals.push(goal('scans: API/raw scans/s', r.scans.ratio, '≥', GOALS.scanRatio, '×'));
    goals.push(goal('scans: API p95', r.scans.api.p95, '≤', GOALS.scanP95Ms, 'ms'));
    goals.push(goal('offline sync of 10,000 scans', r.scans.sync.seconds, '≤', GOALS.syncS, 's'));
    goals.push(goal('offline sync sent again: scans added', r.scans.sync.resendAdded, '≤', 0, 'scans'));
  }
  for (const report of r.reports?.reports ?? []) {
    goals.push(goal(`report ${report.name} (${report.variant}): p95`, report.p95, '≤', GOALS.reportP95Ms, 'ms'));
  }
  if (r.credits?.seconds !== undefined && engine !== 'sqlite')
    goals.push(goal(`credits of ${r.credits.attendees} attendees × ${r.credits.sessions} sessions (${r.credits.scans} scans)`, r.credits.seconds, '<', GOALS.creditsS, 's'));
  return goals;
}

/** "met", or "missed by …" (how much over a ceiling or short of a floor). */
export function verdict(g) {
  if (g.met) return 'met';
  const amount = Math.abs(g.by);
  const unit = g.unit === '×' ? '×' : ` ${g.unit}`;
  return g.target.startsWith('≥') ? `missed: ${amount}${unit} short` : `missed: over by ${amount}${unit}`;
}

export const figure = (g) => `${g.value}${g.unit === '×' ? '×' : ` ${g.unit}`}`;
