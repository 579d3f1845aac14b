import type { HangerDto } from '@eventdesk/shared';
import AddIcon from '@mui/icons-material/Add';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, DateField, TextInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { EventResourceList } from '../forms/EventResourceList';

function Holder() {
  const record = useRecordContext<HangerDto>();
  if (!record?.holder) return <>—</>;
  return (
    <Box>
      <Typography variant="body2">{record.holder.label}</Typography>
      <Typography variant="caption" color="text.secondary">
        {[record.holder.company, record.holder.category].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/** ADMIN adds a rack of hangers numbered from … to (the existing ones are kept). */
function AddRack({ eventId, testId = 'rack-create' }: { eventId: number; testId?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [rack, setRack] = useState('');
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('100');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    try {
      const { json } = await apiFetch<{ created: number }>(`/api/events/${eventId}/hangers/rack`, {
        method: 'POST',
        body: JSON.stringify({ rack, from: Number(from), to: Number(to) }),
      });
      notify('resources.hangers.rack_created', { type: 'info', messageArgs: { smart_count: json.created } });
      setOpen(false);
      refresh();
    } catch (error) {
      setErrors(((error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}) as Record<string, string>);
    }
  };
  return (
    <>
      <Button label="resources.hangers.add_rack" onClick={() => setOpen(true)} data-testid={testId}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} data-testid="rack-dialog">
        <DialogTitle>{translate('resources.hangers.add_rack')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: '8px !important' }}>
          <TextField
            label={translate('resources.hangers.fields.rack')}
            value={rack}
            onChange={(e) => setRack(e.target.value)}
            error={!!errors.rack}
            helperText={errors.rack}
            slotProps={{ htmlInput: { 'data-testid': 'rack-name' } }}
          />
          <TextField
            label={translate('resources.hangers.from')}
            type="number"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={!!errors.from}
            helperText={errors.from}
            sx={{ width: 110 }}
          />
          <TextField
            label={translate('resources.hangers.to')}
            type="number"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={!!errors.to}
            helperText={errors.to}
            sx={{ width: 110 }}
            slotProps={{ htmlInput: { 'data-testid': 'rack-to' } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={() => void save()} data-testid="rack-save">
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** `/events/{id}/cloakroom` (ADMIN, SECRETARY): every hanger with who holds it; racks are added here, the desk works on `cloakroom/hanger`. */
export default function HangerList() {
  const eventId = useCurrentEvent()?.event.id;
  const can = useEventAbility();
  const translate = useTranslate();
  if (!eventId) return null;
  return (
    <EventResourceList
      resource="hangers"
      sort={{ field: 'rack', order: 'ASC' }}
      filters={[<TextInput source="rack" key="rack" alwaysOn />]}
      emptyHint={{
        message: 'resources.hangers.empty',
        actions: can('create', 'Cloakroom') && <AddRack eventId={eventId} testId="rack-empty-create" />,
      }}
      toolbar={
        <>
          <MuiButton
            component={Link}
            to={`/events/${eventId}/cloakroom/hanger`}
            size="small"
            startIcon={<CheckroomIcon />}
            data-testid="open-desk"
          >
            {translate('resources.hangers.desk')}
          </MuiButton>
          {can('create', 'Cloakroom') && <AddRack eventId={eventId} />}
        </>
      }
    >
      <DataTable<HangerDto> rowClick={false} bulkActionButtons={false} data-testid="hanger-list">
        <DataTable.Col source="rack" />
        <DataTable.Col source="number" />
        <DataTable.Col source="holder" disableSort>
          <Holder />
        </DataTable.Col>
        <DataTable.Col source="taken_at">
          <DateField source="taken_at" showTime />
        </DataTable.Col>
      </DataTable>
    </EventResourceList>
  );
}
