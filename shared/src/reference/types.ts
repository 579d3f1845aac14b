/** An Italian region with its ISTAT code ('01'…'20') and its name in both interface languages. */
export interface ItalianRegion {
  readonly code: string;
  readonly it: string;
  readonly en: string;
}

/**
 * An Italian province, metropolitan city, free municipal consortium (Sicily) or autonomous province:
 * its two-letter sigla (as written on documents and in the codice fiscale data), its name and the
 * ISTAT code of its region.
 */
export interface ItalianProvince {
  readonly code: string;
  readonly name: string;
  readonly region: string;
}

/** A country by ISO 3166-1 alpha-2 code with its Italian and English names. */
export interface Country {
  readonly code: string;
  readonly it: string;
  readonly en: string;
}
