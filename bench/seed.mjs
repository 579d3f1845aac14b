// Synthetic, realistic Italian attendees, written with multi-row INSERTs in batches inside
// transactions (the bench never goes through the API to seed). Deterministic: a seeded PRNG.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

// The quick search's tokens, computed by the built backend's own code (the bench needs the build anyway).
const require = createRequire(import.meta.url);
const { tokenRows } = require('../backend/dist/platform/common/search-words.js');
const { fiscalCodeCheckChar } = require('@eventdesk/shared');

const FIRST = [
  'Marco',
  'Giulia',
  'Luca',
  'Francesca',
  'Alessandro',
  'Chiara',
  'Andrea',
  'Sara',
  'Matteo',
  'Valentina',
  'Lorenzo',
  'Martina',
  'Davide',
  'Elena',
  'Simone',
  'Federica',
  'Federico',
  'Alessia',
  'Riccardo',
  'Silvia',
  'Giuseppe',
  'Anna',
  'Francesco',
  'Laura',
  'Antonio',
  'Paola',
  'Giovanni',
  'Roberta',
  'Stefano',
  'Ilaria',
  'Paolo',
  'Serena',
  'Roberto',
  'Elisa',
  'Nicola',
  'Claudia',
  'Fabio',
  'Monica',
  'Massimo',
  'Cristina',
  'Rosa',
  'Rosario',
  'Rossella',
  'Emanuele',
  'Beatrice',
  'Tommaso',
  'Giorgia',
  'Pietro',
  'Camilla',
  'Salvatore',
];
const LAST = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferraro',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'De Angelis',
  'Gatti',
  'Pellegrini',
  'Palumbo',
  'Sanna',
  'Farina',
  'Rossetti',
  'Cattaneo',
  'Morelli',
  'Mazza',
  'Silvestri',
  'Testa',
  'Bellini',
  'Guerra',
  'Rossini',
  'Orlando',
  'Amato',
  'Fiore',
];
const COMPANIES = [
  'Medica Italia S.p.A.',
  'Farmaceutici Rossi S.r.l.',
  'Congressi & Eventi S.r.l.',
  'Ospedale San Raffaele',
  'Policlinico Gemelli',
  'Cardiologia Milano S.r.l.',
  'BioTech Torino S.p.A.',
  'Azienda Ospedaliera di Padova',
  'Clinica Villa Bianca',
  'Istituto Clinico Humanitas',
  'ASL Roma 1',
  'Università di Bologna',
  'Diagnostica Sud S.r.l.',
  'Ortopedia Veneta S.r.l.',
  'Elettromedicali Fiorentini S.p.A.',
  'Laboratori Partenopei S.r.l.',
];
const CATEGORIES = ['Relatore', 'Delegato', 'Espositore', 'Staff', 'Stampa', 'Ospite'];
const JOBS = [
  'Cardiologo',
  'Infermiere',
  'Medico di base',
  'Tecnico di laboratorio',
  'Ricercatore',
  'Direttore sanitario',
  'Specializzando',
];
const CITIES = [
  ['Roma', 'RM', '00'],
  ['Milano', 'MI', '20'],
  ['Napoli', 'NA', '80'],
  ['Torino', 'TO', '10'],
  ['Bologna', 'BO', '40'],
  ['Firenze', 'FI', '50'],
  ['Bari', 'BA', '70'],
  ['Palermo', 'PA', '90'],
  ['Padova', 'PD', '35'],
  ['Genova', 'GE', '16'],
];
const DOMAINS = ['gmail.com', 'libero.it', 'outlook.it', 'virgilio.it', 'hotmail.it', 'tiscali.it', 'alice.it'];
const PAY = ['PAID', 'PAID', 'UNPAID', 'PENDING'];
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FC_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** mulberry32: deterministic, fast. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w = 2) => String(n).padStart(w, '0');
const sqlDate = (d) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
const slug = (s) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

