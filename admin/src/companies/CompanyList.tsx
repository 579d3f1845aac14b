import type { EventCompanyDto } from '@eventdesk/shared';
import { CreateButton, DataTable, SearchInput } from 'react-admin';
import { useEventAbility } from '../routing/useEventAbility';
import { QuotaUse } from './QuotaUse';
import { EventResourceList } from '../forms/EventResourceList';

const filters = [<SearchInput source="q" alwaysOn key="q" />];

/**
 * `/events/{id}/companies`: the event's companies with their attendees against the quota (38 / 50). A
 * COMPANY user sees its own company only (the API scopes the list); a row opens the company.
 */
export default function CompanyList() {
  const can = useEventAbility();
  return (
    <EventResourceList
      resource="companies"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      toolbar={<>{can('create', 'EventCompany') && <CreateButton data-testid="company-create" />}</>}
      emptyHint={{
        message: 'resources.companies.empty',
        actions: can('create', 'EventCompany') && <CreateButton data-testid="company-empty-create" />,
      }}
    >
      <DataTable<EventCompanyDto> rowClick="edit" bulkActionButtons={false} data-testid="company-list">
        <DataTable.Col source="name" />
        <DataTable.Col source="city" />
        <DataTable.Col source="contact_name" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="attendee_quota" label="resources.companies.fields.attendee_use" align="right" disableSort>
          <QuotaUse />
        </DataTable.Col>
      </DataTable>
    </EventResourceList>
  );
}
