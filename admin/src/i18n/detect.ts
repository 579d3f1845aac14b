import type { Language } from '@eventdesk/shared';

export const EVENT_LANG_KEY = 'event_lang';
const SUPPORTED: readonly string[] = ['it', 'en'];

const supported = (value: string | null | undefined): Language | null => {
  const lang = value?.trim().toLowerCase().slice(0, 2);
  return lang && SUPPORTED.includes(lang) ? (lang as Language) : null;
};

/**
 * The startup language (SPEC §4): the `lang` query inside the hash (`#/events/3?lang=en`), then the
 * event language kept in local storage, then `<html lang>`, then Italian.
 */
export function detectLanguage(hash: string, storage: Pick<Storage, 'getItem'> | null, htmlLang: string | null | undefined): Language {
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return supported(new URLSearchParams(query).get('lang')) ?? supported(storage?.getItem(EVENT_LANG_KEY)) ?? supported(htmlLang) ?? 'it';
}
