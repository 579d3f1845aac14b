import { ZONE_DEFAULTS, zoneSchema, type ZoneDto } from '@eventdesk/shared';
import { Box, Chip, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  DataTable,
  NumberInput,
  ReferenceField,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { LocalDateTimeInput } from '../forms/LocalDateInputs';
import { useSchemaRules } from '../forms/schema-rules';
import { useEventAbility } from '../routing/useEventAbility';
import { VEHICLE_TYPE_CHOICES } from '../vehicles/VehicleList';

/** The zone's code on its colour, as badges and the gate will show it. */
function CodeChip() {
  const record = useRecordContext<ZoneDto>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={record.code}
      sx={record.color ? { bgcolor: record.color, color: (theme) => theme.palette.getContrastText(record.color!) } : undefined}
    />
  );
}

/** "always", or the number of opening windows. */
function Windows() {
  const record = useRecordContext<ZoneDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.windows.length
        ? translate('resources.zones.windows_count', { smart_count: record.windows.length })
        : translate('resources.zones.always')}
    </>
  );
}

/** "paid ticket" when the zone has a payment rule, else "—". */
function TicketRule() {
  const record = useRecordContext<ZoneDto>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.ticket_product_ids.length ? translate('resources.zones.ticket_required') : '—'}</>;
}

/**
 * `/events/{id}/zones` (ADMIN): the areas of the venue — code and colour as the gate shows them, the zone
 * each lies in, capacity, opening windows (none: always open), active. Access rights name these zones.
 */
export default function ZoneList() {
  const rules = useSchemaRules(zoneSchema);
  const translate = useTranslate();
  const can = useEventAbility();
  return (
    <DialogList<ZoneDto>
      resource="zones"
      testId="zone"
      empty="resources.zones.empty"
      canCreate={can('create', 'Zone')}
      sort={{ field: 'name_it', order: 'ASC' }}
      title={(record) => record.name_it}
      defaultValues={ZONE_DEFAULTS}
      columns={[
        <DataTable.Col key="code" source="code">
          <CodeChip />
        </DataTable.Col>,
        <DataTable.Col key="name_it" source="name_it" />,
        <DataTable.Col key="parent_id" source="parent_id" disableSort>
          <ReferenceField source="parent_id" reference="zones" link={false} emptyText="—">
            <TextField source="name_it" />
          </ReferenceField>
        </DataTable.Col>,
        <DataTable.NumberCol key="capacity" source="capacity" />,
        <DataTable.Col key="windows" source="windows" disableSort>
          <Windows />
        </DataTable.Col>,
        <DataTable.Col key="ticket_product_ids" source="ticket_product_ids" disableSort>
          <TicketRule />
        </DataTable.Col>,
        <DataTable.Col key="active" source="active" field={BooleanField} disableSort />,
        <DataTable.Col key="delete" align="right">
          <RowDeleteButton<ZoneDto> name={(r) => r.name_it} />
        </DataTable.Col>,
      ]}
      inputs={
        <Box sx={{ width: '100%' }}>
          <TextInput source="name_it" {...rules('name_it')} autoFocus fullWidth />
          <TextInput source="name_en" {...rules('name_en')} helperText="resources.zones.helpers.name_en" fullWidth />
          <TextInput source="code" {...rules('code')} helperText="resources.zones.helpers.code" fullWidth />
          <TextInput source="color" {...rules('color')} type="color" format={(v: string | null) => v ?? '#9e9e9e'} fullWidth />
          <NumberInput source="capacity" {...rules('capacity')} min={0} step={1} helperText="resources.zones.helpers.capacity" fullWidth />
          <ReferenceInput source="parent_id" reference="zones" sort={{ field: 'name_it', order: 'ASC' }} perPage={500}>
            <SelectInput optionText="name_it" emptyText="—" helperText="resources.zones.helpers.parent" fullWidth />
          </ReferenceInput>
          <ArrayInput source="windows" helperText="resources.zones.helpers.windows">
            <SimpleFormIterator disableReordering fullWidth>
              <LocalDateTimeInput source="from" label="resources.zones.fields.from" fullWidth />
              <LocalDateTimeInput source="to" label="resources.zones.fields.to" fullWidth />
            </SimpleFormIterator>
          </ArrayInput>
          <ReferenceArrayInput
            source="default_attendee_category_ids"
            reference="attendee-categories"
            sort={{ field: 'name', order: 'ASC' }}
            perPage={200}
          >
            <SelectArrayInput
              optionText="name"
              // Inside a reference input the label would be looked up on attendee-categories and humanised in English.
              label="resources.zones.fields.default_attendee_category_ids"
              helperText="resources.zones.helpers.defaults"
              fullWidth
            />
          </ReferenceArrayInput>
          <SelectArrayInput
            source="default_vehicle_types"
            choices={VEHICLE_TYPE_CHOICES}
            helperText="resources.zones.helpers.defaults"
            fullWidth
          />
          {/* The zone's payment rule (issue 29 item 1): which paid products admit, which categories need none. */}
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate('resources.zones.ticket_rule')}
          </Typography>
          <ReferenceArrayInput source="ticket_product_ids" reference="products" sort={{ field: 'name_it', order: 'ASC' }} perPage={500}>
            <SelectArrayInput
              optionText="name_it"
              label="resources.zones.fields.ticket_product_ids"
              helperText="resources.zones.helpers.ticket_product_ids"
              fullWidth
            />
          </ReferenceArrayInput>
          <ReferenceArrayInput
            source="ticket_exempt_category_ids"
            reference="attendee-categories"
            sort={{ field: 'name', order: 'ASC' }}
            perPage={200}
          >
            <SelectArrayInput
              optionText="name"
              label="resources.zones.fields.ticket_exempt_category_ids"
              helperText="resources.zones.helpers.ticket_exempt_category_ids"
              fullWidth
            />
          </ReferenceArrayInput>
          <BooleanInput source="anti_passback" helperText="resources.zones.helpers.anti_passback" />
          <BooleanInput source="active" />
        </Box>
      }
    />
  );
}
