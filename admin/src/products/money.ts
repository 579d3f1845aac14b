import { formatMoney, formatVatRate, type Language } from '@eventdesk/shared';
import { useLocaleState } from 'react-admin';

/**
 * Money is whole cents and VAT rates basis points in the API (docs/decisions.md, "Commerce"); the
 * forms show euros and percentages. These convert both ways for NumberInput's format/parse: parse
 * receives the typed number (or the raw string when it is not one), format the form value.
 */
const hundredths = {
  format: (value: unknown): string => (typeof value === 'number' && !Number.isNaN(value) ? String(value / 100) : ''),
  parse: (value: unknown): number | null => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    return Number.isFinite(number) ? Math.round(number * 100) : null;
  },
};

/** `price_cents` ↔ euros. */
export const euros = hundredths;
/** `vat_rate` (basis points) ↔ percent. */
export const percent = hundredths;

function useLanguage(): Language {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'it';
}

/** `(cents, currency?) → "12,50 €"` in the current language. */
export function useFormatMoney(): (cents: number | null | undefined, currency?: string) => string {
  const lang = useLanguage();
  return (cents, currency = 'EUR') => (cents === null || cents === undefined ? '' : formatMoney(cents, currency, lang));
}

/** `2200 → "22%"` in the current language. */
export function useFormatVat(): (rate: number | null | undefined) => string {
  const lang = useLanguage();
  return (rate) => (rate === null || rate === undefined ? '' : formatVatRate(rate, lang));
}

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

/**
 * For a List: its table scrolls sideways on a phone instead of stretching the page (the wrapper's own
 * width counts as zero, min-width gives it the list's width).
 */
export const WIDE_TABLE_SCROLLS = { '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' } } as const;
