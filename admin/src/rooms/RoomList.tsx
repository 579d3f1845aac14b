import { ROOM_DEFAULTS, roomSchema, type RoomDto } from '@eventdesk/shared';
import { Box } from '@mui/material';
import { DataTable, NumberInput, ReferenceField, ReferenceInput, SelectInput, TextField, TextInput } from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { useSchemaRules } from '../forms/schema-rules';
import { useEventAbility } from '../routing/useEventAbility';

/**
 * `/events/{id}/rooms` (ADMIN): the rooms sessions take place in — name, floor, capacity, and the zone
 * that is the door where the gate counts who enters and leaves (made with the room when none is chosen).
 */
export default function RoomList() {
  const rules = useSchemaRules(roomSchema);
  const can = useEventAbility();
  return (
    <DialogList<RoomDto>
      resource="rooms"
      testId="room"
      empty="resources.rooms.empty"
      canCreate={can('create', 'Room')}
      sort={{ field: 'name_it', order: 'ASC' }}
      title={(record) => record.name_it}
      defaultValues={ROOM_DEFAULTS}
      columns={[
        <DataTable.Col key="name_it" source="name_it" />,
        <DataTable.Col key="floor" source="floor" />,
        <DataTable.NumberCol key="capacity" source="capacity" />,
        <DataTable.Col key="zone_id" source="zone_id" disableSort>
          <ReferenceField source="zone_id" reference="zones" link={false} emptyText="—">
            <TextField source="code" />
          </ReferenceField>
        </DataTable.Col>,
        <DataTable.Col key="delete" align="right">
          <RowDeleteButton<RoomDto> name={(r) => r.name_it} />
        </DataTable.Col>,
      ]}
      inputs={
        <Box sx={{ width: '100%' }}>
          <TextInput source="name_it" {...rules('name_it')} autoFocus fullWidth />
          <TextInput source="name_en" {...rules('name_en')} helperText="resources.rooms.helpers.name_en" fullWidth />
          <TextInput source="floor" {...rules('floor')} fullWidth />
          <NumberInput source="capacity" {...rules('capacity')} min={0} step={1} helperText="resources.rooms.helpers.capacity" fullWidth />
          <ReferenceInput source="zone_id" reference="zones" sort={{ field: 'name_it', order: 'ASC' }} perPage={500}>
            <SelectInput
              optionText="name_it"
              // Inside a reference input the label would be looked up on zones.
              label="resources.rooms.fields.zone_id"
              emptyText="resources.rooms.new_zone"
              helperText="resources.rooms.helpers.zone_id"
              fullWidth
            />
          </ReferenceInput>
          <TextInput source="notes" {...rules('notes')} multiline minRows={2} fullWidth />
        </Box>
      }
    />
  );
}
