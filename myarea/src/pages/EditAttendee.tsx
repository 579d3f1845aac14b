import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { COUNTRY_CODES, ITALIAN_PROVINCES, ITALIAN_REGIONS } from '@eventdesk/shared/reference';
import { getAttendee, isApiError, saveAttendee, type ApiError, type AttendeeResponse, type FieldConfig, type Term } from '../api';
import { ErrorNote, Loading, PageTitle, errorText } from '../components/Status';
import { countryName, isLocale, LOCALES, useI18n, type Locale, type Messages } from '../i18n';
import { useEventSession, useLoad, useSignInAgain } from '../session';

/*
 * `#/{token}/edit-attendee`: a form built from the `fields` the API sends (the event's ATTENDEE UI
 * configuration): visible fields shown, read-only ones disabled, required ones marked; labels from the
 * field's alias or our catalogue. The browser checks only "required" and e-mail format; the API is the
 * authority and its per-field messages are shown under the fields. Consents to the event's terms, if any.
 */

type Kind =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'datetime'
  | 'number'
  | 'checkbox'
  | 'textarea'
  | 'gender'
  | 'lang'
  | 'payment'
  | 'country'
  | 'region'
  | 'province'
  | 'reference';

const KINDS: Readonly<Record<string, Kind>> = {
  email: 'email',
  other_email: 'email',
  phone: 'tel',
  other_phone: 'tel',
  date_of_birth: 'date',
  hire_date: 'date',
  registration_date: 'datetime',
  badge_delivered_at: 'datetime',
  age: 'number',
  pending: 'checkbox',
  badge_delivered: 'checkbox',
  has_disability: 'checkbox',
  food_restriction: 'textarea',
  additional_info: 'textarea',
  gender: 'gender',
  app_lang: 'lang',
  payment_status: 'payment',
  country: 'country',
  work_country: 'country',
  citizenship: 'country',
  origin_region: 'region',
  province: 'province',
  province_of_birth: 'province',
  // Ids of the event's categories and companies: the attendee cannot list them, so they are shown, not chosen.
  event_attendee_category_id: 'reference',
  event_company_id: 'reference',
};

/** The server's own fields (SPEC §3): never written by a form, whatever the configuration says. */
const SYSTEM_FIELDS = new Set(['id', 'uuid', 'attendee_code', 'badge_delivered_at']);

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  title: 'honorific-prefix',
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  company_name: 'organization',
  employer: 'organization',
  job_title: 'organization-title',
  date_of_birth: 'bday',
  address: 'street-address',
  postal_code: 'postal-code',
  municipality: 'address-level2',
  country: 'country',
  work_address: 'section-work street-address',
  work_city: 'section-work address-level2',
  work_state: 'section-work address-level1',
  work_zip: 'section-work postal-code',
  work_country: 'section-work country',
};

