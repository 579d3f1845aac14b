import { useMemo, type ReactNode } from 'react';
import { ATTENDEE_ENUM_OPTIONS } from '@eventdesk/shared/attendee-fields';
import { COUNTRY_CODES, ITALIAN_PROVINCES, ITALIAN_REGIONS } from '@eventdesk/shared/reference';
import type { FieldConfig } from '../api';
import { countryName, LOCALES, useI18n, type Locale, type Messages } from '../i18n';
import { autocompleteOf, controlOf, editable, type ControlKind, type Value } from './attendee-form';

/* One field of the attendee's edit page: its label, its control (by the field's kind) and its message. */

const { gender: GENDERS, payment_status: PAYMENT_STATUSES } = ATTENDEE_ENUM_OPTIONS;

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

interface Choices {
  options: { value: string; label: string; lang?: string }[];
  upper?: boolean;
}

/** The options of a field picked from a list, or null for the other kinds. */
function choices(kind: ControlKind, t: Messages, lang: Locale, countries: { code: string; name: string }[]): Choices | null {
  switch (kind) {
    case 'gender':
      return { options: GENDERS.map((g) => ({ value: g, label: t.genders[g] })) };
    case 'language':
      return { options: LOCALES.map((l) => ({ value: l, label: t.langName[l], lang: l })) };
    case 'payment_status':
      return { options: PAYMENT_STATUSES.map((s) => ({ value: s, label: t.paymentStatuses[s] })) };
    case 'country':
      return { options: countries.map((c) => ({ value: c.code, label: c.name })), upper: true };
    case 'region':
      return { options: ITALIAN_REGIONS.map((r) => ({ value: r.code, label: r[lang] })) };
    case 'province':
      return { options: ITALIAN_PROVINCES.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` })), upper: true };
    default:
      return null;
  }
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
  const kind = controlOf(field.name);
  const disabled = !editable(field);
  const common = {
    id: `f-${field.name}`,
    name: field.name,
    'data-testid': `field-${field.name}`,
    disabled,
    required: field.required && !disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    autoComplete: autocompleteOf(field.name),
  };
  const text = typeof value === 'string' ? value : '';
  const set = (e: { target: { value: string } }) => onChange(e.target.value);
  const list = choices(kind, t, lang, countries);
  if (list) {
    // Codes are stored upper case; a stored value outside the list stays selectable rather than lost.
    const current = list.upper ? text.toUpperCase() : text;
    return (
      <select {...common} value={current} onChange={set}>
        <Options value={text}>
          {list.options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
          {current && !list.options.some((o) => o.value === current) && <option value={current}>{current}</option>}
        </Options>
      </select>
    );
  }
  switch (kind) {
    case 'boolean':
      return <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'multiline':
      return <textarea {...common} rows={3} value={text} onChange={set} />;
    case 'email':
      return <input type="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...common} value={text} onChange={set} />;
    case 'phone':
      return <input type="tel" inputMode="tel" {...common} value={text} onChange={set} />;
    case 'date':
      return <input type="date" {...common} value={text} onChange={set} />;
    case 'datetime':
      return <input type="datetime-local" {...common} value={text} onChange={set} />;
    case 'integer':
      return <input type="text" inputMode="numeric" pattern="[0-9]*" {...common} value={text} onChange={set} />;
    default:
      return <input type="text" {...common} value={text} onChange={set} />;
  }
}

export function FieldRow({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldConfig;
  value: Value;
  error?: string;
  onChange: (v: Value) => void;
}) {
  const { t } = useI18n();
  const label = field.alias || (t.fields as Record<string, string | undefined>)[field.name] || field.name;
  const disabled = !editable(field);
  const errorId = error ? `e-${field.name}` : undefined;
  const checkbox = controlOf(field.name) === 'boolean';
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
