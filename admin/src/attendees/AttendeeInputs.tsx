import { GENDERS, ITALIAN_PROVINCES, ITALIAN_REGIONS, LANGUAGES, PAYMENT_STATUSES } from '@eventdesk/shared';
import { useMemo } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required as requiredRule,
  SelectInput,
  TextInput,
  useLocaleState,
} from 'react-admin';
// Country names live in their own module so that only the attendee pages load them.
import { COUNTRIES } from '../../../shared/src/reference/countries';

const COUNTRY_FIELDS = new Set(['country', 'work_country', 'citizenship']);
const PROVINCE_FIELDS = new Set(['province', 'province_of_birth']);
const MULTILINE_FIELDS = new Set(['food_restriction', 'additional_info']);
const EMAIL_FIELDS = new Set(['email', 'other_email']);
const BOOLEAN_FIELDS = new Set(['pending', 'badge_delivered', 'has_disability']);
const DATE_FIELDS = new Set(['date_of_birth', 'hire_date']);
const DATETIME_FIELDS = new Set(['registration_date', 'badge_delivered_at']);

const PROVINCE_CHOICES = [...ITALIAN_PROVINCES]
  .sort((a, b) => a.name.localeCompare(b.name, 'it'))
  .map((p) => ({ id: p.code, name: `${p.code} – ${p.name}` }));

export function useCountryChoices() {
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  return useMemo(
    () =>
      [...COUNTRIES]
        .sort((a, b) => a[lang].localeCompare(b[lang], lang))
        .map((c) => ({ id: c.code, name: `${c[lang]} (${c.code})`, other: c[lang === 'it' ? 'en' : 'it'] })),
    [lang],
  );
}

export interface AttendeeInputProps {
  name: string;
  label: string;
  required?: boolean;
  readonly?: boolean;
}

/** Matches a country by its name in either language or by its code. */
const countryMatch = (filter: string, choice: { name: string; other: string }) => {
  const f = filter.trim().toLowerCase();
  return !f || choice.name.toLowerCase().includes(f) || choice.other.toLowerCase().includes(f);
};

/** The input of one attendee field: pickers for countries, provinces, regions, enums and references. */
export function AttendeeInput({ name, label, required, readonly }: AttendeeInputProps) {
  const [locale] = useLocaleState();
  const countries = useCountryChoices();
  const common = {
    source: name,
    label,
    disabled: readonly,
    validate: required ? requiredRule() : undefined,
    'data-testid': `field-${name}`,
    fullWidth: true,
    helperText: false as const,
  };
  if (COUNTRY_FIELDS.has(name))
    return <AutocompleteInput {...common} choices={countries} matchSuggestion={countryMatch} />;
  if (PROVINCE_FIELDS.has(name)) return <SelectInput {...common} choices={PROVINCE_CHOICES} emptyText="—" />;
  if (name === 'origin_region')
    return (
      <SelectInput
        {...common}
        choices={ITALIAN_REGIONS.map((r) => ({ id: r.code, name: locale === 'en' ? r.en : r.it }))}
        emptyText="—"
      />
    );
  if (name === 'gender')
    return <SelectInput {...common} choices={GENDERS.map((id) => ({ id, name: `resources.attendees.genders.${id}` }))} emptyText="—" />;
  if (name === 'payment_status')
    return <SelectInput {...common} choices={PAYMENT_STATUSES.map((id) => ({ id, name: `payment_status.${id}` }))} />;
  if (name === 'app_lang') return <SelectInput {...common} choices={LANGUAGES.map((id) => ({ id, name: `resources.attendees.languages.${id}` }))} />;
  if (name === 'event_attendee_category_id')
    return (
      <ReferenceInput source={name} reference="attendee-categories" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <SelectInput {...common} optionText="name" emptyText="—" />
      </ReferenceInput>
    );
  if (name === 'event_company_id')
    return (
      <ReferenceInput source={name} reference="companies" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput {...common} optionText="name" filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
    );
  if (name === 'tag_ids')
    return (
      <ReferenceArrayInput source={name} reference="tags" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <AutocompleteArrayInput {...common} optionText="name" />
      </ReferenceArrayInput>
    );
  if (BOOLEAN_FIELDS.has(name)) return <BooleanInput {...common} fullWidth={false} />;
  if (DATE_FIELDS.has(name)) return <DateInput {...common} />;
  if (DATETIME_FIELDS.has(name)) return <DateTimeInput {...common} disabled={readonly || name === 'badge_delivered_at'} />;
  if (name === 'age') return <NumberInput {...common} min={0} step={1} />;
  if (MULTILINE_FIELDS.has(name)) return <TextInput {...common} multiline minRows={2} />;
  return <TextInput {...common} type={EMAIL_FIELDS.has(name) ? 'email' : 'text'} disabled={readonly || name === 'attendee_code'} />;
}
