import { TERM_DEFAULTS, TERM_POSITION_MAX, termSchema, type TermDto } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { BooleanInput, NumberInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { FORM_CELL, FORM_ROW, FormSection } from '../forms/FormSection';
import { recordPages } from '../forms/RecordPages';
import { useSchemaRules } from '../forms/schema-rules';

/** The version the words are at, and what a change of them does. */
function Version() {
  const record = useRecordContext<TermDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="term-version">
      {translate('resources.terms.version_note', { version: record.version })}
    </Typography>
  );
}

/** The term's title and text in both languages, whether it must be accepted, shown, and where. */
function TermForm({ toolbar }: { toolbar: ReactElement }) {
  const rules = useSchemaRules(termSchema);
  return (
    <SimpleForm defaultValues={TERM_DEFAULTS} toolbar={toolbar} sx={{ maxWidth: 960 }}>
      <Version />
      <FormSection title="resources.terms.sections.italian" />
      <TextInput source="title_it" {...rules('title_it')} fullWidth />
      <TextInput source="text_it" {...rules('text_it')} multiline minRows={6} maxRows={20} fullWidth />
      <FormSection title="resources.terms.sections.english" />
      <TextInput source="title_en" {...rules('title_en')} helperText="resources.terms.helpers.english" fullWidth />
      <TextInput source="text_en" {...rules('text_en')} multiline minRows={6} maxRows={20} fullWidth />
      <Box sx={FORM_ROW}>
        <BooleanInput source="required" helperText="resources.terms.helpers.required" sx={FORM_CELL} />
        <BooleanInput source="active" helperText="resources.terms.helpers.active" sx={FORM_CELL} />
        <NumberInput
          source="position"
          {...rules('position')}
          min={0}
          max={TERM_POSITION_MAX}
          step={1}
          helperText="resources.terms.helpers.position"
          sx={FORM_CELL}
        />
      </Box>
    </SimpleForm>
  );
}

const pages = recordPages<TermDto>({
  resource: 'terms',
  testId: 'term',
  form: (toolbar) => <TermForm toolbar={toolbar} />,
  represent: (t) => t.title_it,
});

/** `/events/{id}/terms/{termId}`. */
export const TermEdit = pages.EditPage;

/** `/events/{id}/terms/create`. */
export const TermCreate = pages.CreatePage;
