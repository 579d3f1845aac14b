import { FONT_STYLES, fontSchema, type FontDto } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import {
  DeleteButton,
  Edit,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useSchemaRules } from '../forms/schema-rules';
import { FontSample } from './FontList';

const styleChoices = FONT_STYLES.map((style) => ({ id: style, name: `resources.fonts.styles.${style}` }));

/** The descriptive fields of a font (create and edit). */
export function FontFields() {
  const rules = useSchemaRules(fontSchema);
  return (
    <>
      <TextInput source="name" {...rules('name')} fullWidth />
      <TextInput source="family" {...rules('family')} helperText="resources.fonts.helpers.family" fullWidth />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SelectInput source="style" choices={styleChoices} {...rules('style')} sx={{ minWidth: 180 }} />
        <NumberInput source="weight" {...rules('weight')} sx={{ width: 140 }} />
      </Box>
    </>
  );
}

function CurrentFile() {
  const record = useRecordContext<FontDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <FontSample url={record.file_url} size={28} />
      <Typography variant="caption" color="text.secondary">
        {`${record.format.toUpperCase()} · ${Math.ceil(record.size / 1024)} KB · `}
        {translate('resources.fonts.helpers.file_fixed')}
      </Typography>
    </Box>
  );
}

function FontEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** `/fonts/{id}`: name, family, style and weight (JSON); the file stays as uploaded. */
export default function FontEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm noValidate toolbar={<FontEditToolbar />} sx={{ maxWidth: 720 }}>
        <CurrentFile />
        <FontFields />
      </SimpleForm>
    </Edit>
  );
}
