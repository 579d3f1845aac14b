import { DOCUMENTATION_STATUSES, VEHICLE_TYPES, type VehicleDto } from '@eventdesk/shared';
import {
  BooleanField,
  CreateButton,
  DataTable,
  FilterButton,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  Button,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { BulkRequestAccess, useRequestableOperations } from '../access-requests/RequestAccessDialog';
import { DocumentationChip } from '../attachments/DocumentationChip';
import { SavedFilters } from '../attendees/SavedFilters';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { EventResourceList } from '../forms/EventResourceList';

export const VEHICLE_TYPE_CHOICES = VEHICLE_TYPES.map((id) => ({ id, name: `resources.vehicles.types.${id}` }));

const filters = [
  <SearchInput source="q" alwaysOn key="q" data-testid="vehicle-search" />,
  <SelectInput source="type" choices={VEHICLE_TYPE_CHOICES} key="type" />,
  <ReferenceInput source="event_company_id" reference="companies" key="company">
    <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <NullableBooleanInput source="pending" key="pending" />,
  <SelectInput
    source="documentation_status"
    choices={DOCUMENTATION_STATUSES.map((id) => ({ id, name: `documentation_status.${id}` }))}
    key="documentation_status"
  />,
];

/** What may be done with a selection of vehicles: ask for access (USER, COMPANY, as their UI configuration allows). */
function VehicleBulkActions() {
  const eventId = useCurrentEvent()!.event.id;
  const can = useEventAbility();
  const operations = useRequestableOperations();
  const { selectedIds, onUnselectItems } = useListContext<VehicleDto>();
  if (!can('create', 'AccessControlRequest') || can('grant', 'AccessControl') || operations.length === 0) return null;
  return <BulkRequestAccess eventId={eventId} kind="vehicle" selectedIds={selectedIds} onDone={() => onUnselectItems()} />;
}

function VehicleType() {
  const record = useRecordContext<VehicleDto>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.vehicles.types.${record.type}`)}</> : null;
}

/** A vehicle's make and model, when known. */
const makeAndModel = (vehicle: VehicleDto) => [vehicle.brand, vehicle.model].filter(Boolean).join(' ');

/**
 * `/events/{id}/vehicles`: plates with their type, make, company and driver; a row opens the vehicle.
 * On a phone (issue 29 item 14) a card per vehicle: the plate, its type and make, the papers' status.
 */
export default function VehicleList() {
  const eventId = useCurrentEvent()?.event.id;
  const can = useEventAbility();
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const importButton = (testId: string) => (
    <Button component={Link} to={`/events/${eventId}/vehicles/import`} label="resources.attendees.import.action" data-testid={testId}>
      <UploadFileIcon />
    </Button>
  );
  return (
    <EventResourceList
      resource="vehicles"
      filters={filters}
      sort={{ field: 'plate', order: 'ASC' }}
      toolbar={
        <>
          {can('read', 'Filter') && <SavedFilters canSave={can('create', 'Filter')} resource="vehicles" />}
          <FilterButton />
          {can('create', 'Vehicle') && <CreateButton data-testid="vehicle-create" />}
          {can('create', 'Vehicle') && can('update', 'Vehicle') && importButton('import-vehicles')}
        </>
      }
      emptyHint={{
        message: 'resources.vehicles.empty',
        actions: can('create', 'Vehicle') && (
          <>
            <CreateButton data-testid="vehicle-empty-create" />
            {can('update', 'Vehicle') && importButton('vehicle-empty-import')}
          </>
        ),
      }}
      exportable
    >
      {isSmall ? (
        <SimpleList<VehicleDto>
          primaryText={(vehicle) => vehicle.plate}
          secondaryText={(vehicle) =>
            [translate(`resources.vehicles.types.${vehicle.type}`), makeAndModel(vehicle)].filter(Boolean).join(' · ')
          }
          tertiaryText={(vehicle) => <DocumentationChip status={vehicle.documentation_status} />}
          linkType="edit"
          data-testid="vehicle-cards"
        />
      ) : (
        <DataTable<VehicleDto>
          rowClick="edit"
          bulkActionButtons={can('create', 'AccessControlRequest') && !can('grant', 'AccessControl') ? <VehicleBulkActions /> : false}
          data-testid="vehicle-list"
        >
          <DataTable.Col source="plate" />
          <DataTable.Col source="type">
            <VehicleType />
          </DataTable.Col>
          <DataTable.Col source="brand" />
          <DataTable.Col source="model" disableSort />
          <DataTable.Col source="event_company_id" disableSort>
            <ReferenceField source="event_company_id" reference="companies" link={false} emptyText="—">
              <TextField source="name" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="driver_attendee_id" disableSort>
            <ReferenceField source="driver_attendee_id" reference="attendees" link={false} emptyText="—">
              <TextField source="last_name" /> <TextField source="first_name" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="pending" field={BooleanField} disableSort />
          <DataTable.Col
            source="documentation_status"
            disableSort
            render={(record: VehicleDto) => <DocumentationChip status={record.documentation_status} />}
          />
        </DataTable>
      )}
    </EventResourceList>
  );
}
