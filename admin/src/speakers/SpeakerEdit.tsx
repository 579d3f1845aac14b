import { SPEAKER_DEFAULTS, speakerSchema, type SpeakerDto } from '@eventdesk/shared';
import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import {
  Create,
  DeleteButton,
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { FORM_CELL, FORM_ROW, FormSection } from '../forms/FormSection';
import { useSchemaRules } from '../forms/schema-rules';

function Actions() {
  return (
    <TopToolbar>
      <ListButton data-testid="speaker-back" />
    </TopToolbar>
  );
}

/** The speaker's name and title, affiliation and e-mail, and the biography in both languages. */
function SpeakerForm({ toolbar }: { toolbar: ReactElement }) {
  const rules = useSchemaRules(speakerSchema);
  return (
    <SimpleForm defaultValues={SPEAKER_DEFAULTS} toolbar={toolbar} sx={{ maxWidth: 960 }}>
      <Box sx={FORM_ROW}>
        <TextInput source="title" {...rules('title')} helperText="resources.speakers.helpers.title" sx={FORM_CELL} />
        <TextInput source="first_name" {...rules('first_name')} sx={FORM_CELL} />
        <TextInput source="last_name" {...rules('last_name')} sx={FORM_CELL} />
      </Box>
      <Box sx={FORM_ROW}>
        <TextInput source="affiliation" {...rules('affiliation')} sx={FORM_CELL} />
        <TextInput source="email" type="email" {...rules('email')} helperText="resources.speakers.helpers.email" sx={FORM_CELL} />
      </Box>
      <FormSection title="resources.speakers.sections.bio" />
      <TextInput source="bio_it" {...rules('bio_it')} multiline minRows={4} maxRows={12} fullWidth />
      <TextInput
        source="bio_en"
        {...rules('bio_en')}
        helperText="resources.speakers.helpers.english"
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
      />
    </SimpleForm>
  );
}

function EditToolbar() {
  const record = useRecordContext<SpeakerDto>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton data-testid="speaker-save" />
      <DeleteButton
        mutationMode="pessimistic"
        translateOptions={{ recordRepresentation: record && `${record.first_name} ${record.last_name}` }}
      />
    </Toolbar>
  );
}

/** `/events/{id}/speakers/{speakerId}`. */
export function SpeakerEdit() {
  return (
    <Edit resource="speakers" mutationMode="pessimistic" redirect="list" actions={<Actions />}>
      <SpeakerForm toolbar={<EditToolbar />} />
    </Edit>
  );
}

/** `/events/{id}/speakers/create`. */
export function SpeakerCreate() {
  return (
    <Create resource="speakers" redirect="list" actions={<Actions />}>
      <SpeakerForm
        toolbar={
          <Toolbar>
            <SaveButton data-testid="speaker-save" />
          </Toolbar>
        }
      />
    </Create>
  );
}
