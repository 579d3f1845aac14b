import {
  attendeeFieldDefinition,
  DOCUMENTATION_STATUSES,
  GENDERS,
  ITALIAN_PROVINCES,
  ITALIAN_REGIONS,
  LANGUAGES,
  PAYMENT_STATUSES,
} from '@eventdesk/shared';
import { useMemo } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required as requiredRule,
  SelectInput,
  TextInput,
  useLocaleState,
} from 'react-admin';
// Country names live in their own module so that only the attendee pages load them.
import { COUNTRIES } from '@eventdesk/shared/reference/countries';
import { LocalDateInput, LocalDateTimeInput } from '../forms/LocalDateInputs';

export const PROVINCE_CHOICES = [...ITALIAN_PROVINCES]
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
export const countryMatch = (filter: string, choice: { name: string; other: string }) => {
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
  const definition = attendeeFieldDefinition(name);
  const kind = definition?.kind ?? 'text';
  const options = definition?.options;
  if (options === 'country') return <AutocompleteInput {...common} choices={countries} matchSuggestion={countryMatch} />;
  if (options === 'province') return <SelectInput {...common} choices={PROVINCE_CHOICES} emptyText="—" />;
  if (options === 'region')
    return (
      <SelectInput {...common} choices={ITALIAN_REGIONS.map((r) => ({ id: r.code, name: locale === 'en' ? r.en : r.it }))} emptyText="—" />
    );
  if (options === 'gender')
    return <SelectInput {...common} choices={GENDERS.map((id) => ({ id, name: `resources.attendees.genders.${id}` }))} emptyText="—" />;
  if (options === 'payment_status')
    return <SelectInput {...common} choices={PAYMENT_STATUSES.map((id) => ({ id, name: `payment_status.${id}` }))} />;
  if (options === 'documentation_status')
    return (
      <SelectInput {...common} choices={DOCUMENTATION_STATUSES.map((id) => ({ id, name: `documentation_status.${id}` }))} emptyText="—" />
    );
  if (options === 'language')
    return <SelectInput {...common} choices={LANGUAGES.map((id) => ({ id, name: `resources.attendees.languages.${id}` }))} />;
  if (definition?.reference === 'attendee-categories')
    return (
      <ReferenceInput source={name} reference={definition.reference} sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <SelectInput {...common} optionText="name" emptyText="—" />
      </ReferenceInput>
    );
  if (definition?.reference === 'companies')
    return (
      <ReferenceInput source={name} reference={definition.reference} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput {...common} optionText="name" filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
    );
  if (name === 'tag_ids')
    return (
      <ReferenceArrayInput source={name} reference="tags" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <AutocompleteArrayInput {...common} optionText="name" />
      </ReferenceArrayInput>
    );
  // The server's own fields stay read-only whatever the configuration says.
  const system = readonly || definition?.system === true;
  if (kind === 'boolean') return <BooleanInput {...common} fullWidth={false} />;
  if (kind === 'date') return <LocalDateInput {...common} />;
  if (kind === 'datetime') return <LocalDateTimeInput {...common} disabled={system} />;
  if (kind === 'integer') return <NumberInput {...common} min={0} step={1} />;
  if (kind === 'multiline') return <TextInput {...common} multiline minRows={2} />;
  return <TextInput {...common} type={kind === 'email' ? 'email' : 'text'} disabled={system} />;
}
