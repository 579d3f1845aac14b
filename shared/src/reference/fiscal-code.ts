/*
 * Italian codice fiscale: the 16-character personal code with its check character, and the
 * 11-digit numeric code of companies and other bodies (the same number as their partita IVA).
 * Written here rather than taken from codice-fiscale-js: that package bundles the list of every
 * Italian municipality (~110 KB gzipped in a browser build), its type declarations do not match its
 * CommonJS export, and its licence is CC BY-SA; the check itself is a few lines.
 */

/** Letters that replace the digits 0–9 in a code changed to resolve a clash (omocodia). */
const OMOCODIA = 'LMNPQRSTUV';

/** Values of the characters in odd positions (1st, 3rd, …), for digits and letters alike. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

const PERSONAL_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Digit or letter → 0–25 (a digit counts as the letter at its index: '0' like 'A'). */
function ordinal(ch: string): number {
  const code = ch.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** The check character of the first 15 characters of a personal codice fiscale (upper case). */
export function fiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = ordinal(first15[i]!);
    sum += i % 2 === 0 ? ODD_VALUES[value]! : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Day of birth as written in the code (1–31, or 41–71 for women), omocodia letters decoded. */
function dayField(code: string): number {
  const digits = code.slice(9, 11).replace(/[LMNPQRSTUV]/g, (ch) => String(OMOCODIA.indexOf(ch)));
  return Number(digits);
}

/**
 * Whether `code` is a well-formed 16-character personal codice fiscale with the right check
 * character (omocodia letters accepted). Expects the normalised form: upper case, no spaces.
 */
export function isValidPersonalFiscalCode(code: string): boolean {
  if (!PERSONAL_CODE.test(code)) return false;
  const day = dayField(code);
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return fiscalCodeCheckChar(code) === code[15];
}

/**
 * Whether `digits` is an 11-digit Italian number with a valid check digit (Luhn): partita IVA,
 * and the codice fiscale of companies. All zeros is refused.
 */
export function isValidItalianNumericCode(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = digits.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(10) - 48;
}

/** Upper case, without spaces: how a codice fiscale is compared and stored. */
export function normalizeFiscalCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A personal (16 characters) or numeric (11 digits) codice fiscale with a valid check character. */
export function isValidFiscalCode(value: string): boolean {
  const code = normalizeFiscalCode(value);
  return code.length === 16 ? isValidPersonalFiscalCode(code) : isValidItalianNumericCode(code);
}