/** Unique 8-character Crockford codes: a bijective scramble of the row number (no clash, no retry). */
function code(i) {
  let n = (i * 2654435761 + 12345) % 2 ** 40;
  let s = '';
  for (let k = 0; k < 8; k++) {
    s = ALPHABET[n % 32] + s;
    n = Math.floor(n / 32);
  }
  return s;
}

export const ATTENDEE_COLUMNS = [
  'uuid',
  'event_id',
  'attendee_code',
  'age',
  'gender',
  'event_attendee_category_id',
  'title',
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone',
  'fiscal_code',
  'country',
  'job_title',
  'work_city',
  'work_country',
  'event_company_id',
  'registration_date',
  'pending',
  'badge_delivered',
  'has_disability',
  'payment_status',
  'date_of_birth',
  'place_of_birth',
  'province_of_birth',
  'citizenship',
  'municipality',
  'province',
  'postal_code',
  'app_lang',
  'created_at',
  'updated_at',
];

/** One attendee as a row of ATTENDEE_COLUMNS (also used for the CSV of the import bench). */
export function attendeeRow(i, rand, eventId, categoryIds, companyIds) {
  const female = rand() < 0.5;
  const first = FIRST[Math.floor(rand() * FIRST.length)];
  const last = LAST[Math.floor(rand() * LAST.length)];
  const company = Math.floor(rand() * COMPANIES.length);
  const city = CITIES[Math.floor(rand() * CITIES.length)];
  const born = new Date(Date.UTC(1950 + Math.floor(rand() * 50), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)));
  const registered = new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 320 * 86_400_000));
  // A valid code (check character included): the admin sends it back with every edit, and the API checks it.
  const fc15 =
    Array.from({ length: 6 }, () => FC_LETTERS[Math.floor(rand() * 26)]).join('') +
    pad(born.getUTCFullYear() % 100) +
    'ABCDEHLMPRST'[born.getUTCMonth()] +
    pad(born.getUTCDate() + (female ? 40 : 0)) +
    'H' +
    pad(Math.floor(rand() * 1000), 3);
  const fc = fc15 + fiscalCodeCheckChar(fc15);
  const now = sqlDate(registered);
  return [
    randomUUID(),
    eventId,
    code(i),
    2026 - born.getUTCFullYear(),
    female ? 'FEMALE' : 'MALE',
    categoryIds[Math.floor(rand() * categoryIds.length)],
    rand() < 0.3 ? 'Dott.' : null,
    first,
    last,
    COMPANIES[company],
    `${slug(first)}.${slug(last)}${i}@${DOMAINS[i % DOMAINS.length]}`,
    `+39 3${Math.floor(rand() * 10)}${Math.floor(rand() * 10)} ${pad(Math.floor(rand() * 10_000_000), 7)}`,
    fc,
    'IT',
    JOBS[Math.floor(rand() * JOBS.length)],
    city[0],
    'IT',
    companyIds.length && rand() < 0.4 ? companyIds[company % companyIds.length] : null,
    now,
    rand() < 0.05 ? 1 : 0,
    rand() < 0.2 ? 1 : 0,
    rand() < 0.02 ? 1 : 0,
    PAY[Math.floor(rand() * PAY.length)],
    born.toISOString().slice(0, 10),
    city[0],
    city[1],
    'IT',
    city[0],
    city[1],
    `${city[2]}1${pad(Math.floor(rand() * 100))}`,
    rand() < 0.9 ? 'it' : 'en',
    now,
    now,
  ];
}

/**
 * Seeds `count` attendees (plus attendee categories) into event `eventId` through `db`, an adapter
 * { exec(sql, params), tx(fn) } over the engine's driver. Batches of `batch` rows, one transaction each.
 */
