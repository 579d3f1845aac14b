import {
  ATTACHMENT_DEFINITION_DEFAULTS,
  ATTACHMENT_FILE_TYPES,
  ATTACHMENT_MAX_MB,
  ATTACHMENT_TARGETS,
  attachmentDefinitionSchema,
  type AttachmentDefinitionDto,
} from '@eventdesk/shared';
import { Box, Chip } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  DataTable,
  NumberInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { useSchemaRules } from '../forms/schema-rules';
import { VEHICLE_TYPE_CHOICES } from '../vehicles/VehicleList';

const TARGET_CHOICES = ATTACHMENT_TARGETS.map((id) => ({ id, name: `resources.attachment-definitions.targets.${id}` }));
const FILE_TYPE_CHOICES = ATTACHMENT_FILE_TYPES.map((id) => ({ id, name: id }));

function Target() {
  const record = useRecordContext<AttachmentDefinitionDto>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.attachment-definitions.targets.${record.target}`)}</> : null;
}

/** Whom it applies to: every holder of its target, or the listed categories / vehicle types. */
function Scope() {
  const record = useRecordContext<AttachmentDefinitionDto>();
  const translate = useTranslate();
  if (!record) return null;
  const count = record.attendee_category_ids.length + record.vehicle_types.length;
  if (count === 0) return <>{translate('resources.attachment-definitions.all')}</>;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {record.vehicle_types.map((t) => (
        <Chip key={t} size="small" label={translate(`resources.vehicles.types.${t}`)} />
      ))}
      {record.attendee_category_ids.length > 0 && (
        <Chip
          size="small"
          label={translate('resources.attachment-definitions.categories_count', { smart_count: record.attendee_category_ids.length })}
        />
      )}
    </Box>
  );
}

/** The scope inputs of the chosen target: attendee categories or vehicle types (none for a company). */
function ScopeInputs() {
  const target = useWatch({ name: 'target' }) as string | undefined;
  if (target === 'ATTENDEE')
    return (
      <ReferenceArrayInput
        source="attendee_category_ids"
        reference="attendee-categories"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={200}
      >
        <SelectArrayInput
          optionText="name"
          label="resources.attachment-definitions.fields.attendee_category_ids"
          helperText="resources.attachment-definitions.helpers.scope"
          fullWidth
        />
      </ReferenceArrayInput>
    );
  if (target === 'VEHICLE')
    return (
      <SelectArrayInput
        source="vehicle_types"
        choices={VEHICLE_TYPE_CHOICES}
        helperText="resources.attachment-definitions.helpers.scope"
        fullWidth
      />
    );
  return null;
}

/**
 * `/events/{id}/attachmentdefinitions` (ADMIN): the documents the event asks for — of attendees (by
 * category), vehicles (by type) or companies — required or optional, the file types and size accepted,
 * whether the file has an expiry date and whether staff validate it.
 */
export default function AttachmentDefinitionList() {
  const rules = useSchemaRules(attachmentDefinitionSchema);
  return (
    <DialogList<AttachmentDefinitionDto>
      resource="attachment-definitions"
      testId="definition"
      sort={{ field: 'name_it', order: 'ASC' }}
      title={(record) => record.name_it}
      defaultValues={ATTACHMENT_DEFINITION_DEFAULTS}
      columns={[
        <DataTable.Col key="name_it" source="name_it" />,
        <DataTable.Col key="target" source="target">
          <Target />
        </DataTable.Col>,
        <DataTable.Col key="scope" label="resources.attachment-definitions.fields.scope" disableSort>
          <Scope />
        </DataTable.Col>,
        <DataTable.Col key="required" source="required" field={BooleanField} disableSort />,
        <DataTable.Col key="validation_required" source="validation_required" field={BooleanField} disableSort />,
        <DataTable.Col key="active" source="active" field={BooleanField} disableSort />,
        <DataTable.Col key="delete" align="right">
          <RowDeleteButton<AttachmentDefinitionDto> name={(r) => r.name_it} />
        </DataTable.Col>,
      ]}
      inputs={
        <Box sx={{ width: '100%' }}>
          <TextInput source="name_it" {...rules('name_it')} autoFocus fullWidth />
          <TextInput source="name_en" {...rules('name_en')} helperText="resources.zones.helpers.name_en" fullWidth />
          <SelectInput source="target" choices={TARGET_CHOICES} {...rules('target')} fullWidth />
          <ScopeInputs />
          <BooleanInput source="required" helperText="resources.attachment-definitions.helpers.required" />
          <CheckboxGroupInput source="file_types" choices={FILE_TYPE_CHOICES} {...rules('file_types')} />
          <NumberInput source="max_size_mb" {...rules('max_size_mb')} min={1} max={ATTACHMENT_MAX_MB} step={1} fullWidth />
          <BooleanInput source="expiry_required" />
          <BooleanInput source="validation_required" />
          <BooleanInput source="active" helperText="resources.attachment-definitions.helpers.active" />
        </Box>
      }
    />
  );
}
