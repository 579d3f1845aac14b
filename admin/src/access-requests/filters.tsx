import { ACCESS_REQUEST_OPERATIONS, ACCESS_REQUEST_STATUSES } from '@eventdesk/shared';
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { choices } from './requests';

/** The review queue's filters: status and company always shown; zone, operation, kind of holder on demand. */
export const requestFilters = [
  <SelectInput
    source="status"
    choices={choices(ACCESS_REQUEST_STATUSES, 'resources.access-control-requests.statuses')}
    alwaysOn
    key="status"
  />,
  <ReferenceInput source="event_company_id" reference="companies" key="company" alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput source="zone_id" reference="zones" key="zone" sort={{ field: 'name_it', order: 'ASC' }}>
    <SelectInput optionText="name_it" />
  </ReferenceInput>,
  <SelectInput
    source="operation"
    choices={choices(ACCESS_REQUEST_OPERATIONS, 'resources.access-control-requests.operations')}
    key="operation"
  />,
  <SelectInput
    source="holder_type"
    choices={[
      { id: 'ATTENDEE', name: 'resources.attendees.name' },
      { id: 'VEHICLE', name: 'resources.vehicles.name' },
    ]}
    key="holder_type"
  />,
];