export async function seedAttendees(db, { eventId, count, batch, engine }) {
  const stamp = sqlDate(new Date());
  const categoryIds = [];
  for (const name of CATEGORIES) {
    const id = await db.insertId('INSERT INTO attendee_categories (event_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)', [
      eventId,
      name,
      stamp,
      stamp,
    ]);
    categoryIds.push(id);
  }
  const companyIds = (await db.all('SELECT id FROM event_companies WHERE event_id = ? ORDER BY id', [eventId])).map((r) => r.id);
  const rand = prng(20270520);
  const cols = ATTENDEE_COLUMNS.join(', ');
  const tuple = `(${ATTENDEE_COLUMNS.map(() => '?').join(', ')})`;
  // SQLite allows 32766 variables per statement: 33 columns × 500 rows = 16500.
  const perStatement = engine === 'sqlite' ? 500 : 1000;
  let lastId = Number((await db.all('SELECT MAX(id) AS m FROM attendees'))[0].m ?? 0);
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await db.tx(async () => {
      for (let s = start; s < end; s += perStatement) {
        const e = Math.min(end, s + perStatement);
        const params = [];
        for (let i = s; i < e; i++) params.push(...attendeeRow(i, rand, eventId, categoryIds, companyIds));
        await db.exec(`INSERT INTO attendees (${cols}) VALUES ${Array.from({ length: e - s }, () => tuple).join(', ')}`, params);
      }
      // Their search tokens, as the API writes them with each attendee.
      const rows = await db.all(
        'SELECT id, last_name, first_name, email, attendee_code, company_name, fiscal_code FROM attendees WHERE event_id = ? AND id > ? ORDER BY id',
        [eventId, lastId],
      );
      lastId = rows.length ? rows[rows.length - 1].id : lastId;
      const tokens = tokenRows(
        eventId,
        rows.map((r) => ({ id: r.id, values: r })),
      );
      for (let t = 0; t < tokens.length; t += 5000) {
        const part = tokens.slice(t, t + 5000);
        await db.exec(
          `INSERT INTO attendee_search_tokens (event_id, token, attendee_id, fields, shared_length) VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
          part.flatMap((k) => [k.eventId, k.token, k.attendeeId, k.fields, k.sharedLength]),
        );
      }
    });
  }
  return { categoryIds, companyIds };
}

/** CSV (header in Italian-free snake_case, as the API fields) of `count` fresh attendees, for the import bench. */
export function* csvLines(count, seed = 42, ids = {}) {
  for (const cells of importRows(count, seed, ids)) yield cells.map(csvCell).join(',') + '\n';
}

/** The rows of the bench's import files (header first), as arrays: the CSV above, the XLSX of the xlsx-memory part. */
/**
 * An import file's rows (a header, then `count` attendees). `first`: the number of the file's first attendee, which
 * its e-mail carries — two files imported into one event (the bench's CSV import, then its XLSX one) must not share
 * numbers, or some rows repeat an e-mail already used to sign in and are refused.
 */
export function* importRows(count, seed = 42, { categoryIds = [], companyIds = [], first = 1_000_000 } = {}) {
  const rand = prng(seed);
  // The demo ADMIN's form requires a category and a company (SPEC §5), so the file carries them.
  const fields = [
    'first_name',
    'last_name',
    'email',
    'company_name',
    'phone',
    'job_title',
    'payment_status',
    'gender',
    'event_attendee_category_id',
    'event_company_id',
  ];
  yield fields;
  for (let i = 0; i < count; i++) {
    const r = attendeeRow(first + i, rand, 0, [null], []);
    const byName = Object.fromEntries(ATTENDEE_COLUMNS.map((c, k) => [c, r[k]]));
    byName.event_attendee_category_id = categoryIds.length ? categoryIds[i % categoryIds.length] : null;
    byName.event_company_id = companyIds.length ? companyIds[i % companyIds.length] : null;
    yield fields.map((f) => byName[f] ?? null);
  }
}

const csvCell = (v) => (v === null || v === undefined ? '' : /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
