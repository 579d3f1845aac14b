import type { EventCompanyDto } from '@eventdesk/shared';
import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { WIDE_TABLE_SCROLLS } from '../layout/wide-table';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { QuotaUse } from './QuotaUse';

const filters = [<SearchInput source="q" alwaysOn key="q" />];

/**
 * `/events/{id}/companies`: the event's companies with their attendees against the quota (38 / 50). A
 * COMPANY user sees its own company only (the API scopes the list); a row opens the company.
 */
export default function CompanyList() {
  const eventId = useCurrentEvent()?.event.id;
  const can = useEventAbility();
  return (
    <List
      resource="companies"
      storeKey={`companies.${eventId}`}
      queryOptions={{ meta: { eventId } }}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      empty={false}
      sx={WIDE_TABLE_SCROLLS}
      actions={<TopToolbar>{can('create', 'EventCompany') && <CreateButton data-testid="company-create" />}</TopToolbar>}
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
    </List>
  );
}
