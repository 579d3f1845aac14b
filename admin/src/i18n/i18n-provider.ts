import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import raItalian from './ra-it';
import { it } from './it';
import { withCreatedToasts } from './created';

export const LOCALES = [
  { locale: 'it', name: 'Italiano' },
  { locale: 'en', name: 'English' },
];

const italian = withCreatedToasts({ ...raItalian, ...it }, 'it') as unknown as TranslationMessages;
let english: TranslationMessages | null = null;

/** English (react-admin's catalogue + ours) is its own chunk, loaded on demand. */
export async function loadEnglish(): Promise<TranslationMessages> {
  if (!english) {
    const [{ default: raEnglish }, { en }] = await Promise.all([import('ra-language-english'), import('./en')]);
    english = withCreatedToasts({ ...raEnglish, ...en }, 'en') as unknown as TranslationMessages;
  }
  return english;
}

/** The initial locale's messages must be there synchronously: load English first when starting in English. */
export async function createI18nProvider(initialLocale: 'it' | 'en'): Promise<I18nProvider> {
  if (initialLocale === 'en') await loadEnglish();
  return polyglotI18nProvider((locale) => (locale === 'en' ? (english ?? loadEnglish()) : italian), initialLocale, LOCALES, {
    allowMissing: false,
  });
}
