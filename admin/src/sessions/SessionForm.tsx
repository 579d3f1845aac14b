import { SESSION_DEFAULTS, SESSION_REGISTRATIONS, SESSION_ROLES, SESSION_TYPES, sessionSchema, type AttendeeDto } from '@eventdesk/shared';
import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  useSourceContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { KEEP_TYPING } from '../forms/keep-typing';
import { AttendeeCategoriesInput } from '../forms/AttendeeCategoriesInput';
import { FORM_CELL, FORM_ROW, FormSection } from '../forms/FormSection';
import { useSchemaRules } from '../forms/schema-rules';
import { useProgrammeText } from './session-text';
import { VenueDateTimeInput } from './VenueDateTimeInput';

const choices = (list: readonly string[], prefix: string) => list.map((id) => ({ id, name: `resources.sessions.${prefix}.${id}` }));
const TYPE_CHOICES = choices(SESSION_TYPES, 'types');
const REGISTRATION_CHOICES = choices(SESSION_REGISTRATIONS, 'registrations');
const ROLE_CHOICES = choices(SESSION_ROLES, 'roles');
const nullIfEmpty = (value: unknown) => (value === '' ? null : value);
const arrayOrEmpty = (value: unknown) => (Array.isArray(value) ? value : []);
const attendeeName = (a: Pick<AttendeeDto, 'first_name' | 'last_name' | 'attendee_code'>) =>
  `${a.last_name ?? ''} ${a.first_name ?? ''}${a.attendee_code ? ` (${a.attendee_code})` : ''}`.trim();

/** A guest's name is asked only while no attendee is chosen: one or the other names the person. */
function PersonName() {
  const { getSource } = useSourceContext();
  const attendee = useWatch({ name: getSource('attendee_id') }) as number | null | undefined;
  if (attendee) return null;
  return (
    <TextInput source="name" label="resources.sessions.fields.name" parse={nullIfEmpty} sx={{ minWidth: 220 }} data-testid="person-name" />
  );
}

/** Speakers and moderators: a role, and an attendee found by name or a guest's name. */
function PeopleInput() {
  return (
    <ArrayInput source="people" label={false} helperText="resources.sessions.helpers.person" data-testid="session-people">
      <SimpleFormIterator inline disableReordering disableClear>
        <SelectInput
          source="role"
          label="resources.sessions.fields.role"
          choices={ROLE_CHOICES}
          defaultValue="SPEAKER"
          sx={{ minWidth: 160 }}
        />
        <ReferenceInput source="attendee_id" reference="attendees" sort={{ field: 'last_name', order: 'ASC' }}>
          <AutocompleteInput
            label="resources.sessions.fields.attendee_id"
            optionText={attendeeName}
            filterToQuery={(q) => ({ q })}
            parse={nullIfEmpty}
            sx={{ minWidth: 260 }}
            data-testid="person-attendee"
          />
        </ReferenceInput>
        <PersonName />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * A session's fields (create and edit), checked with the shared schema; the defaults are the API's
 * (`SESSION_DEFAULTS`), a record from the grid (its room and times) over them. Times are on the venue's
 * clock. A room already taken is the API's 422 on `start_at`, shown under the start.
 */
export function SessionForm({ toolbar }: { toolbar?: ReactElement }) {
  const rules = useSchemaRules(sessionSchema);
  const text = useProgrammeText();
  return (
    <SimpleForm noValidate resetOptions={KEEP_TYPING} toolbar={toolbar} sx={{ maxWidth: 960 }} defaultValues={SESSION_DEFAULTS}>
      <Box sx={FORM_ROW}>
        <TextInput source="title_it" {...rules('title_it')} autoFocus sx={FORM_CELL} />
        <TextInput source="title_en" {...rules('title_en')} helperText="resources.sessions.helpers.title_en" sx={FORM_CELL} />
      </Box>
      <Box sx={FORM_ROW}>
        <TextInput source="description_it" {...rules('description_it')} multiline minRows={2} sx={FORM_CELL} />
        <TextInput source="description_en" {...rules('description_en')} multiline minRows={2} sx={FORM_CELL} />
      </Box>
      <FormSection title="resources.sessions.sections.when" />
      <Box sx={FORM_ROW}>
        <SelectInput source="type" {...rules('type')} choices={TYPE_CHOICES} sx={FORM_CELL} />
        <ReferenceInput source="room_id" reference="rooms" sort={{ field: 'name_it', order: 'ASC' }} perPage={500}>
          <SelectInput
            optionText={text.roomName}
            label="resources.sessions.fields.room_id"
            emptyText="resources.sessions.no_room"
            helperText="resources.sessions.helpers.room_id"
            parse={nullIfEmpty}
            {...rules('room_id')}
            sx={FORM_CELL}
          />
        </ReferenceInput>
      </Box>
      <Box sx={FORM_ROW}>
        {(['start_at', 'end_at'] as const).map((source) => (
          <Box key={source} sx={FORM_CELL}>
            <VenueDateTimeInput
              source={source}
              {...rules(source)}
              helperText="resources.sessions.helpers.times"
              fullWidth
              data-testid={`session-${source}`}
            />
          </Box>
        ))}
      </Box>
      <FormSection title="resources.sessions.sections.people" />
      <PeopleInput />
      <TextArrayInput source="tags" {...rules('tags')} format={arrayOrEmpty} helperText="resources.sessions.helpers.tags" fullWidth />
      <FormSection title="resources.sessions.sections.joining" />
      <Box sx={FORM_ROW}>
        <SelectInput source="registration" {...rules('registration')} choices={REGISTRATION_CHOICES} sx={FORM_CELL} />
        <NumberInput
          source="capacity"
          {...rules('capacity')}
          min={0}
          step={1}
          helperText="resources.sessions.helpers.capacity"
          sx={FORM_CELL}
        />
      </Box>
      <AttendeeCategoriesInput
        label="resources.sessions.fields.attendee_category_ids"
        {...rules('attendee_category_ids')}
        helperText="resources.sessions.helpers.attendee_category_ids"
      />
      <BooleanInput source="published" helperText="resources.sessions.helpers.published" />
    </SimpleForm>
  );
}
