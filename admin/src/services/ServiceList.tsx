import { SERVICE_DEFAULTS, serviceSchema, type ServiceDto } from '@eventdesk/shared';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  DeleteButton,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { LocalDateTimeInput } from '../forms/LocalDateInputs';
import { useSchemaRules } from '../forms/schema-rules';
import { useEventAbility } from '../routing/useEventAbility';

/** Units taken against the limit per attendee. */
function Used() {
  const record = useRecordContext<ServiceDto>();
  return record ? <>{record.used}</> : null;
}

/**
 * `/events/{id}/services` (ADMIN): consumables on site (lunch, shuttle, gadget) — where and when they
 * are served, which categories may use them, how many units each attendee may take, and how many were taken.
 */
export default function ServiceList() {
  const rules = useSchemaRules(serviceSchema);
  const can = useEventAbility();
  return (
    <DialogList<ServiceDto>
      resource="services"
      testId="service"
      empty="resources.services.empty"
      canCreate={can('create', 'Service')}
      sort={{ field: 'name_it', order: 'ASC' }}
      title={(record) => record.name_it}
      defaultValues={SERVICE_DEFAULTS}
      columns={[
        <DataTable.Col key="name" source="name_it" />,
        <DataTable.Col key="limit" source="limit_per_attendee" disableSort />,
        <DataTable.Col key="used" source="used" disableSort>
          <Used />
        </DataTable.Col>,
        <DataTable.Col key="active" source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>,
        <DataTable.Col key="delete" align="right">
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>,
      ]}
      inputs={[
        <TextInput key="name_it" source="name_it" {...rules('name_it')} autoFocus fullWidth />,
        <TextInput key="name_en" source="name_en" {...rules('name_en')} fullWidth />,
        <ReferenceInput key="zone" source="zone_id" reference="zones" sort={{ field: 'code', order: 'ASC' }} perPage={500}>
          <SelectInput optionText="code" emptyText="—" fullWidth />
        </ReferenceInput>,
        <LocalDateTimeInput key="starts_at" source="starts_at" fullWidth />,
        <LocalDateTimeInput key="ends_at" source="ends_at" fullWidth />,
        <ReferenceArrayInput key="categories" source="attendee_category_ids" reference="attendee-categories" perPage={500}>
          <SelectArrayInput
            optionText="name"
            label="resources.services.fields.attendee_category_ids"
            helperText="resources.services.helpers.categories"
            fullWidth
          />
        </ReferenceArrayInput>,
        <NumberInput key="limit" source="limit_per_attendee" {...rules('limit_per_attendee')} min={1} fullWidth />,
        <BooleanInput key="active" source="active" />,
      ]}
    />
  );
}
