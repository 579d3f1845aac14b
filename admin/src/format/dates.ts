import { useLanguage } from './language';

/** A date-time in the current language, short. */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
  const lang = useLanguage();
  return (iso) => (iso ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'short', timeStyle: 'short' }) : '');
}

/** A DateTimeInput's local `YYYY-MM-DDTHH:mm` as the API's UTC ISO string (the API reads offset-less times as UTC). */
export const parseLocalDateTime = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
