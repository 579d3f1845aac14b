import { eventSchema, validate } from '@eventdesk/shared';
import { Box } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput, useLocaleState } from 'react-admin';
import { LocalDateInput } from '../forms/LocalDateInputs';

/** Client-side check with the same shared schema the API uses; the API stays the authority. */
export function useEventValidation() {
  const [locale] = useLocaleState();
  return (values: Record<string, unknown>) => {
    const result = validate(eventSchema, values, locale === 'en' ? 'en' : 'it');
    if (result.ok) return {};
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(result.errors)) if (!field.startsWith('options.')) errors[field] = messages.join(' ');
    return errors;
  };
}

/** The event's own fields (SPEC §3, §5). */
export function EventFields() {
  return (
    <Box sx={{ display: 'grid', gap: 0, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 900 }}>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="sku" isRequired fullWidth slotProps={{ htmlInput: { maxLength: 5 } }} />
      <LocalDateInput source="start_at" fullWidth data-testid="date-start_at" />
      <LocalDateInput source="end_at" fullWidth data-testid="date-end_at" />
      <TextInput source="address" isRequired fullWidth />
      <TextInput source="zip_code" isRequired fullWidth />
      <TextInput source="city" isRequired fullWidth />
      <TextInput source="country" isRequired fullWidth />
      <ReferenceInput source="event_category_id" reference="event-categories" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" fullWidth emptyText="—" />
      </ReferenceInput>
    </Box>
  );
}
