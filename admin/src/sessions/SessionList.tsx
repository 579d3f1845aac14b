import { SESSION_TYPES, type RoomDto, type SessionDto } from '@eventdesk/shared';
import { Box, Chip } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  FilterButton,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EventResourceList } from '../forms/EventResourceList';
import { TYPE_COLOURS, timeRange, useProgrammeText } from './session-text';

const TYPE_CHOICES = SESSION_TYPES.map((id) => ({ id, name: `resources.sessions.types.${id}` }));

function RoomFilter(_: { source: string }) {
  const text = useProgrammeText();
  return (
    <ReferenceInput source="room_id" reference="rooms" sort={{ field: 'name_it', order: 'ASC' }} perPage={500}>
      <SelectInput optionText={text.roomName} label="resources.sessions.fields.room_id" />
    </ReferenceInput>
  );
}

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <RoomFilter source="room_id" key="room_id" />,
  <SelectInput source="type" choices={TYPE_CHOICES} key="type" />,
];

/** The type as a chip of its colour, the grid's. */
export function TypeChip({ type }: { type: SessionDto['type'] }) {
  const translate = useTranslate();
  const colour = TYPE_COLOURS[type];
  return (
    <Chip
      size="small"
      label={translate(`resources.sessions.types.${type}`)}
      color={colour === 'grey' ? 'default' : colour}
      variant={type === 'PARALLEL' ? 'outlined' : 'filled'}
    />
  );
}

/** The venue's day and the time range: `mer 20/05 · 09:00–10:30`. */
function When() {
  const record = useRecordContext<SessionDto>();
  const text = useProgrammeText();
  if (!record) return null;
  return <span style={{ whiteSpace: 'nowrap' }}>{`${text.day(record.day)} · ${timeRange(record.start_at, record.end_at)}`}</span>;
}

function RoomName() {
  const record = useRecordContext<RoomDto>();
  const text = useProgrammeText();
  return <>{record ? text.roomName(record) : null}</>;
}

function Title() {
  const record = useRecordContext<SessionDto>();
  const text = useProgrammeText();
  return <>{record ? text.title(record) : null}</>;
}

function Seats() {
  const record = useRecordContext<SessionDto>();
  const translate = useTranslate();
  if (!record) return null;
  return record.seats === null ? <span title={translate('resources.sessions.no_limit')}>—</span> : <>{record.seats}</>;
}

/** `/events/{id}/sessions` as a list: search, room and type filters; a row opens the session. */
export function SessionList({ viewSwitch }: { viewSwitch: ReactNode }) {
  const translate = useTranslate();
  return (
    <EventResourceList
      resource="sessions"
      filters={filters}
      sort={{ field: 'start_at', order: 'ASC' }}
      perPage={25}
      toolbar={
        // One line: the toolbar would wrap the switch above the buttons.
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {viewSwitch}
          <FilterButton />
          <CreateButton data-testid="session-create" />
        </Box>
      }
      emptyHint={{ message: 'resources.sessions.empty', actions: <CreateButton data-testid="session-empty-create" /> }}
    >
      <DataTable<SessionDto> rowClick="edit" bulkActionButtons={false} data-testid="session-list">
        <DataTable.Col source="title_it" label="resources.sessions.fields.title">
          <Title />
        </DataTable.Col>
        <DataTable.Col source="start_at" label="resources.sessions.fields.when">
          <When />
        </DataTable.Col>
        <DataTable.Col source="room_id">
          <ReferenceField source="room_id" reference="rooms" link={false} emptyText={translate('resources.sessions.no_room')}>
            <RoomName />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="type" render={(record: SessionDto) => <TypeChip type={record.type} />} />
        <DataTable.Col source="seats" align="right" disableSort>
          <Seats />
        </DataTable.Col>
        <DataTable.Col
          source="registration"
          disableSort
          render={(record: SessionDto) => translate(`resources.sessions.registrations.${record.registration}`)}
        />
      </DataTable>
    </EventResourceList>
  );
}
