import { TOTEM_DEFAULTS, TOTEM_MODES, totemSchema, type TotemDto } from '@eventdesk/shared';
import BuildIcon from '@mui/icons-material/Build';
import TvIcon from '@mui/icons-material/Tv';
import { Box, Button as MuiButton, Chip, Tooltip, useMediaQuery, type Theme } from '@mui/material';
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
import { useEventAbility } from '../routing/useEventAbility';
import { PairKiosk, RowAction, UnpairKiosks } from './TotemPairing';

function Mode() {
  const record = useRecordContext<TotemDto>();
  const translate = useTranslate();
  return record ? <Chip size="small" label={translate(`resources.totems.modes.${record.mode}`)} /> : null;
}

/** Opens the kiosk screen of this totem on this device, pairing it in place (full screen, on the kiosk's own device). */
function OpenKiosk({ compact }: { compact: boolean }) {
  const record = useRecordContext<TotemDto>();
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  // A gate device is paired from the tablet with its code (its page needs no staff session): nothing to open here.
  if (!record || !eventId || record.mode === 'GATE') return null;
  return (
    <RowAction
      label={translate('resources.totems.open')}
      icon={<TvIcon />}
      compact={compact}
      testId="totem-open"
      component={Link}
      to={`/events/${eventId}/totems/show?totem=${record.id}`}
      onClick={(e) => e.stopPropagation()}
    />
  );
}

/** `/events/{id}/totems` (ADMIN): the self check-in kiosks, edited in a dialog; a kiosk opens from its row. */
export default function TotemList() {
  const rules = useSchemaRules(totemSchema);
  const translate = useTranslate();
  const eventId = useCurrentEvent()?.event.id;
  const can = useEventAbility();
  // Beside the menu at 1024 px the row's four actions fit as icons only (issue 29); from 1280 px with their labels.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
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
        empty="resources.totems.empty"
        canCreate={can('create', 'Totem')}
        sort={{ field: 'name', order: 'ASC' }}
        title={(record) => record.name}
        defaultValues={TOTEM_DEFAULTS}
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
          <DataTable.Col key="actions" align="right" disableSort>
            <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'nowrap' }}>
              <OpenKiosk compact={compact} />
              <PairKiosk compact={compact} />
              <UnpairKiosks compact={compact} />
              {compact ? (
                <Tooltip title={translate('ra.action.delete')}>
                  <DeleteButton
                    mutationMode="pessimistic"
                    redirect={false}
                    label=""
                    aria-label={translate('ra.action.delete')}
                    sx={{ minWidth: 0, px: 1, '& .MuiButton-startIcon': { m: 0 } }}
                  />
                </Tooltip>
              ) : (
                <DeleteButton mutationMode="pessimistic" redirect={false} sx={{ whiteSpace: 'nowrap' }} />
              )}
            </Box>
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
