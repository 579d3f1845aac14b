import type { SpeakerDto } from '@eventdesk/shared';
import { Box } from '@mui/material';
import { CreateButton, DataTable, FilterButton, SearchInput } from 'react-admin';
import { EventResourceList } from '../forms/EventResourceList';
import { useEventAbility } from '../routing/useEventAbility';

const filters = [<SearchInput source="q" alwaysOn key="q" />];

/** `/events/{id}/speakers` (ADMIN): who talks, chairs or moderates, by last name, with their affiliation and e-mail. */
export default function SpeakerList() {
  const can = useEventAbility();
  const create = can('create', 'Speaker');
  return (
    <EventResourceList
      resource="speakers"
      filters={filters}
      sort={{ field: 'last_name', order: 'ASC' }}
      perPage={25}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FilterButton />
          {create && <CreateButton data-testid="speaker-create" />}
        </Box>
      }
      emptyHint={{ message: 'resources.speakers.empty', actions: create && <CreateButton data-testid="speaker-empty-create" /> }}
    >
      <DataTable<SpeakerDto> rowClick="edit" bulkActionButtons={false} data-testid="speaker-list">
        <DataTable.Col source="last_name" />
        <DataTable.Col source="first_name" />
        <DataTable.Col source="title" />
        <DataTable.Col source="affiliation" />
        <DataTable.Col source="email" />
      </DataTable>
    </EventResourceList>
  );
}
