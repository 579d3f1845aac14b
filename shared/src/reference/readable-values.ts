import { attendeeFieldDefinition } from '../attendee-fields';
import type { Language } from '../enums';
import { COUNTRIES } from './countries';
import { ITALIAN_REGIONS } from './regions';
import { VALUE_LABELS, YES_NO } from './value-labels';

export { VALUE_LABELS, YES_NO };

/*
 * Attendee values as a reader reads them (issue 11): labels for codes (Femmina, Pagato, Italia), Sì/No,
 * dates as the language writes them, names for the category and company. The export writes them by
 * default; the import reads them back as well as the codes, so a readable export can be imported again.
 * Date-times are shown in DISPLAY_TIME_ZONE.
 */

import { DISPLAY_TIME_ZONE } from './time-zone';

export { DISPLAY_TIME_ZONE };

/** Names of the event's categories and companies by id, for the reference fields. */
export interface ReferenceNames {
  event_attendee_category_id?: ReadonlyMap<number, string>;
  event_company_id?: ReadonlyMap<number, string>;
}

const LOCALE: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };
const pad = (n: number) => String(n).padStart(2, '0');

/** `1985-03-12` → `12/03/1985` (both languages write day first). */
function readableDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * One formatter per language, made once: building an `Intl.DateTimeFormat` costs far more than formatting with it
 * (6 of the 16 CPU seconds of a 100,000-attendee export, with two date-times a row, when each call built one).
 */
const DATE_TIME_FORMATS = new Map<Language, Intl.DateTimeFormat>();
const dateTimeFormat = (lang: Language) => {
  let format = DATE_TIME_FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: DISPLAY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    DATE_TIME_FORMATS.set(lang, format);
  }
  return format;
};

export function readableDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of dateTimeFormat(lang).formatToParts(date)) parts[p.type] = p.value;
  // With the seconds: an export imported back changes nothing.
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** One attendee value as text for a reader; '' for none. */
export function readableValue(field: string, value: unknown, lang: Language, names: ReferenceNames = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? YES_NO[lang].yes : YES_NO[lang].no;
  const def = attendeeFieldDefinition(field);
  if (def?.kind === 'reference') {
    const name = names[field as keyof ReferenceNames]?.get(Number(value));
    return name ?? String(value);
  }
  if (def?.kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return readableDate(value);
  if (def?.kind === 'datetime' && typeof value === 'string') return readableDateTime(value, lang);
  const options = def?.options;
  if (options === 'gender' || options === 'payment_status' || options === 'documentation_status' || options === 'language') {
    const labels: Record<string, string> = VALUE_LABELS[options][lang];
    return labels[String(value)] ?? String(value);
  }
  if (options === 'country') return COUNTRIES.find((c) => c.code === value)?.[lang] ?? String(value);
  if (options === 'region') return ITALIAN_REGIONS.find((r) => r.code === value)?.[lang] ?? String(value);
  return String(value);
}

// ─── reading them back (the import) ───────────────────────────────────────────────────────────────

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function index(entries: [string, string][]): Map<string, string> {
  const map = new Map<string, string>();
  for (const [label, code] of entries) if (!map.has(fold(label))) map.set(fold(label), code);
  return map;
}

let codeIndexes: Record<'gender' | 'payment_status' | 'language' | 'country' | 'region', Map<string, string>> | null = null;

function codesOf() {
  if (codeIndexes) return codeIndexes;
  const labels = (list: 'gender' | 'payment_status' | 'language') =>
    index(
      (['it', 'en'] as const).flatMap((lang) =>
        Object.entries(VALUE_LABELS[list][lang]).map(([code, label]): [string, string] => [label, code]),
      ),
    );
  codeIndexes = {
    gender: labels('gender'),
    payment_status: labels('payment_status'),
    language: labels('language'),
    country: index(
      COUNTRIES.flatMap((c): [string, string][] => [
        [c.it, c.code],
        [c.en, c.code],
      ]),
    ),
    region: index(
      ITALIAN_REGIONS.flatMap((r): [string, string][] => [
        [r.it, r.code],
        [r.en, r.code],
      ]),
    ),
  };
  return codeIndexes;
}

const TRUE = new Set(['si', 'yes', 'y', 'true', 'vero', 'x', '1']);
const FALSE = new Set(['no', 'n', 'false', 'falso', '0']);

/** DISPLAY_TIME_ZONE's wall clock, made once (see dateTimeFormat). */
const ZONE_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The offset of DISPLAY_TIME_ZONE from UTC at `utc`, in minutes. */
function zoneOffset(utc: Date): number {
  const parts = Object.fromEntries(ZONE_CLOCK.formatToParts(utc).map((p) => [p.type, Number(p.value)]));
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((local - utc.getTime()) / 60_000);
}

/**
 * A cell of an import as the API's value: the readable forms above read back (a label in either
 * language, Sì/No, `12/03/1985`, `12/03/2027 09:30:00` in DISPLAY_TIME_ZONE), anything else as it is for
 * the schema to check. Categories and companies by name are the import's own matter (by event).
 */
export function valueFromReadable(field: string, cell: unknown): unknown {
  if (typeof cell !== 'string' || cell.trim() === '') return cell;
  const def = attendeeFieldDefinition(field);
  if (!def) return cell;
  if (def.kind === 'boolean' || def.kind === 'date' || def.kind === 'datetime') return cellFromReadable(def.kind, cell);
  const options = def.options;
  if (options === 'gender' || options === 'payment_status' || options === 'language' || options === 'country' || options === 'region')
    return codesOf()[options].get(fold(cell.trim())) ?? cell;
  return cell;
}

/** A boolean, date or date-time cell read back from its readable form (any resource's import); anything else as it is. */
export function cellFromReadable(kind: 'boolean' | 'date' | 'datetime', cell: unknown): unknown {
  if (typeof cell !== 'string' || cell.trim() === '') return cell;
  const text = cell.trim();
  if (kind === 'boolean') {
    const key = fold(text);
    return TRUE.has(key) ? '1' : FALSE.has(key) ? '0' : cell;
  }
  if (kind === 'date') {
    const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    return m ? `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}` : cell;
  }
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})[ T](\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text);
  if (!m) return cell;
  const wall = Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  // The wall time is local: take off the zone's offset at that moment (twice, across a DST change).
  let utc = wall - zoneOffset(new Date(wall)) * 60_000;
  utc = wall - zoneOffset(new Date(utc)) * 60_000;
  return new Date(utc).toISOString();
}

/** A label of a fixed list read back in either language (case and accents ignored), else the cell. */
export function codeFromLabel(labels: Record<Language, Record<string, string>>, cell: string): string {
  const key = fold(cell.trim());
  for (const lang of ['it', 'en'] as const) for (const [code, label] of Object.entries(labels[lang])) if (fold(label) === key) return code;
  return cell.trim().toUpperCase();
}
