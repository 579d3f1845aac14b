import type { EventDto, EventRoleDto, UserDto } from '@eventdesk/shared';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  DataTable,
  DateField,
  List,
  RecordContextProvider,
  ReferenceField,
  SearchInput,
  SimpleList,
  useRecordContext,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { TwoFactorChip } from './ResetTwoFactorButton';

const MAX_CHIPS = 3;

/** "Event name · Role" for one role of the user. */
function EventRoleChip({ role }: { role: EventRoleDto }) {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={role}>
      <ReferenceField source="id" reference="events" link={false} empty={<Chip size="small" label={`#${role.id} · ${translate(`roles.${role.role}`)}`} />}>
        <WithRecord<EventDto> render={(event) => <Chip size="small" label={`${event.name} · ${translate(`roles.${role.role}`)}`} />} />
      </ReferenceField>
    </RecordContextProvider>
  );
}

/** The user's event roles as chips, the first few and "+N". */
function RolesSummary() {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  const roles = record?.events ?? [];
  if (!roles.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {roles.slice(0, MAX_CHIPS).map((role) => (
        <EventRoleChip key={role.id} role={role} />
      ))}
      {roles.length > MAX_CHIPS && <Chip size="small" variant="outlined" label={translate('resources.users.more_roles', { smart_count: roles.length - MAX_CHIPS })} />}
    </Box>
  );
}

const filters = [<SearchInput source="q" alwaysOn key="q" />];

/** `/users` (superadmin): a table, a simple list on phones. */
export default function UserList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      {isSmall ? (
        <SimpleList<UserDto> primaryText={(user) => user.name} secondaryText={(user) => user.email} tertiaryText={<TwoFactorChip />} linkType="edit" />
      ) : (
        <DataTable<UserDto> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="is_superadmin" field={BooleanField} />
          <DataTable.Col source="is_active" field={BooleanField} disableSort />
          <DataTable.Col source="two_factor_confirmed_at" label="resources.users.fields.two_factor" disableSort>
            <TwoFactorChip />
          </DataTable.Col>
          <DataTable.Col source="events" disableSort>
            <RolesSummary />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateField} />
        </DataTable>
      )}
    </List>
  );
}
