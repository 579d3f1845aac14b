import { ATTENDEE_SORT_FIELDS, DOCUMENTATION_STATUSES, PAYMENT_STATUSES, type AttendeeDto } from '@eventdesk/shared';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMediaQuery, type Theme } from '@mui/material';
import { forwardRef, type ReactElement } from 'react';
import {
  BooleanField,
  Button,
  ColumnsButton,
  DataTable,
  DataTableBody,
  DataTableRow,
  FilterButton,
  Loading,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  AutocompleteInput,
  TextField,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LocalDateInput } from '../forms/LocalDateInputs';
import { AttendeeBulkActions } from './AttendeeBulkActions';
import { DEFAULT_COLUMNS, DEFAULT_COLUMNS_NARROW, FORM_HIDDEN_FIELDS } from './field-groups';
import { SavedFilters } from './SavedFilters';
import { useFormatValue } from './attendee-text';
import { DocumentationChip } from '../attachments/DocumentationChip';
import { useAttendeeUi, type AttendeeUi } from './useAttendeeUi';
import { EventResourceList } from '../forms/EventResourceList';

const AttendeeRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(function AttendeeRow(props, ref) {
  const record = useRecordContext<AttendeeDto>();
  return <DataTableRow ref={ref} {...props} data-testid={`attendee-row-${record?.attendee_code ?? record?.id}`} />;
});
const AttendeeBody = forwardRef<HTMLTableSectionElement, DataTableBodyProps>(function AttendeeBody(props, ref) {
  return <DataTableBody ref={ref} {...props} row={AttendeeRow} />;
});

/** The list's filters: only those on fields the role sees (the API refuses the others). */
function buildFilters(ui: AttendeeUi): ReactElement[] {
  const shown = (name: string) => ui.fields.get(name)?.visible ?? false;
  const filters: ReactElement[] = [<SearchInput source="q" alwaysOn key="q" data-testid="attendee-search" />];
  if (shown('event_attendee_category_id'))
    filters.push(
      <ReferenceInput source="event_attendee_category_id" reference="attendee-categories" key="cat" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput label={ui.label('event_attendee_category_id')} optionText="name" data-testid="filter-category" />
      </ReferenceInput>,
    );
  if (shown('event_company_id'))
    filters.push(
      <ReferenceInput source="event_company_id" reference="companies" key="company">
        <AutocompleteInput
          label={ui.label('event_company_id')}
          optionText="name"
          filterToQuery={(q) => ({ q })}
          data-testid="filter-company"
        />
      </ReferenceInput>,
    );
  if (shown('payment_status'))
    filters.push(
      <SelectInput
        source="payment_status"
        key="payment_status"
        label={ui.label('payment_status')}
        choices={PAYMENT_STATUSES.map((id) => ({ id, name: `payment_status.${id}` }))}
        data-testid="filter-payment-status"
      />,
    );
  if (shown('documentation_status'))
    filters.push(
      <SelectInput
        source="documentation_status"
        key="documentation_status"
        label={ui.label('documentation_status')}
        choices={DOCUMENTATION_STATUSES.map((id) => ({ id, name: `documentation_status.${id}` }))}
        data-testid="filter-documentation-status"
      />,
    );
  if (shown('pending'))
    filters.push(<NullableBooleanInput source="pending" key="pending" label={ui.label('pending')} data-testid="filter-pending" />);
  if (shown('badge_delivered'))
    filters.push(
      <NullableBooleanInput source="badge_delivered" key="badge" label={ui.label('badge_delivered')} data-testid="filter-badge" />,
    );
  if (ui.can('read', 'Tag'))
    filters.push(
      <ReferenceInput source="tag_id" reference="tags" key="tag" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput label={ui.label('tags')} optionText="name" data-testid="filter-tag" />
      </ReferenceInput>,
    );
  if (shown('registration_date')) {
    filters.push(
      <LocalDateInput
        source="registration_date_gte"
        key="from"
        label="resources.attendees.filters.registered_from"
        data-testid="filter-registered-from"
      />,
    );
    filters.push(
      <LocalDateInput
        source="registration_date_lte"
        key="to"
        label="resources.attendees.filters.registered_to"
        data-testid="filter-registered-to"
      />,
    );
  }
  return filters;
}

