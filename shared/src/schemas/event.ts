import { z } from 'zod';
import { EVENT_OPTION_KEYS, LANGUAGES } from '../enums';
import { parseUiConfigOption } from '../ui-config';
import { id, isoDate, optionalIsoDate, recordDefaults, requiredText } from './common';

export const EVENT_SKU_MAX = 5;

export const eventOptionSchema = z.object({
  key: requiredText(100).regex(/^[A-Z][A-Z0-9_]*$/, 'option_key_format'),
  value: z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v))),
});
export type EventOptionInput = z.output<typeof eventOptionSchema>;

/** Options are a key/value list; the keys the product interprets are checked here. */
export const eventOptionsSchema = z
  .array(eventOptionSchema)
  .max(200)
  .superRefine((options, ctx) => {
    const seen = new Set<string>();
    options.forEach((option, index) => {
      if (seen.has(option.key)) ctx.addIssue({ code: 'custom', message: 'duplicate_key', path: [index, 'key'] });
      seen.add(option.key);
      if (option.key === EVENT_OPTION_KEYS.DEFAULT_LANGUAGE && !(LANGUAGES as readonly string[]).includes(option.value)) {
        ctx.addIssue({ code: 'invalid_value', values: [...LANGUAGES], input: option.value, path: [index, 'value'] });
      }
      if (option.key === EVENT_OPTION_KEYS.UI_CONFIG) {
        const parsed = parseUiConfigOption(option.value);
        if (!parsed.ok)
          ctx.addIssue({ code: 'custom', message: 'invalid_ui_config', params: { detail: parsed.error }, path: [index, 'value'] });
      }
    });
  });

export const eventSchema = z
  .object({
    name: requiredText(255),
    sku: requiredText(EVENT_SKU_MAX),
    start_at: optionalIsoDate,
    end_at: optionalIsoDate,
    address: requiredText(255),
    zip_code: requiredText(20),
    city: requiredText(100),
    country: requiredText(100),
    event_category_id: id.nullish().transform((v) => v ?? null),
    options: eventOptionsSchema.optional(),
  })
  .superRefine((event, ctx) => {
    if (event.start_at && event.end_at && event.start_at > event.end_at) {
      ctx.addIssue({ code: 'custom', message: 'end_before_start', path: ['end_at'] });
    }
  });
export type EventInput = z.output<typeof eventSchema>;
export const EVENT_DEFAULTS = recordDefaults(eventSchema, {
  name: '',
  sku: '',
  start_at: null,
  end_at: null,
  address: '',
  zip_code: '',
  city: '',
  country: 'IT',
  event_category_id: null,
  options: [],
});

export const eventCategorySchema = z.object({ name: requiredText(100) });
export type EventCategoryInput = z.output<typeof eventCategorySchema>;
export const EVENT_CATEGORY_DEFAULTS = recordDefaults(eventCategorySchema, { name: '' });

export { isoDate };
