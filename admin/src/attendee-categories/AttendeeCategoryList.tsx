import { attendeeCategorySchema, type AttendeeCategoryDto } from '@eventdesk/shared';
import { DataTable, DeleteButton, TextInput, useRecordContext } from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { useSchemaRules } from '../forms/schema-rules';

/** A category its attendees still have cannot be deleted (the API answers 409): the button is off, its title says why. */
function DeleteCategoryButton() {
  const record = useRecordContext<AttendeeCategoryDto>();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      disabled={record.attendee_count > 0}
      title={record.attendee_count > 0 ? 'resources.attendee-categories.in_use' : undefined}
      translateOptions={{ recordRepresentation: record.name }}
    />
  );
}

/** `/events/{id}/attendeecategories` (ADMIN): the event's attendee categories with how many attendees each has. */
export default function AttendeeCategoryList() {
  const rules = useSchemaRules(attendeeCategorySchema);
  return (
    <DialogList<AttendeeCategoryDto>
      resource="attendee-categories"
      testId="attendee-category"
      sort={{ field: 'name', order: 'ASC' }}
      title={(record) => record.name}
      columns={[
        <DataTable.Col key="name" source="name" />,
        <DataTable.NumberCol key="count" source="attendee_count" disableSort />,
        <DataTable.Col key="delete" align="right">
          <DeleteCategoryButton />
        </DataTable.Col>,
      ]}
      inputs={<TextInput source="name" {...rules('name')} autoFocus fullWidth />}
    />
  );
}
