import { SCAN_DENIALS, SCAN_RESULTS, type ScanDto } from '@eventdesk/shared';
import { Box, Chip, Typography } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  DateField,
  FilterButton,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCurrentEvent } from '../routing/EventContext';
import { QuickModeButton, ZoneCounters } from './ZoneCounters';
import { ExportButtons } from '../forms/ExportButtons';
import { EventResourceList } from '../forms/EventResourceList';
import { useEventAbility } from '../routing/useEventAbility';

const filters = [
  <SelectInput
    source="result"
    choices={SCAN_RESULTS.map((id) => ({ id, name: `resources.access-controls.results.${id}` }))}
    alwaysOn
    key="result"
  />,
  <ReferenceInput source="zone_id" reference="zones" key="zone" sort={{ field: 'name_it', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="code" />
  </ReferenceInput>,
  <SelectInput
    source="reason"
    choices={SCAN_DENIALS.map((id) => ({ id, name: `resources.access-controls.reasons.${id}` }))}
    key="reason"
  />,
  <TextInput source="device_id" key="device" />,
  <SelectInput
    source="conflict"
    choices={SCAN_DENIALS.map((id) => ({ id, name: `resources.access-controls.reasons.${id}` }))}
    key="conflict"
  />,
  <BooleanInput source="offline" key="offline" />,
];

function Result() {
  const record = useRecordContext<ScanDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Chip
        size="small"
        color={record.result === 'ADMITTED' ? 'success' : 'error'}
        label={translate(`resources.access-controls.results.${record.result}`)}
      />
      {record.reason && (
        <Typography variant="caption" display="block" color="text.secondary">
          {translate(`resources.access-controls.reasons.${record.reason}`)}
        </Typography>
      )}
      {record.conflict && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          sx={{ mt: 0.5 }}
          data-testid="scan-conflict"
          label={translate('resources.access-controls.conflict', {
            reason: translate(`resources.access-controls.reasons.${record.conflict}`),
          })}
        />
      )}
      {record.overridden && (
        <Chip
          size="small"
          color="warning"
          sx={{ mt: 0.5 }}
          data-testid="scan-overridden"
          title={record.override_note ?? undefined}
          label={translate('quickmode.overridden', {
            reason: translate(`resources.access-controls.reasons.${record.overridden}`),
          })}
        />
      )}
      {record.override_note && (
        <Typography variant="caption" display="block" color="text.secondary">
          {record.override_note}
        </Typography>
      )}
      {record.offline && !record.conflict && (
        <Typography variant="caption" display="block" color="text.secondary">
          {translate('resources.access-controls.offline')}
        </Typography>
      )}
    </Box>
  );
}

function Holder() {
  const record = useRecordContext<ScanDto>();
  const translate = useTranslate();
  if (!record?.holder) return <>—</>;
  const category =
    record.holder.type === 'VEHICLE' && record.holder.category
      ? translate(`resources.vehicles.types.${record.holder.category}`)
      : record.holder.category;
  return (
    <Box>
      <Typography variant="body2">{record.holder.label}</Typography>
      <Typography variant="caption" color="text.secondary">
        {[record.holder.company, category].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * `/events/{id}/accesscontrols` (SECRETARY, ADMIN): every scan at the gates — when, zone, direction,
 * the answer and its reason, the holder, the device — with each zone's occupancy now above it.
 */
export default function ScanList() {
  const eventId = useCurrentEvent()?.event.id;
  const can = useEventAbility();
  if (!eventId) return null;
  return (
    <>
      <ZoneCounters eventId={eventId} />
      <EventResourceList
        resource="access-controls"
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        emptyHint={{
          message: 'resources.access-controls.empty',
          actions: can('create', 'AccessControl') && <QuickModeButton eventId={eventId} testId="scan-empty-quickmode" />,
        }}
        toolbar={
          <>
            <FilterButton />
            <ExportButtons eventId={eventId} resource="access-controls" />
            <QuickModeButton eventId={eventId} />
          </>
        }
      >
        <DataTable<ScanDto> rowClick={false} bulkActionButtons={false} data-testid="scan-list">
          <DataTable.Col source="scanned_at">
            <DateField source="scanned_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="zone_id" disableSort>
            <ReferenceField source="zone_id" reference="zones" link={false}>
              <TextField source="code" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="direction" disableSort render={(r: ScanDto) => <TranslatedDirection direction={r.direction} />} />
          <DataTable.Col source="result" disableSort>
            <Result />
          </DataTable.Col>
          <DataTable.Col source="holder" disableSort>
            <Holder />
          </DataTable.Col>
          {/* Who scanned (issue 29 items 8 and 17): the staff account's or the paired device's name; the device id beneath. */}
          <DataTable.Col
            source="operator"
            disableSort
            render={(r: ScanDto) => (
              <span title={r.device_id}>
                {r.operator ?? '—'}
                <br />
                <small>{r.device_id}</small>
              </span>
            )}
          />
        </DataTable>
      </EventResourceList>
    </>
  );
}

function TranslatedDirection({ direction }: { direction: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.access-controls.directions.${direction}`)}</>;
}
