import { ATTENDEE_CATEGORY_DEFAULTS, attendeeCategorySchema, type AttendeeCategoryDto } from '@eventdesk/shared';
import { DataTable, TextInput, useRecordContext } from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { useSchemaRules } from '../forms/schema-rules';

/** A category its attendees still have cannot be deleted (the API answers 409): the button is off, its title says why. */
/** A category with attendees is not deleted: the button says why. */
function InUseAware() {
  const inUse = (useRecordContext<AttendeeCategoryDto>()?.attendee_count ?? 0) > 0;
  return (
    <RowDeleteButton<AttendeeCategoryDto>
      name={(r) => r.name}
      disabled={inUse}
      title={inUse ? 'resources.attendee-categories.in_use' : undefined}
    />
  );
}

/** `/events/{id}/attendeecategories` (ADMIN): the event's attendee categories with how many attendees each has. */
export default function AttendeeCategoryList() {
  const rules = useSchemaRules(attendeeCategorySchema);
  return (
    <DialogList<AttendeeCategoryDto>
      resource="attendee-categories"
      defaultValues={ATTENDEE_CATEGORY_DEFAULTS}
      testId="attendee-category"
      sort={{ field: 'name', order: 'ASC' }}
      title={(record) => record.name}
      columns={[
        <DataTable.Col key="name" source="name" />,
        <DataTable.NumberCol key="count" source="attendee_count" disableSort />,
        <DataTable.Col key="delete" align="right">
          <InUseAware />
        </DataTable.Col>,
      ]}
      inputs={<TextInput source="name" {...rules('name')} autoFocus fullWidth />}
    />
  );
}
