import {
  validate,
  type AttendeeFieldsSchema,
  type AttendeeInput,
  type FieldErrors,
  type Language,
  type ValidationResult,
} from '@eventdesk/shared';

/*
 * An import repeats the same values thousands of times (categories, companies, statuses, first
 * names…), and parsing them is most of what its validation costs. The attendee schemas are objects
 * whose keys are checked each on its own (no rule across fields), so an object's result is its keys'
 * results put together: the issues of each key in the shape's order, the output of each key. Each
 * key is therefore validated alone (the object's own schema picked to that key, so its presence
 * rules are the object's), and a value already met is not parsed again. A schema with rules across
 * fields, or one that keeps unknown keys, is validated whole. What is remembered is forgotten at
 * each reset (each batch): a rule may depend on the day ("not in the future").
 */

interface Outcome {
  /** Whether the object's output holds the key (it may hold it as undefined). */
  has: boolean;
  value: unknown;
  errors: FieldErrors | null;
}

interface KeyValidator {
  key: string;
  schema: AttendeeFieldsSchema;
  seen: Map<unknown, Outcome>;
  absent: Outcome | null;
}

interface ObjectSchemaLike {
  shape: Record<string, unknown>;
  pick(mask: Record<string, true>): AttendeeFieldsSchema;
  _zod: { def: { type: string; checks?: unknown[]; catchall?: unknown } };
}

function keyedObject(schema: AttendeeFieldsSchema): ObjectSchemaLike | null {
  const object = schema as unknown as Partial<ObjectSchemaLike>;
  const def = object._zod?.def;
  if (!def || def.type !== 'object' || def.checks?.length || def.catchall !== undefined) return null;
  if (typeof object.pick !== 'function' || typeof object.shape !== 'object') return null;
  return object as ObjectSchemaLike;
}

export class FieldMemo {
  private readonly keys: KeyValidator[] | null;

  constructor(
    private readonly schema: AttendeeFieldsSchema,
    private readonly lang: Language,
  ) {
    const object = keyedObject(schema);
    this.keys = object
      ? Object.keys(object.shape).map((key) => ({ key, schema: object.pick({ [key]: true }), seen: new Map(), absent: null }))
      : null;
  }

  reset(): void {
    for (const k of this.keys ?? []) {
      // A new map rather than clear(): the old one's entries are garbage at once, and the new one is
      // young, so a batch's values are not promoted to the old generation with a long-lived map.
      k.seen = new Map();
      k.absent = null;
    }
  }

  /** What `validate(schema, input, lang)` answers. */
  validate(input: Record<string, unknown>): ValidationResult<Partial<AttendeeInput>> {
    if (!this.keys) return validate(this.schema, input, this.lang);
    const data: Record<string, unknown> = {};
    let errors: FieldErrors | null = null;
    for (const k of this.keys) {
      const outcome = this.outcome(k, input);
      if (outcome.errors) {
        errors ??= {};
        for (const [field, messages] of Object.entries(outcome.errors)) {
          const list = (errors[field] ??= []);
          for (const m of messages) if (!list.includes(m)) list.push(m);
        }
      } else if (outcome.has) data[k.key] = outcome.value;
    }
    return errors ? { ok: false, errors } : { ok: true, data: data as Partial<AttendeeInput> };
  }

  private outcome(k: KeyValidator, input: Record<string, unknown>): Outcome {
    const present = k.key in input;
    const value = present ? input[k.key] : undefined;
    const known = present ? k.seen.get(value) : k.absent;
    if (known) return known;
    const result = validate(k.schema, present ? { [k.key]: value } : {}, this.lang);
    const outcome: Outcome = result.ok
      ? { has: k.key in result.data, value: (result.data as Record<string, unknown>)[k.key], errors: null }
      : { has: false, value: undefined, errors: result.errors };
    if (present) k.seen.set(value, outcome);
    else k.absent = outcome;
    return outcome;
  }
}
