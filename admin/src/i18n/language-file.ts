import type { TranslationMessages } from 'react-admin';

/**
 * The translation files (SPEC §4, §7): each language's whole catalogue (react-admin's texts and ours,
 * polyglot's nested shape) is a static file of the built staff app, `/lang/php_<code>.json`, written at
 * build time by the `languageFiles` plugin of admin/vite.config.ts from catalogues.ts. The app fetches
 * a language when it is first needed instead of bundling it.
 */
export const LANGUAGE_FILES_PATH = 'lang/';

const CODE = /^(?:php_)?([a-z]{2})$/;

/** The file name of a language code, the `php_` prefix added when missing: `en` → `php_en`, `php_en` → `php_en`. */
export function languageFileName(code: string): string {
  const match = CODE.exec(code.trim().toLowerCase());
  if (!match) throw new Error(`Not a language code: "${code}"`);
  return `php_${match[1]}`;
}

/** Where a language's file is served, under the app's base URL (`/` → `/lang/php_en.json`). */
export function languageFileUrl(code: string, base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}${LANGUAGE_FILES_PATH}${languageFileName(code)}.json`;
}

/** A language's catalogue, fetched from its static file; rejects when the file is missing or not a catalogue. */
export async function fetchLanguageFile(code: string, base = '/', fetchImpl: typeof fetch = fetch): Promise<TranslationMessages> {
  const url = languageFileUrl(code, base);
  const response = await fetchImpl(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const messages: unknown = await response.json();
  if (!messages || typeof messages !== 'object' || !('ra' in messages)) throw new Error(`${url}: not a catalogue`);
  return messages as TranslationMessages;
}
