import { validate, type Language } from '@eventdesk/shared';
import { useCallback } from 'react';
import { useLocaleState, type Validator } from 'react-admin';

/*
 * Form checks from the shared zod schema the API validates with: each input gets a react-admin
 * validator that reads its own messages (in the UI language) from a parse of the whole form, so
 * rules across fields (a sale's end after its start, two equal passwords) land where the API puts them,
 * and inputs with their own react-admin validators keep them.
 */

/** A shared zod object schema (typed structurally: the admin does not depend on zod itself). */
type ObjectSchema = Parameters<typeof validate>[0] & { shape: Record<string, { safeParse(input: unknown): { success: boolean } }> };

/**
 * The validator of `field`: the schema's messages for that field, joined, or nothing. `instead`, a
 * translation key, replaces them where the input shows another unit than the API (euros for cents).
 */
export function schemaValidator(schema: ObjectSchema, field: string, lang: Language, instead?: string): Validator {
  return (_value: unknown, values: unknown) => {
    // The whole form is parsed for each input (react-hook-form changes its values object in place, so no
    // cache by identity): a few fields, microseconds.
    const result = validate(schema, values ?? {}, lang);
    if (result.ok) return undefined;
    // A list in one input (TextArrayInput: tags, professions) shows its entries' messages too (`tags.1`).
    const messages = Object.entries(result.errors).flatMap(([path, m]) => (path === field || path.startsWith(`${field}.`) ? m : []));
    if (!messages.length) return undefined;
    return instead ?? [...new Set(messages)].join(' ');
  };
}

/** Whether the schema refuses the field left out: what react-admin marks with an asterisk. */
export function isRequiredBy(schema: ObjectSchema, field: string): boolean {
  const fieldSchema = Object.prototype.hasOwnProperty.call(schema.shape, field) ? schema.shape[field] : undefined;
  return fieldSchema !== undefined && !fieldSchema.safeParse(undefined).success;
}

const NONE: Readonly<Record<string, string>> = {};

/**
 * `const rules = useSchemaRules(productSchema)` then `<TextInput source="name_it" {...rules('name_it')} />`:
 * the input's validator and required marker, from the schema.
 */
export function useSchemaRules(schema: ObjectSchema, instead: Readonly<Record<string, string>> = NONE) {
  const [locale] = useLocaleState();
  const lang: Language = locale === 'en' ? 'en' : 'it';
  return useCallback(
    (field: string) => ({
      validate: schemaValidator(schema, field, lang, instead[field]),
      isRequired: isRequiredBy(schema, field),
    }),
    [schema, lang, instead],
  );
}
