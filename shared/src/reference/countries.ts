import { getNames, registerLocale } from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import it from 'i18n-iso-countries/langs/it.json';
import type { Language } from '../enums';
import { COUNTRY_CODES } from './country-codes';
import type { Country } from './types';

/*
 * Country names in Italian and English from i18n-iso-countries. Import this module by its own path
 * (`shared/src/reference/countries`), not through the package index: the names are ~15 KB gzipped in
 * a browser bundle, which a page that only validates codes (isCountryCode, the attendee schema) does
 * not need. In Node the library's entry registers every language; in a browser build its `browser`
 * entry registers none, so the two we use are registered here in both cases.
 */
registerLocale(it);
registerLocale(en);

const NAMES: Record<Language, Record<string, string>> = {
  it: getNames('it', { select: 'official' }),
  en: getNames('en', { select: 'official' }),
};

/** Every country of COUNTRY_CODES with its Italian and English names, sorted by code. */
export const COUNTRIES: readonly Country[] = COUNTRY_CODES.map((code) => ({ code, it: NAMES.it[code]!, en: NAMES.en[code]! }));

/** The name of an ISO 3166-1 alpha-2 code (any case) in `lang`; undefined for an unknown code. */
export function countryName(code: string, lang: Language): string | undefined {
  const key = code.trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(NAMES[lang], key) ? NAMES[lang][key] : undefined;
}

const collators: Partial<Record<Language, Intl.Collator>> = {};

/** `{value, label}` pairs for a country picker, sorted by name in `lang`. */
export function countryOptions(lang: Language): { value: string; label: string }[] {
  const collator = (collators[lang] ??= new Intl.Collator(lang));
  return COUNTRIES.map((c) => ({ value: c.code, label: c[lang] })).sort((a, b) => collator.compare(a.label, b.label));
}

export { COUNTRY_CODES };
