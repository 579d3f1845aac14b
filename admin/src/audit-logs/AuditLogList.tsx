import { AUDIT_ACTIONS, type AuditLogDto } from '@eventdesk/shared';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateInput } from '../forms/LocalDateInputs';

/**
 * Date filters hold a day of the user's calendar as the UTC instant the API compares
 * (`YYYY-MM-DD HH:MM:SS.SSS`, as both SQLite and MySQL store it): the start or the end of that day.
 */
const toUtc = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');
const dayStart = (day: string) => (day ? toUtc(new Date(`${day}T00:00:00`)) : '');
const dayEnd = (day: string) => (day ? toUtc(new Date(`${day}T23:59:59.999`)) : '');
const localDay = (value: unknown) => {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: `resources.audit-logs.actions.${action}` }));

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <SelectInput source="action" choices={actionChoices} key="action" />,
  <LocalDateInput source="created_at_gte" parse={dayStart} format={localDay} key="from" />,
  <LocalDateInput source="created_at_lte" parse={dayEnd} format={localDay} key="to" />,
];

function ActionLabel() {
  const record = useRecordContext<AuditLogDto>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.audit-logs.actions.${record.action}`, { _: record.action })}</> : null;
}

function Target() {
  const record = useRecordContext<AuditLogDto>();
  if (!record?.target_type) return null;
  return <>{record.target_id != null ? `${record.target_type} #${record.target_id}` : record.target_type}</>;
}

/** The details on one line, cut to the column's width; the whole JSON is in the expand panel. */
function DetailsSummary() {
  const record = useRecordContext<AuditLogDto>();
  if (!record?.details) return null;
  const text = Object.entries(record.details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
  return (
    <Typography variant="body2" noWrap sx={{ maxWidth: 320 }} title={text}>
      {text}
    </Typography>
  );
}

function DetailsPanel() {
  const record = useRecordContext<AuditLogDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box
      component="pre"
      sx={{ m: 0, p: 1.5, fontSize: 12, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      data-testid="audit-details"
    >
      {record.ip ? `${translate('resources.audit-logs.fields.ip')}: ${record.ip}\n` : ''}
      {record.details ? JSON.stringify(record.details, null, 2) : translate('resources.audit-logs.no_details')}
    </Box>
  );
}

/** `/audit-logs` (superadmin): read-only, newest first; on tablets the IP and details are in the expand panel only. */
export default function AuditLogList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isMedium = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={50} exporter={false} empty={false}>
      {isSmall ? (
        <SimpleList<AuditLogDto>
          primaryText={<ActionLabel />}
          secondaryText={(log) => log.actor_email ?? ''}
          tertiaryText={<DateField source="created_at" showTime />}
          linkType={false}
        />
      ) : (
        <DataTable<AuditLogDto> bulkActionButtons={false} expand={<DetailsPanel />} rowClick="expand">
          <DataTable.Col source="created_at">
            <DateField source="created_at" showTime sx={{ whiteSpace: 'nowrap' }} />
          </DataTable.Col>
          <DataTable.Col source="actor_email" disableSort />
          <DataTable.Col source="action">
            <ActionLabel />
          </DataTable.Col>
          <DataTable.Col source="target_type" disableSort>
            <Target />
          </DataTable.Col>
          {!isMedium && <DataTable.Col source="ip" disableSort />}
          {!isMedium && (
            <DataTable.Col source="details" disableSort>
              <DetailsSummary />
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
}
