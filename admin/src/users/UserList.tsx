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

/** "Role · Event name" for one role of the user (the role stays visible when the name is cut). */
function EventRoleChip({ role, maxWidth }: { role: EventRoleDto; maxWidth: number }) {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={role}>
      <ReferenceField
        source="id"
        reference="events"
        link={false}
        empty={<Chip size="small" label={`${translate(`roles.${role.role}`)} · #${role.id}`} />}
      >
        <WithRecord<EventDto>
          render={(event) => {
            const label = `${translate(`roles.${role.role}`)} · ${event.name}`;
            return <Chip size="small" label={label} title={label} sx={{ maxWidth }} />;
          }}
        />
      </ReferenceField>
    </RecordContextProvider>
  );
}

/** The user's event roles as chips, the first few and "+N"; with `compact`, a superadmin chip first. */
function RolesSummary({ compact }: { compact: boolean }) {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  const roles = record?.events ?? [];
  const max = compact ? 1 : 3;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {compact && record?.is_superadmin === 1 && (
        <Chip size="small" color="primary" label={translate('resources.users.fields.is_superadmin')} />
      )}
      {roles.slice(0, max).map((role) => (
        <EventRoleChip key={role.id} role={role} maxWidth={compact ? 200 : 280} />
      ))}
      {roles.length > max && (
        <Chip size="small" variant="outlined" label={translate('resources.users.more_roles', { smart_count: roles.length - max })} />
      )}
    </Box>
  );
}

const filters = [<SearchInput source="q" alwaysOn key="q" />];

/** `/users` (superadmin): a table (on tablets without the superadmin and created columns), a simple list on phones. */
export default function UserList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isMedium = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      {isSmall ? (
        <SimpleList<UserDto>
          primaryText={(user) => user.name}
          secondaryText={(user) => user.email}
          tertiaryText={() => <TwoFactorChip />}
          linkType="edit"
        />
      ) : (
        <DataTable<UserDto> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          {!isMedium && (
            <DataTable.Col source="is_superadmin">
              {/* 0 or 1 in the API (SPEC §3). */}
              <BooleanField source="is_superadmin" looseValue />
            </DataTable.Col>
          )}
          <DataTable.Col source="is_active" field={BooleanField} disableSort />
          <DataTable.Col source="two_factor_confirmed_at" label="resources.users.fields.two_factor" disableSort>
            <TwoFactorChip />
          </DataTable.Col>
          <DataTable.Col source="events" disableSort>
            <RolesSummary compact={isMedium} />
          </DataTable.Col>
          {!isMedium && <DataTable.Col source="created_at" field={DateField} />}
        </DataTable>
      )}
    </List>
  );
}
