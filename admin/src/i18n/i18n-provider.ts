import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import raItalian from './ra-it';
import { it } from './it';
import { withCreatedToasts } from './created';
import { fetchLanguageFile } from './language-file';

export const LOCALES = [
  { locale: 'it', name: 'Italiano' },
  { locale: 'en', name: 'English' },
];

/**
 * Italian, the default and the fallback language (SPEC §4), is bundled: the first screen needs no
 * extra request, and the app still speaks when a language file cannot be fetched (docs/decisions.md).
 */
const italian = withCreatedToasts({ ...raItalian, ...it }, 'it') as unknown as TranslationMessages;
const loaded = new Map<string, Promise<TranslationMessages>>();

/** Another language's catalogue, fetched once from its static file (`/lang/php_en.json`); a failed fetch is tried again next time. */
export function loadLanguage(locale: string): Promise<TranslationMessages> {
  if (locale === 'it') return Promise.resolve(italian);
  let messages = loaded.get(locale);
  if (!messages) {
    messages = fetchLanguageFile(locale, import.meta.env.BASE_URL);
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

/**
 * The initial locale's messages must be there synchronously: fetched first when starting in another
 * language than Italian, and Italian (the fallback) when that fails. The provider's getLocale() says
 * which one it started in.
 */
export async function createI18nProvider(initialLocale: 'it' | 'en'): Promise<I18nProvider> {
  const first = await loadLanguage(initialLocale).then(
    (messages) => ({ locale: initialLocale, messages }),
    () => ({ locale: 'it' as const, messages: italian }),
  );
  return polyglotI18nProvider((locale) => (locale === first.locale ? first.messages : loadLanguage(locale)), first.locale, LOCALES, {
    allowMissing: false,
  });
}
