import { EVENT_CATEGORY_DEFAULTS, eventCategorySchema, type EventCategoryDto } from '@eventdesk/shared';
import { DataTable, DeleteButton, TextInput } from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { useSchemaRules } from '../forms/schema-rules';

/** `/event-categories` (superadmin): a short list edited in place through a dialog. */
export default function EventCategoryList() {
  const rules = useSchemaRules(eventCategorySchema);
  return (
    <DialogList<EventCategoryDto>
      resource="event-categories"
      defaultValues={EVENT_CATEGORY_DEFAULTS}
      testId="event-category"
      sort={{ field: 'name', order: 'ASC' }}
      title={(record) => record.name}
      columns={[
        <DataTable.Col key="name" source="name" />,
        <DataTable.Col key="delete" align="right">
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>,
      ]}
      inputs={<TextInput source="name" {...rules('name')} autoFocus fullWidth />}
    />
  );
}