type Group = keyof Messages['fieldGroups'];
const GROUP_OF: Readonly<Record<string, Group>> = {};
const GROUPS: Record<Exclude<Group, 'other'>, string[]> = {
  personal: [
    'title',
    'first_name',
    'last_name',
    'gender',
    'date_of_birth',
    'age',
    'place_of_birth',
    'province_of_birth',
    'citizenship',
    'origin_region',
    'fiscal_code',
    'identity_card_number',
    'address',
    'postal_code',
    'municipality',
    'province',
    'country',
  ],
  contact: ['email', 'phone', 'other_email', 'other_phone'],
  work: [
    'company_name',
    'job_title',
    'discipline',
    'employer',
    'work_address',
    'work_city',
    'work_state',
    'work_zip',
    'work_country',
    'vat_number',
    'hire_date',
    'sponsor_name',
  ],
  needs: ['food_restriction', 'has_disability', 'additional_info'],
};
for (const [group, names] of Object.entries(GROUPS)) for (const name of names) (GROUP_OF as Record<string, Group>)[name] = group as Group;
const GROUP_ORDER: Group[] = ['personal', 'contact', 'work', 'needs', 'other'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Value = string | boolean;
type Values = Record<string, Value>;

function kindOf(name: string): Kind {
  return KINDS[name] ?? 'text';
}

function editable(field: FieldConfig): boolean {
  return field.visible && !field.readonly && !SYSTEM_FIELDS.has(field.name) && kindOf(field.name) !== 'reference';
}

/** `2026-05-20T07:30:00.000Z` → `2026-05-20T09:30` in the browser's time, for `<input type="datetime-local">`. */
function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function toFormValue(name: string, value: unknown): Value {
  const kind = kindOf(name);
  if (kind === 'checkbox') return value === true || value === 1 || value === '1' || value === 'true';
  if (value === null || value === undefined) return '';
  if (kind === 'datetime') return toLocalDateTime(String(value));
  if (kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** What the API gets for a field: booleans for switches, numbers for whole numbers, null for blanks. */
export function fromFormValue(name: string, value: Value): unknown {
  const kind = kindOf(name);
  if (kind === 'checkbox') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (kind === 'number') return /^\d+$/.test(text) ? Number(text) : text;
  if (kind === 'datetime') {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? text : date.toISOString();
  }
  return text;
}

/** The browser's checks: required fields filled, e-mails well formed. Everything else is the API's. */
export function checkFields(fields: readonly FieldConfig[], values: Values, t: Messages): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!editable(field)) continue;
    const kind = kindOf(field.name);
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.required && kind !== 'checkbox' && text === '') errors[field.name] = t.requiredError;
    else if (kind === 'email' && text !== '' && !EMAIL.test(text)) errors[field.name] = t.emailError;
  }
  return errors;
}

function initialValues(response: AttendeeResponse): Values {
  const values: Values = {};
  for (const field of response.fields) if (field.visible) values[field.name] = toFormValue(field.name, response.attendee[field.name]);
  return values;
}

function Options({ children, value }: { children: ReactNode; value: string }) {
  const { t } = useI18n();
  return (
    <>
      <option value="">{value ? '—' : t.choose}</option>
      {children}
    </>
  );
}

function useCountryOptions(lang: Locale) {
  return useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) =>
        a.name.localeCompare(b.name, lang === 'en' ? 'en' : 'it'),
      ),
    [lang],
  );
}

function Control({
  field,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  field: FieldConfig;
  value: Value;
  onChange: (v: Value) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t, lang } = useI18n();
  const countries = useCountryOptions(lang);
  const kind = kindOf(field.name);
  const disabled = !editable(field);
  const common = {
    id: `f-${field.name}`,
    name: field.name,
    'data-testid': `field-${field.name}`,
    disabled,
    required: field.required && !disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    autoComplete: AUTOCOMPLETE[field.name],
  };
  const text = typeof value === 'string' ? value : '';
  const set = (e: { target: { value: string } }) => onChange(e.target.value);
  const keep = (known: readonly string[]) => (text && !known.includes(text) ? <option value={text}>{text}</option> : null);

  switch (kind) {
    case 'checkbox':
      return <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'textarea':
      return <textarea {...common} rows={3} value={text} onChange={set} />;
    case 'gender':
      return (
        <select {...common} value={text} onChange={set}>
          <Options value={text}>
            {(['MALE', 'FEMALE', 'OTHER'] as const).map((g) => (
              <option key={g} value={g}>
                {t.genders[g]}
              </option>
            ))}
            {keep(['MALE', 'FEMALE', 'OTHER'])}
          </Options>
        </select>
      );
    case 'lang':
      return (
        <select {...common} value={text} onChange={set}>
          <Options value={text}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {t.langName[l]}
              </option>
            ))}
            {keep(LOCALES)}
          </Options>
        </select>
      );
    case 'payment':
      return (
        <select {...common} value={text} onChange={set}>
          <Options value={text}>
            {(['PAID', 'UNPAID', 'PENDING'] as const).map((s) => (
              <option key={s} value={s}>
                {t.paymentStatuses[s]}
              </option>
            ))}
          </Options>
        </select>
      );
    case 'country':
      return (
        <select {...common} value={text.toUpperCase()} onChange={set}>
          <Options value={text}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
            {keep(COUNTRY_CODES.map((c) => c.toLowerCase()).concat(COUNTRY_CODES))}
          </Options>
        </select>
      );
    case 'region':
      return (
        <select {...common} value={text} onChange={set}>
          <Options value={text}>
            {ITALIAN_REGIONS.map((r) => (
              <option key={r.code} value={r.code}>
                {r[lang]}
              </option>
            ))}
            {keep(ITALIAN_REGIONS.map((r) => r.code))}
          </Options>
        </select>
      );
    case 'province':
      return (
        <select {...common} value={text.toUpperCase()} onChange={set}>
          <Options value={text}>
            {ITALIAN_PROVINCES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name} ({p.code})
              </option>
            ))}
            {keep(ITALIAN_PROVINCES.map((p) => p.code))}
          </Options>
        </select>
      );
    case 'email':
      return <input type="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...common} value={text} onChange={set} />;
    case 'tel':
      return <input type="tel" inputMode="tel" {...common} value={text} onChange={set} />;
    case 'date':
      return <input type="date" {...common} value={text} onChange={set} />;
    case 'datetime':
      return <input type="datetime-local" {...common} value={text} onChange={set} />;
    case 'number':
      return <input type="text" inputMode="numeric" pattern="[0-9]*" {...common} value={text} onChange={set} />;
    default:
      return <input type="text" {...common} value={text} onChange={set} />;
  }
}

