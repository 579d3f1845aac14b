import { TOTEM_MODES, totemSchema, type TotemDto } from '@eventdesk/shared';
import BuildIcon from '@mui/icons-material/Build';
import TvIcon from '@mui/icons-material/Tv';
import { Box, Button as MuiButton, Chip } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  DeleteButton,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DialogList } from '../forms/DialogList';
import { useSchemaRules } from '../forms/schema-rules';
import { useCurrentEvent } from '../routing/EventContext';
import { PairKiosk, UnpairKiosks } from './TotemPairing';

function Mode() {
  const record = useRecordContext<TotemDto>();
  const translate = useTranslate();
  return record ? <Chip size="small" label={translate(`resources.totems.modes.${record.mode}`)} /> : null;
}

/** Opens the kiosk screen of this totem on this device, pairing it in place (full screen, on the kiosk's own device). */
function OpenKiosk() {
  const record = useRecordContext<TotemDto>();
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  if (!record || !eventId) return null;
  return (
    <MuiButton
      size="small"
      component={Link}
      to={`/events/${eventId}/totems/show?totem=${record.id}`}
      onClick={(e) => e.stopPropagation()}
      startIcon={<TvIcon />}
      data-testid="totem-open"
    >
      {translate('resources.totems.open')}
    </MuiButton>
  );
}

/** `/events/{id}/totems` (ADMIN): the self check-in kiosks, edited in a dialog; a kiosk opens from its row. */
export default function TotemList() {
  const rules = useSchemaRules(totemSchema);
  const translate = useTranslate();
  const eventId = useCurrentEvent()?.event.id;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <MuiButton component={Link} to={`/events/${eventId}/totems/maintenance`} startIcon={<BuildIcon />} data-testid="totem-maintenance">
          {translate('resources.totems.maintenance')}
        </MuiButton>
      </Box>
      <DialogList<TotemDto>
        resource="totems"
        testId="totem"
        sort={{ field: 'name', order: 'ASC' }}
        title={(record) => record.name}
        defaultValues={{ mode: 'BOTH', active: true }}
        columns={[
          <DataTable.Col key="name" source="name" />,
          <DataTable.Col key="zone" source="zone_id" disableSort>
            <ReferenceField source="zone_id" reference="zones" link={false}>
              <TextField source="code" />
            </ReferenceField>
          </DataTable.Col>,
          <DataTable.Col key="mode" source="mode" disableSort>
            <Mode />
          </DataTable.Col>,
          <DataTable.Col key="open" disableSort>
            <OpenKiosk />
          </DataTable.Col>,
          <DataTable.Col key="pair" disableSort>
            <PairKiosk />
            <UnpairKiosks />
          </DataTable.Col>,
          <DataTable.Col key="delete" align="right">
            <DeleteButton mutationMode="pessimistic" redirect={false} />
          </DataTable.Col>,
        ]}
        inputs={[
          <TextInput key="name" source="name" {...rules('name')} autoFocus fullWidth />,
          <ReferenceInput key="zone" source="zone_id" reference="zones" sort={{ field: 'code', order: 'ASC' }} perPage={500}>
            <SelectInput optionText="code" {...rules('zone_id')} fullWidth />
          </ReferenceInput>,
          <SelectInput
            key="mode"
            source="mode"
            {...rules('mode')}
            choices={TOTEM_MODES.map((id) => ({ id, name: `resources.totems.modes.${id}` }))}
            fullWidth
          />,
          <BooleanInput key="active" source="active" />,
        ]}
      />
    </>
  );
}
