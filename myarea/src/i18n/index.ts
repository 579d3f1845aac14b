import { en } from './en';
import { it, type Messages } from './it';

export type Locale = 'it' | 'en';
export type { Messages };

/** Italian by default; English when the browser's language is English (SPEC §4 rules come later). */
export function detectLocale(language: string | undefined = globalThis.navigator?.language): Locale {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'it';
}

export function messagesFor(locale: Locale): Messages {
  return locale === 'en' ? en : it;
}
