import { z } from 'zod';
import { FONT_STYLES } from '../enums';
import { optionalText, recordDefaults, requiredText } from './common';

export const FONT_WEIGHT_DEFAULT = 400;
/** Largest font file accepted by `POST /api/fonts` (413 above it). */
export const FONT_MAX_BYTES = 10 * 1024 * 1024;

/** Multipart forms send every field as text: '' and missing mean "not given" (400 then), digits are a number. */
const weight = z
  .union([z.number(), z.string(), z.null()], 'not_an_integer')
  .optional()
  .transform((v) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return FONT_WEIGHT_DEFAULT;
    return typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : v;
  })
  .pipe(
    z
      .number({ error: (issue) => (issue.code === 'invalid_type' ? 'not_an_integer' : undefined) })
      .int('not_an_integer')
      .min(1)
      .max(1000),
  );

const formText = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A font's descriptive fields; the file itself travels as the multipart field `file` of
 * `POST /api/fonts`. `family` defaults to the name, `style` to normal, `weight` to 400 (CSS weights 1–1000).
 * `PUT /api/fonts/{id}` takes the same fields (JSON) and never replaces the file.
 */
export const fontSchema = z.object({
  name: requiredText(255),
  family: optionalText(255),
  style: z.preprocess(formText, z.enum(FONT_STYLES).default('normal')),
  weight,
});
export type FontInput = z.output<typeof fontSchema>;

export const FONT_DEFAULTS = recordDefaults(fontSchema, { name: '', family: '', style: 'normal', weight: FONT_WEIGHT_DEFAULT });
