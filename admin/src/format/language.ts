import type { Language } from '@eventdesk/shared';
import { useLocaleState } from 'react-admin';

/** The interface's language, as the shared formatters name it. */
export function useLanguage(): Language {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'it';
}
