import { USER_DEFAULTS, userSchema } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { BooleanInput, PasswordInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useSchemaRules } from '../forms/schema-rules';
import { EventRolesInput } from './EventRolesInput';
import { KEEP_TYPING } from '../forms/keep-typing';

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
  const rules = useSchemaRules(userSchema);
  return (
    <SimpleForm
      noValidate
      toolbar={toolbar}
      defaultValues={isEdit ? undefined : USER_DEFAULTS}
      resetOptions={KEEP_TYPING}
      sx={{ maxWidth: 960 }}
    >
      <Section title="resources.users.sections.account" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput source="name" {...rules('name')} sx={{ flex: '1 1 260px' }} />
        <TextInput source="email" type="email" {...rules('email')} sx={{ flex: '1 1 260px' }} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <PasswordInput
          source="password"
          autoComplete="new-password"
          {...rules('password')}
          helperText={isEdit ? 'resources.users.helpers.password_keep' : undefined}
          sx={{ flex: '1 1 260px' }}
        />
        <PasswordInput
          source="password_confirmation"
          autoComplete="new-password"
          {...rules('password_confirmation')}
          sx={{ flex: '1 1 260px' }}
        />
      </Box>
      <Section title="resources.users.sections.access" />
      <BooleanInput source="is_active" helperText="resources.users.helpers.is_active" />
      {/* 0 or 1 in the API (SPEC §3), both ways. */}
      <BooleanInput
        source="is_superadmin"
        helperText="resources.users.helpers.is_superadmin"
        format={(v: unknown) => v === 1 || v === true}
        parse={(v: boolean) => (v ? 1 : 0)}
      />
      <Section title="resources.users.fields.events" />
      <EventRolesInput />
    </SimpleForm>
  );
}
