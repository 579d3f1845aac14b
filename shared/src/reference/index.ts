import type { Language } from '../enums';
import { COUNTRY_CODES } from './country-codes';
import { ITALIAN_PROVINCES } from './provinces';
import { ITALIAN_REGIONS } from './regions';
import type { ItalianProvince, ItalianRegion } from './types';

/*
 * Reference data for attendees. Country *names* are not exported here: import them from
 * './countries' (their own module, so that a browser bundle pulls them only where a page shows them).
 */
export { COUNTRY_CODES, ITALIAN_PROVINCES, ITALIAN_REGIONS };
export type { Country, ItalianProvince, ItalianRegion } from './types';
export * from './fiscal-code';
export * from './vat';
export * from './value-labels';
export * from './vehicle-fields';
export * from './scan-labels';

const REGION_BY_CODE = new Map<string, ItalianRegion>(ITALIAN_REGIONS.map((r) => [r.code, r]));
const PROVINCE_BY_CODE = new Map<string, ItalianProvince>(ITALIAN_PROVINCES.map((p) => [p.code, p]));
const COUNTRY_CODE_SET = new Set(COUNTRY_CODES);

/** An ISTAT region code '01'…'20' (exact: no padding, no names). */
export function isRegionCode(value: unknown): value is string {
  return typeof value === 'string' && REGION_BY_CODE.has(value);
}

/** A current two-letter province sigla, upper case ('RM'). */
export function isProvinceCode(value: unknown): value is string {
  return typeof value === 'string' && PROVINCE_BY_CODE.has(value);
}

/** An ISO 3166-1 alpha-2 code, upper case ('IT'). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODE_SET.has(value);
}

export function regionName(code: string, lang: Language): string | undefined {
  return REGION_BY_CODE.get(code)?.[lang];
}

export function findProvince(code: string): ItalianProvince | undefined {
  return PROVINCE_BY_CODE.get(code.trim().toUpperCase());
}

/** The provinces of a region, in the order of ITALIAN_PROVINCES (by sigla within the region). */
export function provincesOfRegion(regionCode: string): ItalianProvince[] {
  return ITALIAN_PROVINCES.filter((p) => p.region === regionCode);
}
export * from './attendee-field-labels';
