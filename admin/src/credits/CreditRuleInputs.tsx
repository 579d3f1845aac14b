import { creditRuleSchema, type SessionDto } from '@eventdesk/shared';
import { Box } from '@mui/material';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextArrayInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AttendeeCategoriesInput } from '../forms/AttendeeCategoriesInput';
import { FORM_CELL, FORM_ROW } from '../forms/FormSection';
import { useSchemaRules } from '../forms/schema-rules';
import { timeRange, useProgrammeText } from '../sessions/session-text';

const nullIfEmpty = (value: unknown) => (value === '' || value === undefined ? null : value);
const arrayOrEmpty = (value: unknown) => (Array.isArray(value) ? value : []);

/** A session as the select names it: `Title · mer 20/05 09:00–10:30`. */
function useSessionName() {
  const text = useProgrammeText();
  return (s: SessionDto) => `${text.title(s)} · ${text.day(s.day)} ${timeRange(s.start_at, s.end_at)}`;
}

/** The minimum of correct answers is asked only when the survey is. */
function SurveyMinimum({ rules }: { rules: ReturnType<typeof useSchemaRules> }) {
  const required = useWatch({ name: 'survey_required' }) as boolean | undefined;
  if (!required) return <Box sx={FORM_CELL} />;
  return (
    <NumberInput
      source="survey_min_correct"
      {...rules('survey_min_correct')}
      min={0}
      max={100}
      step={1}
      helperText="resources.credits.helpers.survey_min_correct"
      sx={FORM_CELL}
    />
  );
}

/** A credit rule's inputs, checked with the shared schema; the API's refusals (a session that has a rule already) land on their field. */
export function CreditRuleInputs() {
  const rules = useSchemaRules(creditRuleSchema);
  const sessionName = useSessionName();
  return (
    <Box sx={{ width: '100%' }}>
      <ReferenceInput source="session_id" reference="sessions" sort={{ field: 'start_at', order: 'ASC' }} perPage={1000}>
        <SelectInput
          optionText={sessionName}
          // Inside a reference input the label would be looked up on sessions.
          label="resources.credits.fields.session_id"
          emptyText="resources.credits.whole_programme"
          helperText="resources.credits.helpers.session_id"
          parse={nullIfEmpty}
          {...rules('session_id')}
          fullWidth
        />
      </ReferenceInput>
      <Box sx={FORM_ROW}>
        <NumberInput
          source="credits"
          {...rules('credits')}
          min={0}
          step={0.1}
          helperText="resources.credits.helpers.credits"
          autoFocus
          sx={FORM_CELL}
        />
        <NumberInput
          source="min_presence"
          {...rules('min_presence')}
          min={1}
          max={100}
          step={1}
          helperText="resources.credits.helpers.min_presence"
          sx={FORM_CELL}
        />
      </Box>
      <Box sx={{ ...FORM_ROW, alignItems: 'center' }}>
        <BooleanInput source="survey_required" sx={FORM_CELL} />
        <SurveyMinimum rules={rules} />
      </Box>
      <AttendeeCategoriesInput
        label="resources.credits.fields.attendee_category_ids"
        {...rules('attendee_category_ids')}
        helperText="resources.credits.helpers.attendee_category_ids"
      />
      <TextArrayInput
        source="professions"
        {...rules('professions')}
        format={arrayOrEmpty}
        helperText="resources.credits.helpers.professions"
        fullWidth
      />
      <TextArrayInput
        source="disciplines"
        {...rules('disciplines')}
        format={arrayOrEmpty}
        helperText="resources.credits.helpers.disciplines"
        fullWidth
      />
      <TextInput
        source="accreditation_code"
        {...rules('accreditation_code')}
        parse={nullIfEmpty}
        helperText="resources.credits.helpers.accreditation_code"
        fullWidth
      />
    </Box>
  );
}
