import { fetchLanguageFile } from '@eventdesk/shared/language-files';
import { createContext, useContext } from 'react';
import { BASE } from '../offline/pass-cache';
import { it, type Catalogue } from './it';
import { messages, type Messages } from './messages';

export type Locale = 'it' | 'en';
export type { Messages };

export const LOCALES: readonly Locale[] = ['it', 'en'];
export const DEFAULT_LOCALE: Locale = 'it';

export function isLocale(value: unknown): value is Locale {
  return value === 'it' || value === 'en';
}

/** Italian, the default and the fallback (SPEC §4), is bundled: the first screen needs no extra request. */
export const ITALIAN: Messages = messages(it);

/**
 * The header switch names the next language in that language's own words, before its catalogue is
 * fetched: these two words of each language are bundled.
 */
export const SWITCH_TO: Record<Locale, { label: string; short: string }> = {
  it: { label: 'Passa all’italiano', short: 'IT' },
  en: { label: 'Switch to English', short: 'EN' },
};

const loaded = new Map<Locale, Promise<Messages>>();

/**
 * A language's messages: Italian at once, another one fetched once from its translation file
 * (`/myarea/lang/php_en.json`, SPEC §4, §7; kept offline by the service worker with the app). A failed
 * fetch is tried again at the next call.
 */
export function loadMessages(locale: Locale, fetchImpl: typeof fetch = fetch): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(ITALIAN);
  let pending = loaded.get(locale);
  if (!pending) {
    pending = fetchLanguageFile<Catalogue>(locale, BASE, (catalogue) => 'hello' in catalogue && 'fields' in catalogue, fetchImpl).then(
      messages,
    );
    loaded.set(locale, pending);
    pending.catch(() => loaded.delete(locale));
  }
  return pending;
}

/**
 * The language of my-area (SPEC §4, issue 6): an explicit choice (the header switch, or `?lang=` in the
 * hash) wins; else the attendee's `app_lang` once known; else the event's default language; else Italian.
 */
export function resolveLocale(
  choice: string | null | undefined,
  attendeeLang: string | null | undefined,
  eventLang: string | null | undefined,
): Locale {
  for (const candidate of [choice, attendeeLang, eventLang]) if (isLocale(candidate)) return candidate;
  return DEFAULT_LOCALE;
}

export interface I18n {
  lang: Locale;
  t: Messages;
  /** The header switch: remembers the choice for this browser tab (null forgets it). */
  choose: (lang: Locale | null) => void;
  /** What the page learnt: the attendee's app_lang and the event's default (null: unknown / none). */
  setHints: (hints: { attendee?: string | null; event?: string | null }) => void;
}

export const I18nContext = createContext<I18n>({ lang: DEFAULT_LOCALE, t: ITALIAN, choose: () => {}, setHints: () => {} });

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** Intl locale of a UI language (the same as the API's e-mails: `12,50 €` / `€12.50`). */
export function intlLocale(lang: Locale): string {
  return lang === 'en' ? 'en-IE' : 'it-IT';
}

/** Money and VAT rates as the API's e-mails show them: `12,50 €` / `€12.50`, `22%` / `5,5%`. */
export { formatMoney, formatVatRate } from '@eventdesk/shared/money';

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(iso: string | null | undefined, lang: Locale, withTime = false): string {
  const date = validDate(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(
    date,
  );
}

/** The event's dates: `12–14 mag 2026`, or one day with its hours. */
export function formatDateRange(startIso: string | null | undefined, endIso: string | null | undefined, lang: Locale): string {
  const start = validDate(startIso);
  const end = validDate(endIso);
  if (!start) return '';
  const sameDay = end && start.toDateString() === end.toDateString();
  const format = new Intl.DateTimeFormat(
    intlLocale(lang),
    sameDay
      ? { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'long', year: 'numeric' },
  );
  if (!end || end.getTime() === start.getTime()) return format.format(start);
  return format.formatRange(start, end);
}

const regionNames = new Map<Locale, Intl.DisplayNames | null>();

/** A country's name from its ISO code (`IT` → `Italia`), or the value as it is. */
export function countryName(code: string | null | undefined, lang: Locale): string {
  if (!code) return '';
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  if (!regionNames.has(lang)) {
    try {
      regionNames.set(lang, new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }));
    } catch {
      regionNames.set(lang, null);
    }
  }
  try {
    return regionNames.get(lang)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
