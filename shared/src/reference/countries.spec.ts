import { getAlpha2Codes } from 'i18n-iso-countries';
import { COUNTRIES, COUNTRY_CODES, countryName, countryOptions } from './countries';
import { COUNTRY_CODES as STATIC_CODES } from './country-codes';

describe('countries', () => {
  it('name at least 240 countries in Italian and English', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    for (const c of COUNTRIES) {
      expect(typeof c.it).toBe('string');
      expect(typeof c.en).toBe('string');
      expect(c.it.length).toBeGreaterThan(1);
      expect(c.en.length).toBeGreaterThan(1);
    }
  });

  it('the static code list is the library’s list (update country-codes.ts when the library changes)', () => {
    expect(STATIC_CODES).toEqual(Object.keys(getAlpha2Codes()).sort());
    expect(COUNTRY_CODES).toBe(STATIC_CODES);
    expect(COUNTRIES.map((c) => c.code)).toEqual(STATIC_CODES);
  });

  it('gives known names in both languages', () => {
    expect(countryName('IT', 'it')).toBe('Italia');
    expect(countryName('IT', 'en')).toBe('Italy');
    expect(countryName('de', 'it')).toBe('Germania');
    expect(countryName(' DE ', 'en')).toBe('Germany');
    expect(countryName('SM', 'it')).toBe('San Marino');
    expect(countryName('VA', 'it')).toBe('Città del Vaticano');
    expect(countryName('CH', 'it')).toBe('Svizzera');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('ZZ', 'it')).toBeUndefined();
    expect(countryName('ITA', 'it')).toBeUndefined();
    expect(countryName('toString', 'en')).toBeUndefined();
  });

  it('offers picker options sorted by name in each language', () => {
    for (const lang of ['it', 'en'] as const) {
      const options = countryOptions(lang);
      expect(options).toHaveLength(COUNTRY_CODES.length);
      const labels = options.map((o) => o.label);
      expect([...labels].sort((a, b) => a.localeCompare(b, lang))).toEqual(labels);
    }
    expect(countryOptions('it').find((o) => o.value === 'IT')?.label).toBe('Italia');
    expect(countryOptions('en').find((o) => o.value === 'IT')?.label).toBe('Italy');
  });
});
