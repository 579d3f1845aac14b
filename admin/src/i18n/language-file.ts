import { fetchLanguageFile as fetchFile } from '@eventdesk/shared/language-files';
import type { TranslationMessages } from 'react-admin';

/**
 * The staff app's translation files (SPEC §4, §7; shared/src/language-files.ts): each language's whole
 * catalogue (react-admin's texts and ours, polyglot's nested shape) is `/lang/php_<code>.json`, written at
 * build time from catalogues.ts by scripts/vite-language-files.ts. The app fetches a language when it is
 * first needed instead of bundling it.
 */
export { languageFileName, languageFileUrl } from '@eventdesk/shared/language-files';

/** A language's catalogue, fetched from its static file; rejects when the file is missing or not a react-admin catalogue. */
export function fetchLanguageFile(code: string, base = '/', fetchImpl: typeof fetch = fetch): Promise<TranslationMessages> {
  return fetchFile<TranslationMessages>(code, base, (catalogue) => 'ra' in catalogue, fetchImpl);
}
