import { isValidItalianNumericCode } from './fiscal-code';

/**
 * VAT prefixes of the EU member states (VIES): ISO codes except Greece, which uses EL, plus XI for
 * Northern Ireland. IT is handled apart, with its check digit.
 */
export const EU_VAT_PREFIXES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
];

/** Upper case, without spaces, dots or dashes. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/**
 * The stored form of a VAT number, or null if it is not valid: an Italian partita IVA (11 digits
 * with a valid check digit, optionally written with the IT prefix) is stored as its 11 digits; an
 * EU VAT number of another member state (prefix + 2–12 letters or digits) is stored with its prefix.
 */
export function parseVatNumber(value: string): string | null {
  const vat = normalizeVatNumber(value);
  const italian = /^(?:IT)?(\d{11})$/.exec(vat);
  if (italian) return isValidItalianNumericCode(italian[1]!) ? italian[1]! : null;
  const prefix = vat.slice(0, 2);
  if (prefix !== 'IT' && EU_VAT_PREFIXES.includes(prefix) && /^[0-9A-Z+*]{2,12}$/.test(vat.slice(2))) return vat;
  return null;
}

export function isValidVatNumber(value: string): boolean {
  return parseVatNumber(value) !== null;
}
