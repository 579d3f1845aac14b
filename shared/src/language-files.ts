/*
 * The translation files (SPEC §4, §7): each language's whole catalogue of a front end, a static JSON file
 * `<app base>lang/php_<code>.json` written beside the built app (scripts/vite-language-files.ts) and
 * fetched by language code when the app first needs that language; the default language (Italian) stays
 * bundled. The staff app's are `/lang/php_<code>.json`, the attendee site's `/myarea/lang/php_<code>.json`
 * (docs/decisions.md, "Translation files").
 */

/** The folder of the translation files under an app's base URL. */
export const LANGUAGE_FILES_PATH = 'lang/';

const CODE = /^(?:php_)?([a-z]{2})$/;

/** The file name of a language code, the `php_` prefix added when missing: `en` → `php_en`, `php_en` → `php_en`. */
export function languageFileName(code: string): string {
  const match = CODE.exec(code.trim().toLowerCase());
  if (!match) throw new Error(`Not a language code: "${code}"`);
  return `php_${match[1]}`;
}

/** Where a language's file is served, under the app's base URL (`/` → `/lang/php_en.json`, `/myarea/` → `/myarea/lang/php_en.json`). */
export function languageFileUrl(code: string, base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}${LANGUAGE_FILES_PATH}${languageFileName(code)}.json`;
}

/**
 * A language's catalogue, fetched from its static file; rejects when the file is missing or is not a
 * catalogue of this app (`isCatalogue` checks what the app must find in it).
 */
export async function fetchLanguageFile<T extends object>(
  code: string,
  base: string,
  isCatalogue: (value: object) => boolean,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  const url = languageFileUrl(code, base);
  const response = await fetchImpl(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const catalogue: unknown = await response.json();
  if (!catalogue || typeof catalogue !== 'object' || Array.isArray(catalogue) || !isCatalogue(catalogue))
    throw new Error(`${url}: not a catalogue`);
  return catalogue as T;
}
