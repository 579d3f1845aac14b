import { PASSWORD_MAX, PASSWORD_MIN } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { BooleanInput, email, maxLength, minLength, PasswordInput, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { EventRolesInput } from './EventRolesInput';

const samePassword = (value: unknown, values: { password?: string | null }) =>
  values.password && value !== values.password ? 'resources.users.validation.passwords_differ' : undefined;

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}

/**
 * The fields of a user and its event roles. Create and edit share it; the password is optional on
 * edit (empty keeps the current one). Server errors (422) land on the fields through the save context.
 */
export function UserForm({ isEdit = false, toolbar }: { isEdit?: boolean; toolbar?: ReactElement | false }) {
  return (
    <SimpleForm
      toolbar={toolbar}
      defaultValues={isEdit ? undefined : { is_superadmin: false, is_active: true, events: [] }}
      resetOptions={{ keepDirtyValues: true }}
      sx={{ maxWidth: 960 }}
    >
      <Section title="resources.users.sections.account" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput source="name" validate={[required(), maxLength(255)]} sx={{ flex: '1 1 260px' }} />
        <TextInput source="email" type="email" validate={[required(), email(), maxLength(255)]} sx={{ flex: '1 1 260px' }} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <PasswordInput
          source="password"
          autoComplete="new-password"
          validate={[minLength(PASSWORD_MIN), maxLength(PASSWORD_MAX)]}
          helperText={isEdit ? 'resources.users.helpers.password_keep' : undefined}
          sx={{ flex: '1 1 260px' }}
        />
        <PasswordInput source="password_confirmation" autoComplete="new-password" validate={samePassword} sx={{ flex: '1 1 260px' }} />
      </Box>
      <Section title="resources.users.sections.access" />
      <BooleanInput source="is_active" helperText="resources.users.helpers.is_active" />
      <BooleanInput source="is_superadmin" helperText="resources.users.helpers.is_superadmin" />
      <Section title="resources.users.fields.events" />
      <EventRolesInput />
    </SimpleForm>
  );
}
