import type { z } from 'zod';
import type { Language } from '../enums';
import { isMessageKey, t } from './messages';

/** Field errors as the API sends them: `{ field: [message, …] }` (DESIGN §4). */
export type FieldErrors = Record<string, string[]>;

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

type Issue = z.core.$ZodIssue;

function translateIssue(issue: Issue, lang: Language): string {
  if (isMessageKey(issue.message)) return t(lang, issue.message, issue.code === 'custom' ? (issue.params as Record<string, string>) : {});
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? t(lang, 'required') : t(lang, 'invalid_type');
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? t(lang, 'required') : t(lang, 'too_short', { min: Number(issue.minimum) });
      if (issue.origin === 'array') return t(lang, 'too_few_items', { min: Number(issue.minimum) });
      return t(lang, 'too_small_number', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t(lang, 'too_long', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t(lang, 'too_many_items', { max: Number(issue.maximum) });
      return t(lang, 'too_big_number', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t(lang, 'invalid_email');
      if (issue.format === 'date' || issue.format === 'datetime') return t(lang, 'invalid_date');
      if (issue.format === 'url') return t(lang, 'invalid_url');
      return t(lang, 'invalid_format');
    case 'invalid_value':
      return t(lang, 'invalid_value', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return t(lang, 'unknown_field');
    default:
      return t(lang, 'invalid_format');
  }
}

/** Validates `input` and returns either the parsed data or per-field messages in `lang`. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, lang: Language): ValidationResult<z.output<S>> {
  // reportInput: zod 4 leaves the input out of issues otherwise, and "required" vs "wrong type" depends on it.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const field = path.length ? path.map(String).join('.') : '_';
      const message = translateIssue(issue, lang);
      const messages = (errors[field] ??= []);
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return { ok: false, errors };
}
