import { SPEAKER_DEFAULTS, speakerSchema, type SpeakerDto } from '@eventdesk/shared';
import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { SimpleForm, TextInput } from 'react-admin';
import { FORM_CELL, FORM_ROW, FormSection } from '../forms/FormSection';
import { recordPages } from '../forms/RecordPages';
import { useSchemaRules } from '../forms/schema-rules';

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

const pages = recordPages<SpeakerDto>({
  resource: 'speakers',
  testId: 'speaker',
  form: (toolbar) => <SpeakerForm toolbar={toolbar} />,
  represent: (s) => `${s.first_name} ${s.last_name}`,
});

/** `/events/{id}/speakers/{speakerId}`. */
export const SpeakerEdit = pages.EditPage;

/** `/events/{id}/speakers/create`. */
export const SpeakerCreate = pages.CreatePage;
