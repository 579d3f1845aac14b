import { formatMoney, formatVatRate } from '@eventdesk/shared';
import { useLanguage } from './language';

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