/** Add one, import a list: in the toolbar, and beside the empty list's hint (`prefix` tells them apart). */
function StartButtons({ ui, prefix = '' }: { ui: AttendeeUi; prefix?: string }) {
  return (
    <>
      {ui.canAdd && (
        <Button
          component={Link}
          to={`/events/${ui.eventId}/attendees/create`}
          label="ra.action.create"
          data-testid={`${prefix}create-attendee`}
        >
          <AddIcon />
        </Button>
      )}
      {ui.can('create', 'Attendee') && (
        <Button
          component={Link}
          to={`/events/${ui.eventId}/attendees/import`}
          label="resources.attendees.import.action"
          data-testid={`${prefix}import-attendees`}
        >
          <UploadFileIcon />
        </Button>
      )}
    </>
  );
}

function ListActions({ ui, storeKey }: { ui: AttendeeUi; storeKey: string }) {
  return (
    <>
      {ui.can('read', 'Filter') && <SavedFilters canSave={ui.can('create', 'Filter')} />}
      <FilterButton />
      <ColumnsButton storeKey={storeKey} />
      <StartButtons ui={ui} />
    </>
  );
}

/** `/events/{id}/attendees`: the role's visible fields as columns (labels from the aliases); a row opens the edit page. */
export default function AttendeeList() {
  const ui = useAttendeeUi();
  const format = useFormatValue();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  if (!ui) return <Loading />;
  const storeKey = `attendees.${ui.eventId}.datatable`;
  const columns = ui.visible.map((f) => f.name).filter((n) => !FORM_HIDDEN_FIELDS.has(n));
  const sortable = new Set<string>(ATTENDEE_SORT_FIELDS);
  const defaults = narrow ? DEFAULT_COLUMNS_NARROW : DEFAULT_COLUMNS;
  const hidden = columns.filter((c) => !defaults.includes(c));
  const canEdit = ui.can('update', 'Attendee');
  return (
    <EventResourceList
      resource="attendees"
      filters={buildFilters(ui)}
      sort={ui.fields.get('last_name')?.visible ? { field: 'last_name', order: 'ASC' } : { field: 'id', order: 'ASC' }}
      toolbar={<ListActions ui={ui} storeKey={storeKey} />}
      emptyHint={{ message: 'resources.attendees.empty', actions: <StartButtons ui={ui} prefix="empty-" /> }}
      exportable
      perPage={25}
    >
      <DataTable
        storeKey={storeKey}
        hiddenColumns={hidden}
        body={AttendeeBody}
        bulkActionButtons={<AttendeeBulkActions ui={ui} />}
        rowClick={(id) => `/events/${ui.eventId}/attendees/${id}${canEdit ? '/edit' : ''}`}
      >
        {columns.map((name) => {
          const common = { source: name, label: ui.label(name), disableSort: !sortable.has(name) };
          if (name === 'event_attendee_category_id')
            return (
              <DataTable.Col key={name} {...common}>
                <ReferenceField source={name} reference="attendee-categories" link={false}>
                  <TextField source="name" />
                </ReferenceField>
              </DataTable.Col>
            );
          if (name === 'event_company_id')
            return (
              <DataTable.Col key={name} {...common}>
                <ReferenceField source={name} reference="companies" link={false}>
                  <TextField source="name" />
                </ReferenceField>
              </DataTable.Col>
            );
          if (name === 'documentation_status')
            return (
              <DataTable.Col
                key={name}
                {...common}
                render={(record: AttendeeDto) => <DocumentationChip status={record.documentation_status} />}
              />
            );
          if (name === 'pending' || name === 'badge_delivered' || name === 'has_disability')
            return (
              <DataTable.Col key={name} {...common}>
                <BooleanField source={name} />
              </DataTable.Col>
            );
          return (
            <DataTable.Col
              key={name}
              {...common}
              render={(record: AttendeeDto) => format(name, (record as Record<string, unknown>)[name])}
            />
          );
        })}
      </DataTable>
    </EventResourceList>
  );
}
