import type { AccessRequestOperation, AccessRequestsCreatedDto, ZoneDto } from '@eventdesk/shared';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { useState } from 'react';
import { HttpError, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';

/** The holders a request names: attendees and/or vehicles (one, or a list selection). */
export interface RequestHolders {
  attendee_ids?: number[];
  vehicle_ids?: number[];
}

/** The operations the role may ask for, from its UI configuration (`accesses`: request-add, request-delete). */
export function useRequestableOperations(): AccessRequestOperation[] {
  const names = new Set(useCurrentEvent()?.uiConfig.accesses.map((a) => a.name) ?? []);
  return [...(names.has('request-add') ? (['ADD'] as const) : []), ...(names.has('request-delete') ? (['REMOVE'] as const) : [])];
}

/**
 * Asking for access (issue 13): zones to add to (or remove from) one or many holders, with a note for
 * the reviewer. One request per holder and zone goes to the event ADMIN's queue.
 */
export function RequestAccessDialog({
  eventId,
  holders,
  open,
  onClose,
  onDone,
  bulk = false,
}: {
  eventId: number;
  holders: RequestHolders;
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
  /** Asked for a selection in a list (the title counts it); else for the one holder on screen. */
  bulk?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const operations = useRequestableOperations();
  const [operation, setOperation] = useState<AccessRequestOperation>(operations[0] ?? 'ADD');
  const [zones, setZones] = useState<ZoneDto[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: all = [] } = useGetList<ZoneDto>(
    'zones',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name_it', order: 'ASC' }, filter: { active: true }, meta: { eventId } },
    { enabled: open },
  );
  const count = (holders.attendee_ids?.length ?? 0) + (holders.vehicle_ids?.length ?? 0);
  const label = (z: ZoneDto) => `${z.code} – ${(locale === 'en' && z.name_en) || z.name_it}`;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const { json } = await apiFetch<AccessRequestsCreatedDto>(`/api/events/${eventId}/access-control-requests`, {
        method: 'POST',
        body: JSON.stringify({ operation, ...holders, zone_ids: zones.map((z) => z.id), note }),
      });
      notify('resources.access-control-requests.sent', { type: 'info', messageArgs: { smart_count: json.count } });
      setZones([]);
      setNote('');
      onDone?.();
      onClose();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined;
      setError(body?.errors ? Object.values(body.errors).join(' ') : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="request-access-dialog">
      <DialogTitle>
        {bulk
          ? translate('resources.access-control-requests.ask', { smart_count: count })
          : translate('resources.access-control-requests.ask_button')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {operations.length > 1 && (
          <RadioGroup row value={operation} onChange={(e) => setOperation(e.target.value as AccessRequestOperation)}>
            {operations.map((op) => (
              <FormControlLabel
                key={op}
                value={op}
                control={<Radio />}
                label={translate(`resources.access-control-requests.operations.${op}`)}
                data-testid={`request-operation-${op}`}
              />
            ))}
          </RadioGroup>
        )}
        <Autocomplete
          multiple
          options={all}
          value={zones}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, value) => setZones(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('resources.zones.name', { smart_count: 2 })}
              inputProps={{ ...params.inputProps, 'data-testid': 'request-zones' }}
            />
          )}
        />
        <TextField
          label={translate('resources.access-control-requests.fields.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'request-note' } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || zones.length === 0 || count === 0}
          onClick={() => void submit()}
          data-testid="request-send"
        >
          {translate('resources.access-control-requests.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Ask for access" on a list selection of attendees or vehicles: one request per holder and zone. */
export function BulkRequestAccess({
  eventId,
  kind,
  selectedIds,
  onDone,
}: {
  eventId: number;
  kind: 'attendee' | 'vehicle';
  selectedIds: readonly (string | number)[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const ids = selectedIds.map(Number);
  return (
    <>
      <Button size="small" startIcon={<VpnKeyIcon />} onClick={() => setOpen(true)} data-testid="bulk-request-access">
        {translate('resources.access-control-requests.ask_button')}
      </Button>
      <RequestAccessDialog
        eventId={eventId}
        holders={kind === 'attendee' ? { attendee_ids: ids } : { vehicle_ids: ids }}
        open={open}
        onClose={() => setOpen(false)}
        onDone={onDone}
        bulk
      />
    </>
  );
}
