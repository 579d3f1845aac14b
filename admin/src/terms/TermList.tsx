import type { TermDto } from '@eventdesk/shared';
import { Box } from '@mui/material';
import { CreateButton, DataTable, DateField, FilterButton, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import { EventResourceList } from '../forms/EventResourceList';
import { useEventAbility } from '../routing/useEventAbility';

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <NullableBooleanInput source="required" key="required" />,
  <NullableBooleanInput source="active" key="active" />,
];

/**
 * `/events/{id}/terms` (ADMIN): the texts attendees are asked to accept — privacy notice, rules, consents to photos
 * or mail — in the order the attendee site shows them, with their version (one more at each change of the words).
 */
export default function TermList() {
  const can = useEventAbility();
  const create = can('create', 'Term');
  return (
    <EventResourceList
      resource="terms"
      filters={filters}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      toolbar={
        // One line: the toolbar would put the buttons one above the other.
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FilterButton />
          {create && <CreateButton data-testid="term-create" />}
        </Box>
      }
      emptyHint={{ message: 'resources.terms.empty', actions: create && <CreateButton data-testid="term-empty-create" /> }}
    >
      <DataTable<TermDto> rowClick="edit" bulkActionButtons={false} data-testid="term-list">
        <DataTable.NumberCol source="position" />
        <DataTable.Col source="title_it" />
        <DataTable.Col source="required" render={(r: TermDto) => <RequiredLabel required={r.required} />} />
        <DataTable.Col source="active" render={(r: TermDto) => <ActiveLabel active={r.active} />} />
        <DataTable.NumberCol source="version" />
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </EventResourceList>
  );
}

function RequiredLabel({ required }: { required: boolean }) {
  return <Label text={required ? 'resources.terms.required_yes' : 'resources.terms.required_no'} />;
}

function ActiveLabel({ active }: { active: boolean }) {
  return <Label text={active ? 'resources.terms.active_yes' : 'resources.terms.active_no'} />;
}

function Label({ text }: { text: string }) {
  const translate = useTranslate();
  return <>{translate(text)}</>;
}