function FieldRow({ field, value, error, onChange }: { field: FieldConfig; value: Value; error?: string; onChange: (v: Value) => void }) {
  const { t } = useI18n();
  const label = field.alias || (t.fields as Record<string, string | undefined>)[field.name] || field.name;
  const disabled = !editable(field);
  const errorId = error ? `e-${field.name}` : undefined;
  const checkbox = kindOf(field.name) === 'checkbox';
  return (
    <div className={`field${checkbox ? ' check' : ''}${disabled ? ' readonly' : ''}${error ? ' invalid' : ''}`}>
      {checkbox && <Control field={field} value={value} onChange={onChange} invalid={!!error} describedBy={errorId} />}
      <label htmlFor={`f-${field.name}`} className="label">
        {label}
        {field.required && !disabled && (
          <span className="required" title={t.required}>
            {' '}
            *<span className="sr-only"> ({t.required})</span>
          </span>
        )}
        {disabled && <span className="muted"> ({t.readonlyHint})</span>}
      </label>
      {!checkbox && <Control field={field} value={value} onChange={onChange} invalid={!!error} describedBy={errorId} />}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

function Terms({
  terms,
  accepted,
  onToggle,
  errors,
}: {
  terms: Term[];
  accepted: Set<number>;
  onToggle: (id: number, on: boolean) => void;
  errors: Record<number, string> & { all?: string[] };
}) {
  const { t } = useI18n();
  return (
    <fieldset className="card terms" data-testid="terms">
      <legend>{t.terms}</legend>
      {terms.map((term) => (
        <div key={term.id} className={`term${errors[term.id] ? ' invalid' : ''}`}>
          <details>
            <summary>
              <strong>{term.title}</strong>
              {term.required && <span className="required"> *</span>}
            </summary>
            <p className="term-text">{term.text}</p>
          </details>
          <label className="check">
            <input
              type="checkbox"
              data-testid={`term-${term.id}`}
              checked={accepted.has(term.id)}
              aria-invalid={errors[term.id] ? true : undefined}
              onChange={(e) => onToggle(term.id, e.target.checked)}
            />
            <span>
              {t.accept}: {term.title}
            </span>
          </label>
          {errors[term.id] && <p className="field-error">{errors[term.id]}</p>}
        </div>
      ))}
      {errors.all?.map((m, i) => (
        <p key={i} className="field-error">
          {m}
        </p>
      ))}
    </fieldset>
  );
}

export default function EditAttendee() {
  const { token, event } = useEventSession();
  const { t, lang, choose, setHints } = useI18n();
  const signInAgain = useSignInAgain();
  const loaded = useLoad<AttendeeResponse>(() => getAttendee(token, true), [token]);
  const [values, setValues] = useState<Values>({});
  const [accepted, setAccepted] = useState<Set<number>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const terms = event.terms ?? [];

  const reset = (response: AttendeeResponse) => {
    setValues(initialValues(response));
    setAccepted(new Set(response.attendee.accepted_terms ?? []));
  };

  useEffect(() => {
    if (loaded.data) reset(loaded.data);
  }, [loaded.data]);

  // After a failed save, once the messages are on screen: the first field in error gets the focus.
  const [focusTick, setFocusTick] = useState(0);
  const focusFirstError = () => setFocusTick((n) => n + 1);
  useEffect(() => {
    if (focusTick) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  /** Our "required" checks by term; the API's `accepted_terms…` messages for the whole list. */
  const termErrors = useMemo(() => {
    const byTerm: Record<number, string> & { all?: string[] } = {};
    for (const [key, message] of Object.entries(errors)) {
      if (key.startsWith('term:')) byTerm[Number(key.slice(5))] = message;
      else if (key.startsWith('accepted_terms')) (byTerm.all ??= []).push(message);
    }
    return byTerm;
  }, [errors]);

  if (!loaded.data) {
    return (
      <>
        <PageTitle title={t.editTitle} />
        {loaded.loading ? <Loading /> : <ErrorNote error={loaded.error} onRetry={loaded.reload} />}
      </>
    );
  }

  const { fields } = loaded.data;
  const visible = fields.filter((f) => f.visible);
  const groups = GROUP_ORDER.map((group) => ({ group, fields: visible.filter((f) => (GROUP_OF[f.name] ?? 'other') === group) })).filter(
    (g) => g.fields.length,
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaved(false);
    setServerError(null);
    const found = checkFields(fields, values, t);
    for (const term of terms) if (term.required && !accepted.has(term.id)) found[`term:${term.id}`] = t.termRequired;
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError();

    const payload: Record<string, unknown> = {};
    for (const field of fields) if (editable(field)) payload[field.name] = fromFormValue(field.name, values[field.name] ?? '');
    if (terms.length) payload.accepted_terms = terms.filter((term) => accepted.has(term.id)).map((term) => term.id);

    setSaving(true);
    const before = loaded.data?.attendee.app_lang;
    try {
      const response = await saveAttendee(token, payload);
      loaded.setData(response);
      reset(response);
      setSaved(true);
      const after = response.attendee.app_lang;
      if (after !== before && isLocale(after)) {
        choose(null);
        setHints({ attendee: after });
      }
    } catch (error) {
      if (isApiError(error, 401)) return signInAgain();
      if (!isApiError(error)) throw error;
      const fromServer: Record<string, string> = {};
      for (const [key, messages] of Object.entries(error.errors)) fromServer[key] = messages[0];
      setErrors(fromServer);
      setServerError(error);
      focusFirstError();
    } finally {
      setSaving(false);
    }
  };

  const unknownErrors = Object.entries(errors).filter(
    ([key]) => !key.startsWith('accepted_terms') && !key.startsWith('term:') && !visible.some((f) => f.name === key),
  );

  return (
    <>
      <PageTitle title={t.editTitle} />
      <form ref={form} onSubmit={submit} noValidate data-testid="edit-form" lang={lang}>
        {serverError && (
          <div className="notice error" role="alert">
            <p>{serverError.status === 422 ? t.fixErrors : errorText(serverError, t)}</p>
            {unknownErrors.map(([key, message]) => (
              <p key={key}>{message}</p>
            ))}
          </div>
        )}
        {visible.length === 0 && <p className="muted">{t.noFields}</p>}
        {groups.map(({ group, fields: inGroup }) => (
          <fieldset key={group} className="card">
            <legend>{t.fieldGroups[group]}</legend>
            {inGroup.map((field) => (
              <FieldRow
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={(v) => {
                  setValues((current) => ({ ...current, [field.name]: v }));
                  setSaved(false);
                }}
              />
            ))}
          </fieldset>
        ))}
        {terms.length > 0 && (
          <Terms
            terms={terms}
            accepted={accepted}
            errors={termErrors}
            onToggle={(id, on) =>
              setAccepted((current) => {
                const next = new Set(current);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
          />
        )}
        {saved && (
          <p className="notice ok" role="status" data-testid="saved">
            {t.saved}
          </p>
        )}
        <button type="submit" className="button primary block" data-testid="save" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
      </form>
    </>
  );
}
